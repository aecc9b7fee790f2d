import { decodeWords, encodeWords } from '../common-passwords/encoding';
import { COMMON_PASSWORDS } from '../common-passwords/list';
import { commonPasswordsFromPackage } from '../common-passwords/source';

describe('the bundled common-password list', () => {
  it('is what @zxcvbn-ts/language-common holds now (else run common-passwords/generate.ts)', () => {
    expect(decodeWords(COMMON_PASSWORDS)).toEqual(commonPasswordsFromPackage());
  });

  it('has at least 10,000 passwords the policy can meet, each 8 characters or more', () => {
    const words = decodeWords(COMMON_PASSWORDS);
    expect(words.length).toBeGreaterThanOrEqual(10_000);
    expect(words.every((word) => word.length >= 8)).toBe(true);
    expect(words).toEqual(expect.arrayContaining(['12345678', 'password', 'qwertyuiop']));
  });
});

describe('front coding', () => {
  it('round-trips, sharing at most 25 characters of a prefix', () => {
    const words = ['a'.repeat(30), `${'a'.repeat(30)}b`, 'abc', 'abd!', 'b c', 'b c d'];
    const encoded = encodeWords(words);
    expect(encoded.startsWith(`A${'a'.repeat(30)}Z${'a'.repeat(5)}b`)).toBe(true);
    expect(decodeWords(encoded)).toEqual(words);
  });

  it('refuses a word with capitals, which would read as a prefix length', () => {
    expect(() => encodeWords(['Password'])).toThrow('not lower case');
  });
});
