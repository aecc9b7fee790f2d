// Drops the databases the test apps created on TEST_DATABASE_URL's server during this run (see
// test-app.ts: their names start with carclub_t<pid of the Jest parent>_).
const { Client } = require('pg');

module.exports = async function dropTestDatabases() {
  // global-setup.ts's S3 server of an API_TEST_STORAGE=s3 run.
  await globalThis.__carclubTestS3?.stop();
  const serverUrl = process.env.TEST_DATABASE_URL;
  // test-app.ts's rule: on the server unless API_TEST_DATABASE names another.
  const database = process.env.API_TEST_DATABASE ?? 'postgres';
  if (database !== 'postgres' || !serverUrl) return;
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname LIKE $2',
      [`carclub_t${process.pid}\\_%`, `carclub_t${process.ppid}\\_%`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
};
