import argon2 from '@node-rs/argon2';
import { hash } from '@node-rs/argon2';

import {
  hashPassword,
  MAX_PASSWORD_LENGTH,
  passwordNeedsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../../../src/lib/auth/passwords';

describe('hashPassword', () => {
  it('produces an argon2id PHC string with the OWASP parameters', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]{43}$/);
  });

  it('salts every hash, so the same password hashes differently', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
    await expect(verifyPassword(first, 'same')).resolves.toBe(true);
    await expect(verifyPassword(second, 'same')).resolves.toBe(true);
  });

  it('refuses passwords longer than the limit', async () => {
    await expect(hashPassword('x'.repeat(MAX_PASSWORD_LENGTH + 1))).rejects.toThrow(RangeError);
  });
});

describe('verifyPassword', () => {
  let hash: string;
  beforeAll(async () => {
    hash = await hashPassword('Pässwörd 🚗 1');
  });

  it('accepts the right password, unicode included', async () => {
    await expect(verifyPassword(hash, 'Pässwörd 🚗 1')).resolves.toBe(true);
  });

  it.each(['Pässwörd 🚗 2', 'pässwörd 🚗 1', '', 'Pässwörd 🚗 1 '])(
    'rejects the wrong password %p',
    async (wrong) => {
      await expect(verifyPassword(hash, wrong)).resolves.toBe(false);
    },
  );

  it.each([
    '',
    'not a hash',
    '$argon2id$',
    '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$',
    '$argon2id$v=19$m=abc,t=2,p=1$c2FsdHNhbHQ$aGFzaA',
    '$2b$10$abcdefghijklmnopqrstuuY3b0k8QvQvQvQvQvQvQvQvQvQvQvQv',
    '$argon2i$v=19$m=16,t=2,p=1$c2FsdHNhbHQ$Z6Ia4ixEQGyHaBBmG3sDpw',
  ])('returns false instead of throwing for the malformed hash %p', async (malformed) => {
    await expect(verifyPassword(malformed, 'anything')).resolves.toBe(false);
  });

  it('returns false for non-string input and over-long passwords', async () => {
    await expect(verifyPassword(undefined as unknown as string, 'x')).resolves.toBe(false);
    await expect(verifyPassword(hash, null as unknown as string)).resolves.toBe(false);
    await expect(verifyPassword(hash, 'x'.repeat(MAX_PASSWORD_LENGTH + 1))).resolves.toBe(false);
  });

  it('detects a tampered hash', async () => {
    const last = hash.at(-1) === 'A' ? 'B' : 'A';
    await expect(verifyPassword(`${hash.slice(0, -1)}${last}`, 'Pässwörd 🚗 1')).resolves.toBe(
      false,
    );
  });
});

describe('verifyAgainstDummy', () => {
  it('always answers false, whatever the password', async () => {
    for (const candidate of ['', 'password', 'carclub-dummy-password-never-matches']) {
      await expect(verifyAgainstDummy(candidate)).resolves.toBe(false);
    }
    await expect(verifyAgainstDummy(undefined as unknown as string)).resolves.toBe(false);
  });

  // The time itself is measured by `pnpm bench` (login for a registered vs an unknown address);
  // here, deterministically: the dummy path really runs argon2id, at today's cost.
  it('runs a full argon2id verification with the cost of a real one', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    try {
      await verifyAgainstDummy('wrong');
      expect(verify).toHaveBeenCalledTimes(1);
      const [dummyHash, candidate] = verify.mock.calls[0]!;
      expect(candidate).toBe('wrong');
      expect(typeof dummyHash === 'string' && dummyHash.startsWith('$argon2id$')).toBe(true);
      expect(passwordNeedsRehash(String(dummyHash))).toBe(false);
    } finally {
      verify.mockRestore();
    }
  });
});

describe('passwordNeedsRehash', () => {
  it('is false for a current hash and true for weaker or unparsable ones', async () => {
    expect(passwordNeedsRehash(await hashPassword('p'))).toBe(false);
    expect(passwordNeedsRehash(await hash('p', { memoryCost: 4096, timeCost: 1 }))).toBe(true);
    expect(passwordNeedsRehash(await hash('p', { memoryCost: 19456, timeCost: 1 }))).toBe(true);
    expect(passwordNeedsRehash('not a hash')).toBe(true);
  });
});
