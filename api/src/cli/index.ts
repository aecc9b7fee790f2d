import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { DatabaseStartError, DataFolderInUseError } from '../db/data-dir-lock';
import { copyFolderToBucket, createLocalStorage, createS3Storage, purgeImages } from '../lib/media';
import { openDatabase } from '../plugins/db';
import { CliError } from './cli-error';
import { attachDemoImages } from './demo/demo-images';
import { DEMO_PASSWORD, seedDemo } from './demo/seed-demo';
import { describeRoleChange, grantRole, revokeRole } from './roles';

const USAGE = `Usage: pnpm cli <command>

  grant-role <email> <role>     give a user a role (user, moderator, admin)
  revoke-role <email> <role>    take a role away from a user
  seed-demo --users N --vehicles M [--images K] [--reset]
                                add demo accounts (@demo.carclub.local, password "${DEMO_PASSWORD}")
                                and their vehicles, K of them with generated pictures;
                                --reset deletes earlier demo accounts (and their pictures) first
  media-to-s3 [--from <folder>] copy the local media folder (default DATA_DIR/media) into the
                                bucket of MEDIA_STORAGE=s3 and the S3_* variables; files already
                                there are skipped, so a stopped run is resumed by running it again

The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR/db. The embedded
database cannot be shared: stop the server before running a command on it.`;

function wholeNumber(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    throw new CliError(`${name} is required.\n\n${USAGE}`);
  }
  if (!/^\d+$/.test(value)) throw new CliError(`${name} must be a whole number, got "${value}".`);
  return Number(value);
}

async function withDatabase<T>(
  run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const { db, close } = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
  });
  try {
    return await run(db);
  } finally {
    await close();
  }
}

async function main(argv: string[]): Promise<void> {
  // `pnpm cli -- seed-demo …` passes the separator through.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  const [command, ...rest] = args;
  switch (command) {
    case 'grant-role':
    case 'revoke-role': {
      const { positionals } = parseArgs({ args: rest, allowPositionals: true, strict: true });
      const [email, role] = positionals;
      if (email === undefined || role === undefined || positionals.length > 2) {
        throw new CliError(`${command} takes an e-mail and a role.\n\n${USAGE}`);
      }
      const grant = command === 'grant-role';
      const change = await withDatabase((db) =>
        grant ? grantRole(db, email, role) : revokeRole(db, email, role),
      );
      process.stdout.write(`${describeRoleChange(change, grant)}\n`);
      return;
    }
    case 'seed-demo': {
      const { values } = parseArgs({
        args: rest,
        strict: true,
        options: {
          users: { type: 'string' },
          vehicles: { type: 'string' },
          images: { type: 'string' },
          reset: { type: 'boolean', default: false },
        },
      });
      const users = wholeNumber('--users', values.users);
      const vehicles = wholeNumber('--vehicles', values.vehicles, 0);
      const images = wholeNumber('--images', values.images, 0);
      const started = Date.now();
      // The app, not only the database: pictures go through its storage and media protocol.
      const app = buildApp({ ...loadConfig(), logLevel: 'warn' });
      await app.ready();
      try {
        const result = await seedDemo(app.db, { users, vehicles, reset: values.reset });
        await purgeImages(app, result.releasedImageKeys);
        const attached = await attachDemoImages(app, result.vehicleIds, images);
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(
          `${values.reset ? `Deleted ${result.deletedUsers} earlier demo accounts. ` : ''}` +
            `Added ${result.userIds.length} demo accounts and ${result.vehicleIds.length} vehicles ` +
            `(${attached.previews} previews, ${attached.gallery} gallery images) in ${seconds} s.\n` +
            `Every demo account signs in with the password "${DEMO_PASSWORD}".\n`,
        );
      } finally {
        await app.close();
      }
      return;
    }
    case 'media-to-s3': {
      const { values } = parseArgs({
        args: rest,
        strict: true,
        options: { from: { type: 'string' } },
      });
      await copyMediaToS3(values.from);
      return;
    }
    case undefined:
    case 'help':
    case '--help':
      process.stdout.write(`${USAGE}\n`);
      return;
    default:
      throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
  }
}

/** `media-to-s3`: the local folder into the configured bucket, one line of progress per 100 files. */
async function copyMediaToS3(from: string | undefined): Promise<void> {
  const config = loadConfig();
  if (config.s3 === undefined) {
    throw new CliError(
      'Set MEDIA_STORAGE=s3 and the S3_* variables of the bucket first (docs/operations.md).',
    );
  }
  const folder = path.resolve(from ?? path.join(config.dataDir, 'media'));
  const isFolder = await stat(folder).then(
    (info) => info.isDirectory(),
    () => false,
  );
  // A mistyped folder would otherwise "copy 0 files" and look like success.
  if (!isFolder) throw new CliError(`There is no folder ${folder} to copy.`);
  const bucket = await createS3Storage(config.s3);
  const started = Date.now();
  let done = 0;
  try {
    const result = await copyFolderToBucket(createLocalStorage(folder), bucket, () => {
      done += 1;
      if (done % 100 === 0) process.stdout.write(`${done} files…\n`);
    });
    const megabytes = (result.copiedBytes / 1024 / 1024).toFixed(1);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Copied ${result.copied} files (${megabytes} MB) from ${folder} to the bucket ` +
        `${bucket.bucket}; ${result.skipped} were there already. ${seconds} s.\n`,
    );
  } finally {
    bucket.close();
  }
}

/** The one line for an embedded database a running server holds (issue 29 point 10). */
function inUseMessage(error: DataFolderInUseError): string {
  return (
    `The embedded database in ${error.dir} is in use by ${error.holder}, most likely the ` +
    'running server: stop the server first, then run this command again.'
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DataFolderInUseError) {
    process.stderr.write(`${inUseMessage(error)}\n`);
    process.exit(1);
  }
  const expected =
    error instanceof CliError ||
    error instanceof ConfigError ||
    error instanceof DatabaseStartError ||
    (error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS'));
  const message = expected ? error.message : error instanceof Error ? error.stack : String(error);
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
