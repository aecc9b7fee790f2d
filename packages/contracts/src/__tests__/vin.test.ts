import { computeVinCheckDigit, isValidVin, normalizeVin, vinIssue } from '../vin';

describe('isValidVin', () => {
  it.each([
    ['1M8GDM9AXKP042788', 'North American VIN whose check digit is X'],
    ['11111111111111111', 'North American VIN of ones (check digit 1)'],
    ['1HGCM82633A004352', 'Honda Accord, check digit 3'],
    ['WVWZZZ1JZ3W386752', 'European VIN: check digit not used'],
    ['JH4KA7561PC008269', 'Japanese VIN: check digit not enforced'],
  ])('accepts %s (%s)', (vin) => {
    expect(isValidVin(vin)).toBe(true);
  });

  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(isValidVin(' 1m8gdm9axkp042788 ')).toBe(true);
  });

  it('rejects a North American VIN with a wrong check digit', () => {
    expect(vinIssue('1M8GDM9A1KP042788')).toBe('vinCheckDigit');
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
  });

  it('does not check the digit outside North America', () => {
    expect(vinIssue('WVWZZZ1JZ9W386752')).toBeNull();
  });

  it.each(['WVWZZZ1JZ3W38675', 'WVWZZZ1JZ3W3867521', ''])('rejects length of %p', (vin) => {
    expect(vinIssue(vin)).toBe('vinLength');
  });

  it.each(['WVWZZZ1JZ3W38675I', 'WVWZZZ1JZ3W38675O', 'WVWZZZ1JZ3W38675Q', 'WVW-ZZ1JZ3W386752'])(
    'rejects characters in %s',
    (vin) => {
      expect(vinIssue(vin)).toBe('vinChars');
    },
  );
});

describe('computeVinCheckDigit', () => {
  it('computes the ISO 3779 / FMVSS 115 digit', () => {
    expect(computeVinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(computeVinCheckDigit('1HGCM82633A004352')).toBe('3');
  });
});

describe('normalizeVin', () => {
  it('trims and upper-cases', () => {
    expect(normalizeVin(' wvwzzz1jz3w386752\n')).toBe('WVWZZZ1JZ3W386752');
  });
});
