import { MAX_REDIRECT_LENGTH, safeRedirectTarget } from '../redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/my/cars?page=3', '/my/cars?page=3'],
    ['/edit-car/12#media', '/edit-car/12#media'],
    ['/ok?x=1', '/ok?x=1'],
    ['/', '/'],
    ['/u/ann/car/golf-1.4', '/u/ann/car/golf-1.4'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'my/cars',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/my\\..\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'https://evil.example/x',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`,
  ])('falls back to / for %p', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });
});
