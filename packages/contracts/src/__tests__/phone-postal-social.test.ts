import { isPhoneShaped, isValidPhone } from '../phone';
import { isValidPostalCode } from '../postal-code';
import { isValidSocialLink, normalizeSocialLink, type SocialNetwork } from '../social-links';

describe('isValidPhone', () => {
  it.each([
    ['+380 67 123 4567', 'UA'],
    ['+380 (67) 123-45-67', 'UA'],
    ['00380671234567', 'UA'],
    ['067-123-45-67', 'UA'],
    ['(202) 555-0125', 'US'],
    ['1 202 555 0125', 'US'],
    ['+1 613 555 0125', 'CA'],
    ['+1 202 555 0125', 'CA'],
    ['+48 512 345 678', 'PL'],
    ['07911 123456', 'GB'],
  ])('accepts %s for %s', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(true);
  });

  it.each([
    ['+48 512 345 678', 'UA', 'a valid number of another country'],
    ['+380 12 345 6789', 'UA', 'an unassigned area code'],
    ['+380 67 123 45 6', 'UA', 'one digit short'],
    ['+380 67 123 45 678', 'UA', 'one digit too many'],
    ['067 123 45 67 ext', 'UA', 'letters'],
    ['+1 202 555 012', 'US', 'too short'],
    ['067 123 4567', 'PL', 'a Ukrainian national number'],
  ])('rejects %s for %s (%s)', (phone, country) => {
    expect(isValidPhone(phone, country)).toBe(false);
  });

  it('accepts only valid international numbers without a known country', () => {
    expect(isValidPhone('+380 67 123 4567')).toBe(true);
    expect(isValidPhone('+1 202 555 0125', null)).toBe(true);
    expect(isValidPhone('+380671234567', 'ZZ')).toBe(true);
    expect(isValidPhone('+380 12 345 6789')).toBe(false);
    expect(isValidPhone('067 123 4567')).toBe(false);
    expect(isValidPhone('067 123 4567', 'ZZ')).toBe(false);
    expect(isValidPhone('00380671234567')).toBe(false);
    expect(isValidPhone('phone')).toBe(false);
  });

  it('accepts lower-case country codes and surrounding spaces', () => {
    expect(isValidPhone(' 067 123 4567 ', 'ua')).toBe(true);
  });
});

describe('isPhoneShaped', () => {
  it.each(['067 123 4567', '+380 (67) 123-45-67', '00380671234567', '123456'])(
    'accepts %s',
    (phone) => {
      expect(isPhoneShaped(phone)).toBe(true);
    },
  );

  it.each(['12345', '+1234567890123456789', 'call me', '+380 67 123 4567 x12', '+-'])(
    'rejects %s',
    (phone) => {
      expect(isPhoneShaped(phone)).toBe(false);
    },
  );
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
    ['2001', 'MD'],
    ['sw1a 1aa', 'GB'],
    ['1012 ab', 'NL'],
    ['LT-01001', 'LT'],
    ['D02 X285', 'IE'],
    ['1010', 'AT'],
    ['100-0001', 'JP'],
  ])('accepts %s for %s', (code, country) => {
    expect(isValidPostalCode(code, country)).toBe(true);
  });

  it.each([
    ['0100', 'UA'],
    ['010011', 'UA'],
    ['00950', 'PL'],
    ['D1A 0B1', 'CA'],
    ['MD-20011', 'MD'],
    ['UA-01001', 'UA'],
    ['12345', 'IE'],
    ['10115', 'AT'],
    ['1000001', 'JP'],
  ])('rejects %s for %s', (code, country) => {
    expect(isValidPostalCode(code, country)).toBe(false);
  });

  it('falls back to a generic shape', () => {
    expect(isValidPostalCode('AB-123')).toBe(true);
    expect(isValidPostalCode('12345', 'ZZ')).toBe(true);
    // Qatar has no postal codes, and so no rule in the library.
    expect(isValidPostalCode('ab 12', 'QA')).toBe(true);
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

describe('normalizeSocialLink', () => {
  it.each<[SocialNetwork, string, string]>([
    ['instagram', ' car.lover_1 ', '@car.lover_1'],
    ['instagram', '@car.lover_1', '@car.lover_1'],
    ['instagram', 'instagram.com/car.lover_1', 'https://instagram.com/car.lover_1'],
    ['instagram', 'www.instagram.com/car.lover_1/', 'https://www.instagram.com/car.lover_1/'],
    ['youtube', 'youtu.be/abc123', 'https://youtu.be/abc123'],
    ['youtube', 'm.youtube.com/@Car-Club', 'https://m.youtube.com/@Car-Club'],
    ['tiktok', 'https://www.tiktok.com/@car', 'https://www.tiktok.com/@car'],
    ['tiktok', '', ''],
  ])('makes %s %p into %p', (network, value, normalized) => {
    const result = normalizeSocialLink(network, value);
    expect(result).toBe(normalized);
    if (normalized !== '') expect(isValidSocialLink(network, result)).toBe(true);
  });

  it.each<[SocialNetwork, string]>([
    ['instagram', 'tiktok.com/@car'],
    ['youtube', 'ftp://youtube.com/x'],
    ['tiktok', 'not a handle'],
  ])('leaves %s %p for the check to refuse', (network, value) => {
    const result = normalizeSocialLink(network, value);
    expect(result).toBe(value);
    expect(isValidSocialLink(network, result)).toBe(false);
  });
});
