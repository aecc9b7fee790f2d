import { safeRedirectTarget } from '../safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/my/cars?page=3', '/my/cars?page=3'],
    ['/edit-car/12#media', '/edit-car/12#media'],
    ['/', '/'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'my/cars',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
  ])('falls back to / for %p', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });
});
