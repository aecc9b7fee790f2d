import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { createChangedFileReader } from '../../../../src/lib/static-files';
import { makeTempDir, removeTempDir } from '../../../support/test-app';

describe('the reader of files that change only with a deploy', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir();
  });
  afterEach(() => removeTempDir(dir));

  it('gives the same text until the file is rewritten or replaced, then the new one', async () => {
    const read = createChangedFileReader();
    const file = path.join(dir, 'remotes.json');
    await writeFile(file, '{"release":1}');
    expect(await read(file)).toBe('{"release":1}');
    expect(await read(file)).toBe('{"release":1}');

    // Rewritten in place, with the same length.
    await writeFile(file, '{"release":2}');
    expect(await read(file)).toBe('{"release":2}');

    // Replaced by a rename, as a deploy writes it.
    await writeFile(path.join(dir, 'next.json'), '{"release":3}');
    await rename(path.join(dir, 'next.json'), file);
    expect(await read(file)).toBe('{"release":3}');
  });

  it('rejects while the file is missing, and reads it once it is back', async () => {
    const read = createChangedFileReader();
    const file = path.join(dir, 'index.html');
    await writeFile(file, '<p>one</p>');
    expect(await read(file)).toBe('<p>one</p>');
    await rm(file);
    await expect(read(file)).rejects.toMatchObject({ code: 'ENOENT' });
    await writeFile(file, '<p>two</p>');
    expect(await read(file)).toBe('<p>two</p>');
  });
});
