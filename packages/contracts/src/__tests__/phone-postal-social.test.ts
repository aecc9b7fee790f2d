import { isValidPhone } from '../phone';
import { isValidPostalCode } from '../postal-code';
import { isValidSocialLink, type SocialNetwork } from '../social-links';

describe('isValidPhone', () => {
  it.each([
    ['+380 67 123 45 67', 'UA'],
    ['00380671234567', 'UA'],
    ['067-123-45-67', 'UA'],
    ['(212) 555-1234', 'US'],
    ['1 212 555 1234', 'US'],
    ['+1 212 555 1234', 'CA'],
    ['+48 512 345 678', 'PL'],
    ['07911 123456', 'GB'],
  ])('accepts %s for %s', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(true);
  });

  it.each([
    ['+48 512 345 678', 'UA', 'another country code'],
    ['+380 67 123 45 6', 'UA', 'one digit short'],
    ['+380 67 123 45 678', 'UA', 'one digit too many'],
    ['067 123 45 67 ext', 'UA', 'letters'],
    ['+1 212 555 123', 'US', 'too short'],
  ])('rejects %s for %s (%s)', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(false);
  });

  it('checks only the general shape without a known country', () => {
    expect(isValidPhone('+380671234567')).toBe(true);
    expect(isValidPhone('+99 123 4567', 'ZZ')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('+1234567890123456')).toBe(false);
    expect(isValidPhone('phone')).toBe(false);
  });

  it('accepts lower-case country codes', () => {
    expect(isValidPhone('+380671234567', 'ua')).toBe(true);
  });
});

describe('isValidPostalCode', () => {
  it.each([
    ['01001', 'UA'],
    ['90210-1234', 'US'],
    ['K1A 0B1', 'CA'],
    ['SW1A 1AA', 'GB'],
    ['00-950', 'PL'],
    ['1012 AB', 'NL'],
    ['MD-2001', 'MD'],
  ])('accepts %s for %s', (code, country) => {
    expect(isValidPostalCode(code, country)).toBe(true);
  });

  it.each([
    ['0100', 'UA'],
    ['010011', 'UA'],
    ['00950', 'PL'],
    ['D1A 0B1', 'CA'],
  ])('rejects %s for %s', (code, country) => {
    expect(isValidPostalCode(code, country)).toBe(false);
  });

  it('falls back to a generic shape', () => {
    expect(isValidPostalCode('AB-123')).toBe(true);
    expect(isValidPostalCode('12345', 'ZZ')).toBe(true);
    expect(isValidPostalCode('-123')).toBe(false);
    expect(isValidPostalCode('12345678901')).toBe(false);
    expect(isValidPostalCode('12#45')).toBe(false);
  });
});

describe('isValidSocialLink', () => {
  it.each([
    ['instagram', '@car.lover_1'],
    ['instagram', 'https://www.instagram.com/car.lover_1/'],
    ['youtube', '@Car-Club'],
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ'],
    ['youtube', 'https://m.youtube.com/@carclub'],
    ['tiktok', '@carclub'],
    ['tiktok', 'https://www.tiktok.com/@carclub'],
  ] satisfies Array<[SocialNetwork, string]>)('accepts %s %s', (network, value) => {
    expect(isValidSocialLink(network, value)).toBe(true);
  });

  it.each([
    ['instagram', 'https://evil.example/instagram.com', 'foreign host'],
    ['instagram', 'https://notinstagram.com/user', 'look-alike host'],
    ['instagram', 'https://instagram.com@evil.example/user', 'credentials trick'],
    ['instagram', 'javascript:alert(1)', 'script URL'],
    ['instagram', 'instagram.com/user', 'no scheme'],
    ['instagram', 'https://instagram.com/', 'no page'],
    ['instagram', '@with space', 'space in handle'],
    ['tiktok', 'https://www.instagram.com/user', 'another network'],
    ['tiktok', '@a', 'handle too short'],
    ['youtube', '@ab', 'handle too short'],
  ] satisfies Array<[SocialNetwork, string, string]>)(
    'rejects %s %s (%s)',
    (network, value, _why) => {
      expect(isValidSocialLink(network, value)).toBe(false);
    },
  );
});
