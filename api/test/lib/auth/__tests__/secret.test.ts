import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { jwtSecretPath, loadJwtSecret } from '../../../../src/lib/server-secret';

describe('loadJwtSecret', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'carclub-secret-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('returns the configured secret and writes nothing', async () => {
    const configured = 'c'.repeat(40);
    await expect(loadJwtSecret({ jwtSecret: configured, dataDir })).resolves.toBe(configured);
    await expect(stat(jwtSecretPath(dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('generates a 48-byte secret in DATA_DIR/secrets/jwt-secret, readable by the owner only', async () => {
    const secret = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);

    const file = path.join(dataDir, 'secrets', 'jwt-secret');
    expect(jwtSecretPath(dataDir)).toBe(file);
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    if (process.platform !== 'win32') {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    }
  });

  it('reuses the stored secret on the next start', async () => {
    const first = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    const second = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    expect(second).toBe(first);
  });

  it('gives concurrent first starts one and the same secret', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => loadJwtSecret({ jwtSecret: undefined, dataDir })),
    );
    expect(new Set(secrets).size).toBe(1);
    expect((await readFile(jwtSecretPath(dataDir), 'utf8')).trim()).toBe(secrets[0]);
  });

  it('refuses a stored secret that is too short', async () => {
    await mkdir(path.dirname(jwtSecretPath(dataDir)), { recursive: true });
    await writeFile(jwtSecretPath(dataDir), 'short\n');
    await expect(loadJwtSecret({ jwtSecret: undefined, dataDir })).rejects.toThrow(/shorter/);
  });
});
