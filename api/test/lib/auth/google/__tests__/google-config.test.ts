import { ConfigError, loadConfig } from '../../../../../src/config';

describe('Google sign-in configuration', () => {
  it('is off without client credentials', () => {
    expect(loadConfig({}).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_ISSUER: 'https://accounts.google.com' }).google).toBeUndefined();
  });

  it('uses Google as the default issuer once the credentials are set', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
    });
  });

  it('accepts another https issuer, and plain http on loopback only', () => {
    const withIssuer = (issuer: string) =>
      loadConfig({ GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })
        .google?.issuer;
    expect(withIssuer('https://login.example/')).toBe('https://login.example');
    expect(withIssuer('http://127.0.0.1:3326')).toBe('http://127.0.0.1:3326');
    expect(withIssuer('http://localhost:9000')).toBe('http://localhost:9000');
    expect(() => withIssuer('http://login.example')).toThrow(ConfigError);
  });

  it.each([
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET'],
    [{ GOOGLE_CLIENT_SECRET: 'secret' }, 'GOOGLE_CLIENT_ID'],
  ])('names the missing half of a credential pair %p', (env, missing) => {
    expect(() => loadConfig(env)).toThrow(missing);
  });
});
