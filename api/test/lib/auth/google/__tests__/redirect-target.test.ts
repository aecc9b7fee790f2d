import {
  MAX_REDIRECT_LENGTH,
  safeRedirectTarget,
} from '../../../../../src/lib/auth/google/redirect-target';

describe('safeRedirectTarget (API side)', () => {
  it.each([
    ['/my/cars', '/my/cars'],
    ['/my/cars?page=2#top', '/my/cars?page=2#top'],
    ['/u/ann/car/golf-1.4', '/u/ann/car/golf-1.4'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %p', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['my/cars'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [`/${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
  ])('sends %p home instead', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });
});
