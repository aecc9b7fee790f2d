type I18nModule = typeof import('../index');

function stubBrowserLanguages(languages: readonly string[]): void {
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

/** A fresh module graph per test: the instance is a page-wide singleton that initialises once. */
function loadI18n(): I18nModule {
  let loaded: I18nModule | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<I18nModule>('../index');
  });
  if (!loaded) throw new Error('i18n module did not load');
  return loaded;
}

function clearLanguageCookie(): void {
  document.cookie = 'i18nextLng=; path=/; max-age=0';
}

beforeEach(() => {
  localStorage.clear();
  clearLanguageCookie();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('data-server-language');
  stubBrowserLanguages(['uk-UA', 'uk']);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('language detection', () => {
  it('takes the language the server rendered the page in over everything else', async () => {
    // The server chose English from the browser's Accept-Language; nothing here says so.
    localStorage.setItem('i18nextLng', 'uk');
    document.cookie = 'i18nextLng=uk; path=/';
    stubBrowserLanguages(['uk-UA', 'uk']);
    document.documentElement.setAttribute('lang', 'en');
    document.documentElement.setAttribute('data-server-language', 'en');
    const { initI18n, currentLanguage } = loadI18n();

    await initI18n();

    expect(currentLanguage()).toBe('en');
  });

  it('reads no language from a bare lang attribute, which the dev server sends too', async () => {
    document.documentElement.setAttribute('lang', 'uk');
    stubBrowserLanguages(['en-US', 'en']);
    const { initI18n, currentLanguage } = loadI18n();

    await initI18n();

    expect(currentLanguage()).toBe('en');
  });

  it('keeps what it detected in local storage but not in the cookie, which is a choice', async () => {
    document.documentElement.setAttribute('data-server-language', 'en');
    const { initI18n, setLanguage } = loadI18n();

    await initI18n();
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).not.toContain('i18nextLng');

    await setLanguage('uk');
    expect(document.cookie).toContain('i18nextLng=uk');
  });

  it('keeps the language an address names as the choice for the next pages', async () => {
    window.history.replaceState(null, '', '/cars?lang=en');
    document.documentElement.setAttribute('data-server-language', 'en');
    const { initI18n } = loadI18n();

    await initI18n();

    expect(document.cookie).toContain('i18nextLng=en');
  });

  it('takes the language the address names (?lang=) over every stored choice', async () => {
    localStorage.setItem('i18nextLng', 'uk');
    document.cookie = 'i18nextLng=uk; path=/';
    window.history.replaceState(null, '', '/cars?lang=en');
    const { initI18n, currentLanguage } = loadI18n();

    await initI18n();

    expect(currentLanguage()).toBe('en');
  });

  it('takes the cookie the server renders with over local storage, and keeps both in step', async () => {
    localStorage.setItem('i18nextLng', 'uk');
    document.cookie = 'i18nextLng=en; path=/';
    const { initI18n, currentLanguage, setLanguage } = loadI18n();

    await initI18n();
    expect(currentLanguage()).toBe('en');

    await setLanguage('uk');
    expect(document.cookie).toContain('i18nextLng=uk');
    expect(localStorage.getItem('i18nextLng')).toBe('uk');
  });

  it('prefers the language stored under i18nextLng over the browser language', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const { initI18n, currentLanguage } = loadI18n();

    await initI18n();

    expect(currentLanguage()).toBe('en');
  });

  it('uses the browser language when nothing is stored, and stores the result', async () => {
    stubBrowserLanguages(['en-US', 'en']);
    const { initI18n, currentLanguage, i18n } = loadI18n();

    await initI18n();

    expect(currentLanguage()).toBe('en');
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it.each([[['ru-RU', 'ru']], [['de-DE', 'de']], [[]]])(
    'falls back to Ukrainian for unsupported browser languages %j',
    async (languages) => {
      stubBrowserLanguages(languages);
      const { initI18n, currentLanguage } = loadI18n();

      await initI18n();

      expect(currentLanguage()).toBe('uk');
      expect(localStorage.getItem('i18nextLng')).toBe('uk');
    },
  );

  it('takes the first supported language among the browser preferences', async () => {
    stubBrowserLanguages(['de-DE', 'de', 'en-US', 'en']);
    const { initI18n, currentLanguage } = loadI18n();

    await initI18n();

    expect(currentLanguage()).toBe('en');
  });

  it('ignores an unsupported stored value and moves on to the browser language', async () => {
    localStorage.setItem('i18nextLng', 'de');
    stubBrowserLanguages(['en-GB']);
    const { initI18n, currentLanguage } = loadI18n();

    await initI18n();

    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
  });

  it('reports the default language before initialisation', () => {
    const { currentLanguage, DEFAULT_LANGUAGE } = loadI18n();

    expect(DEFAULT_LANGUAGE).toBe('uk');
    expect(currentLanguage()).toBe('uk');
  });
});

describe('initI18n', () => {
  it('initialises once and always resolves the shared instance', async () => {
    const { initI18n, i18n } = loadI18n();
    const init = jest.spyOn(i18n, 'init');

    const first = initI18n();
    const second = initI18n();

    expect(second).toBe(first);
    await expect(first).resolves.toBe(i18n);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('shares its instance with code that imports i18next directly', async () => {
    let direct: unknown;
    let ours: unknown;
    await jest.isolateModulesAsync(async () => {
      ours = (await import('../index')).i18n;
      direct = (await import('i18next')).default;
    });

    expect(ours).toBe(direct);
  });

  it('makes the common namespace the default one', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const { initI18n, i18n } = loadI18n();

    await initI18n();

    expect(i18n.t('errors.timeout')).toBe(
      'Request timeout. Please check your connection and try again',
    );
    expect(i18n.t('common:messages.welcomeBack', { nickname: '<Ann>' })).toBe(
      'Welcome back, <Ann>!',
    );
  });
});

describe('setLanguage', () => {
  it('switches the language and persists it to localStorage', async () => {
    const { initI18n, setLanguage, currentLanguage, i18n } = loadI18n();
    await initI18n();
    expect(currentLanguage()).toBe('uk');

    await setLanguage('en');

    expect(currentLanguage()).toBe('en');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(i18n.t('errors.not_found')).toBe('Requested resource not found');
  });

  it('initialises the instance when called first', async () => {
    const { setLanguage, i18n } = loadI18n();

    await setLanguage('en');

    expect(i18n.isInitialized).toBe(true);
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('keeps the choice across a reload', async () => {
    await loadI18n().setLanguage('en');

    const reloaded = loadI18n();
    await reloaded.initI18n();

    expect(reloaded.currentLanguage()).toBe('en');
  });
});

describe('<html lang>', () => {
  it('is set on initialisation', async () => {
    await loadI18n().initI18n();

    expect(document.documentElement.lang).toBe('uk');
  });

  it('follows every language change, however it is made', async () => {
    const { initI18n, setLanguage, i18n } = loadI18n();
    await initI18n();

    await setLanguage('en');
    expect(document.documentElement.lang).toBe('en');

    await i18n.changeLanguage('uk');
    expect(document.documentElement.lang).toBe('uk');

    await i18n.changeLanguage('en-US');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('registerResources', () => {
  const garage = {
    uk: { title: 'Мої автомобілі', count: 'Знайдено: {{count}}' },
    en: { title: 'My vehicles', count: 'Found: {{count}}' },
  };

  it('keeps namespaces registered before initialisation', async () => {
    const { registerResources, initI18n, i18n } = loadI18n();

    registerResources('garage', garage);
    await initI18n();

    expect(i18n.t('garage:title')).toBe('Мої автомобілі');
    expect(i18n.t('garage:title', { lng: 'en' })).toBe('My vehicles');
  });

  it('adds namespaces registered after initialisation in every language', async () => {
    const { registerResources, initI18n, i18n } = loadI18n();
    await initI18n();

    registerResources('garage', garage);

    expect(i18n.t('garage:count', { count: 3 })).toBe('Знайдено: 3');
    expect(i18n.t('garage:count', { count: 3, lng: 'en' })).toBe('Found: 3');
  });

  it('replaces the strings of a namespace registered again', async () => {
    const { registerResources, initI18n, i18n } = loadI18n();
    registerResources('garage', garage);
    await initI18n();

    registerResources('garage', {
      uk: { ...garage.uk, title: 'Гараж' },
      en: { ...garage.en, title: 'Garage' },
    });

    expect(i18n.t('garage:title')).toBe('Гараж');
    expect(i18n.t('garage:title', { lng: 'en' })).toBe('Garage');
  });

  it('does not write into the objects it was given', async () => {
    const { registerResources, initI18n } = loadI18n();
    const uk = { group: { a: 'А' } };
    const en = { group: { a: 'A' } };
    registerResources('frozen', { uk, en });
    await initI18n();

    registerResources('frozen', { uk: { group: { b: 'Б' } }, en: { group: { b: 'B' } } });

    expect(uk).toEqual({ group: { a: 'А' } });
    expect(en).toEqual({ group: { a: 'A' } });
  });
});

describe('limits in messages', () => {
  it('fills the upload and gallery limits into keys the API sends without arguments', async () => {
    localStorage.setItem('i18nextLng', 'en');
    const { initI18n, i18n } = loadI18n();

    await initI18n();

    expect(i18n.t('common:validation.fileTooLarge')).toBe('The file must be no larger than 10 MB');
    expect(i18n.t('common:validation.galleryFull')).toBe('The gallery is full (at most 20)');
  });
});

describe('on the server', () => {
  it('renders each request in its own language without changing the shared instance', async () => {
    const { initI18nOnServer, languageInstance, registerResources, i18n } = loadI18n();
    registerResources('test', { uk: { hello: 'Привіт' }, en: { hello: 'Hello' } });
    await initI18nOnServer();

    // The test's namespace is no part of the typed keys.
    const text = (language: 'uk' | 'en') =>
      (languageInstance(language).t as (key: string) => string)('test:hello');

    expect(text('en')).toBe('Hello');
    expect(text('uk')).toBe('Привіт');
    expect(i18n.language).toBe('uk');
    expect(localStorage.getItem('i18nextLng')).toBeNull();
  });

  /** A fixed `t` as react-i18next's useTranslation gets it, beside i18next's own for the same. */
  async function serverTs(namespace: string) {
    const { initI18nOnServer, languageInstance, registerResources, i18n } = loadI18n();
    registerResources(namespace, {
      uk: {
        hello: 'Привіт, {{name}}',
        cars_one: '{{count}} авто',
        cars_few: '{{count}} авто',
        cars_many: '{{count}} авто',
        cars_other: '{{count}} авто',
        limit: 'До {{size}} МБ',
        group: { a: 'А', b: 'Б' },
      },
      en: {
        hello: 'Hello, {{name}}',
        cars_one: '{{count}} car',
        cars_other: '{{count}} cars',
        limit: 'Up to {{size}} MB',
        group: { a: 'A', b: 'B' },
      },
    });
    await initI18nOnServer();
    const instance = languageInstance('en');
    // The test's namespace is no part of the typed keys.
    type T = (key: unknown, options?: unknown) => unknown;
    type GetFixedT = (lng: string, ns: string) => T;
    return {
      kept: (instance.getFixedT as unknown as GetFixedT)('en', namespace),
      fresh: (i18n.getFixedT as unknown as GetFixedT)('en', namespace),
      instance,
      registerResources,
    };
  }

  it("translates with i18next's texts: interpolation, plurals, the limits and default values", async () => {
    const { kept, fresh } = await serverTs('server1');
    const calls: Array<[string, unknown?]> = [
      ['hello', { name: 'Ann' }],
      ['hello', { name: 'Borys' }],
      ['cars', { count: 1 }],
      ['cars', { count: 5 }],
      ['limit'],
      ['missing.key', 'A default'],
      ['missing.key'],
    ];
    for (const call of [...calls, ...calls]) expect(kept(...call)).toBe(fresh(...call));
    expect(kept('hello', { name: 'Ann' })).toBe('Hello, Ann');
    expect(kept('cars', { count: 5 })).toBe('5 cars');
  });

  it('shows the new texts of a namespace registered again at once', async () => {
    const { kept, registerResources } = await serverTs('server2');
    expect(kept('hello', { name: 'Ann' })).toBe('Hello, Ann');
    registerResources('server2', {
      uk: { hello: 'Вітаю, {{name}}' },
      en: { hello: 'Hi, {{name}}' },
    });
    expect(kept('hello', { name: 'Ann' })).toBe('Hi, Ann');
  });

  it('gives each call its own object of texts (returnObjects)', async () => {
    const { kept } = await serverTs('server3');
    const first = kept('group', { returnObjects: true }) as Record<string, string>;
    first['a'] = 'changed';
    expect(kept('group', { returnObjects: true })).toEqual({ a: 'A', b: 'B' });
  });

  it('hands react-i18next an instance with nothing of its own to copy for each component', async () => {
    const { instance } = await serverTs('server4');
    expect(Object.getOwnPropertyNames(instance)).toEqual(['getFixedT']);
    expect(instance.language).toBe('en');
    expect((instance.t as (key: string) => string)('server4:limit')).toBe('Up to 10 MB');
  });
});
