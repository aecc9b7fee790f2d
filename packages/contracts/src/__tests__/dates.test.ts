import {
  isIsoDate,
  isNotFutureDate,
  isPastDate,
  isValidVehicleYear,
  latestCurrentDate,
  maxVehicleYear,
} from '../dates';

describe('isIsoDate', () => {
  it.each(['2024-02-29', '2000-02-29', '1999-12-31', '1886-01-29'])('accepts %s', (value) => {
    expect(isIsoDate(value)).toBe(true);
  });

  it.each(['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '2024-1-01', '01.02.2024', ''])(
    'rejects %p',
    (value) => {
      expect(isIsoDate(value)).toBe(false);
    },
  );
});

describe('today', () => {
  const noonUtc = new Date('2025-06-15T12:00:00Z');

  it('is the newest date on Earth (UTC+14)', () => {
    expect(latestCurrentDate(noonUtc)).toBe('2025-06-16');
    expect(latestCurrentDate(new Date('2025-06-15T09:59:59Z'))).toBe('2025-06-15');
  });

  it('counts today in any zone as not in the future', () => {
    expect(isNotFutureDate('2025-06-16', noonUtc)).toBe(true);
    expect(isNotFutureDate('2025-06-17', noonUtc)).toBe(false);
  });

  it('requires a past date to be before today', () => {
    expect(isPastDate('2025-06-15', noonUtc)).toBe(true);
    expect(isPastDate('2025-06-16', noonUtc)).toBe(false);
  });
});

describe('vehicle year', () => {
  it('allows 1886 up to next year, at call time', () => {
    const now = new Date('2025-03-01T00:00:00Z');
    expect(maxVehicleYear(now)).toBe(2026);
    expect(isValidVehicleYear(1886, now)).toBe(true);
    expect(isValidVehicleYear(2026, now)).toBe(true);
    expect(isValidVehicleYear(2027, now)).toBe(false);
    expect(isValidVehicleYear(1885, now)).toBe(false);
    expect(isValidVehicleYear(2000.5, now)).toBe(false);
    expect(maxVehicleYear(new Date('2030-01-01T00:00:00Z'))).toBe(2031);
  });
});
