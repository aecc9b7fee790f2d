import {
  describeDevice,
  storedUserAgent,
  USER_AGENT_MAX_LENGTH,
} from '../../../../src/lib/auth/device';

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', os: 'Windows 10', deviceType: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Mobile Safari 17', os: 'iOS 17.5', deviceType: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
      { browser: 'Chrome 130', os: 'Android 14', deviceType: 'tablet' },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      { browser: 'Firefox 133', os: 'Ubuntu', deviceType: 'desktop' },
    ],
  ])('names the browser, system and device of %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toEqual(expected);
  });

  it('names nothing it cannot read, as a desktop', () => {
    expect(describeDevice('curl/8.5.0')).toEqual({
      browser: null,
      os: null,
      deviceType: 'desktop',
    });
    expect(describeDevice(null)).toEqual({ browser: null, os: null, deviceType: 'desktop' });
  });
});

describe('storedUserAgent', () => {
  it('keeps at most 512 characters, and nothing for an empty header', () => {
    expect(storedUserAgent('x'.repeat(2_000))).toHaveLength(USER_AGENT_MAX_LENGTH);
    expect(storedUserAgent('  ')).toBeNull();
    expect(storedUserAgent(undefined)).toBeNull();
    expect(storedUserAgent(' Firefox ')).toBe('Firefox');
  });
});
