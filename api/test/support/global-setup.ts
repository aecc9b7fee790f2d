// With API_TEST_STORAGE=s3 the test apps keep their media in an S3-compatible server (s3rver)
// started here for the whole run on a spare loopback port; Jest's workers inherit its address.
// global-teardown.cjs stops it.
import { startS3Server } from './s3-server';

export default async function startTestStorage(): Promise<void> {
  if (process.env.API_TEST_STORAGE !== 's3' || process.env.API_TEST_S3_ENDPOINT) return;
  const server = await startS3Server();
  process.env.API_TEST_S3_ENDPOINT = server.endpoint;
  Reflect.set(globalThis, '__carclubTestS3', server);
}
