import type { App } from '../../src/app-type';

/**
 * What a test sees of stored media through the app's own driver, so the same test holds on the
 * local folder and on S3 (`API_TEST_STORAGE=s3`).
 */
type WithStorage = Pick<App, 'storage'>;

/** Whether the file `key` is stored. */
export async function isStored(app: WithStorage, key: string): Promise<boolean> {
  return (await app.storage.list(key)).includes(key);
}

/** The stored files under the folder `folder`, by their path inside it, as a recursive readdir. */
export async function storedFilesUnder(app: WithStorage, folder: string): Promise<string[]> {
  const prefix = `${folder}/`;
  return (await app.storage.list(prefix)).map((key) => key.slice(prefix.length));
}

/** The stored files directly in `folder` (not in its sub-folders), by name. */
export async function storedNamesIn(app: WithStorage, folder: string): Promise<string[]> {
  return (await storedFilesUnder(app, folder)).filter((name) => !name.includes('/'));
}
