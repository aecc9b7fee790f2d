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

  // Each is read as a browser would read it as a location on the site; whatever the rule makes of
  // it, the browser must stay on the site.
  const SITE = 'https://carclub.example';
  it.each([
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/a/.%2e//evil.example',
    '/./..//evil.example',
    '/..//evil.example',
    '/../../..//evil.example/x',
    '/%2e%2e//evil.example',
    '/.\\evil.example',
    '/a/..\\evil.example',
    '/\\/evil.example',
    '/%5c%5cevil.example',
    '/%2f%2fevil.example',
    '/%2F/evil.example',
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/ /evil.example',
    '/\u0000//evil.example',
    '/a/..//evil.example?x=1#y',
    '/.//evil.example:443/login',
    '/.//user@evil.example',
    '/@evil.example',
    '/javascript:alert(1)',
    '/.//javascript:alert(1)',
    '/a/b/../../..//evil.example',
    '/;//evil.example',
    '/?//evil.example',
    '/#//evil.example',
    '/a?next=//evil.example',
    '/\u3002/evil.example',
    '/.%2f/evil.example',
    '/%09/evil.example',
  ])('keeps %p on the site', (raw) => {
    const target = safeRedirectTarget(raw);
    expect(target.startsWith('/')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(new URL(target, SITE).origin).toBe(SITE);
  });

  it.each([
    ['/.//evil.example', '/'],
    ['/%2e//evil.example', '/'],
    ['/a/..//evil.example', '/'],
    ['/a/./b/../c', '/a/c'],
    ['/a/%2e%2e/c', '/c'],
  ])('resolves dot segments before judging: %p becomes %p', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });
});
