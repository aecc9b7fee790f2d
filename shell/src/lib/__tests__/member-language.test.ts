import { initI18n } from '@carclub/i18n';
import { useSessionStore } from '@carclub/session';

import { rememberLanguageOnSignIn } from '../member-language';

const TOKENS = { accessToken: 'access', refreshToken: 'refresh' };
const languageCookie = () => /(?:^|; )i18nextLng=([^;]*)/.exec(document.cookie)?.[1];

describe('the language a member signs in with', () => {
  let stop: () => void;

  beforeAll(async () => {
    // The server rendered the page in English (the browser asked for it); nothing chose it yet.
    document.documentElement.setAttribute('data-server-language', 'en');
    await initI18n();
  });

  beforeEach(() => {
    document.cookie = 'i18nextLng=; path=/; max-age=0';
    useSessionStore.setState({ tokens: null, user: null, status: 'idle' });
    stop = rememberLanguageOnSignIn();
  });

  afterEach(() => stop());

  it("becomes the browser's saved choice when a signed-out visitor signs in", () => {
    useSessionStore.getState().setUser(null);
    expect(languageCookie()).toBeUndefined();

    useSessionStore.getState().setTokens(TOKENS);

    expect(languageCookie()).toBe('en');
  });

  it('is not written for the tokens a page starts with, nor for a refresh', () => {
    useSessionStore.getState().setTokens(TOKENS);
    useSessionStore.getState().setLoading();
    useSessionStore.getState().setTokens({ ...TOKENS, accessToken: 'refreshed' });

    expect(languageCookie()).toBeUndefined();
  });
});
