describe('the base URL before any configuration', () => {
  afterEach(() => {
    delete (globalThis as { __CARCLUB_CONFIG__?: unknown }).__CARCLUB_CONFIG__;
  });

  it('comes from the runtime config the server hands the page', () => {
    Object.assign(globalThis, {
      __CARCLUB_CONFIG__: { apiBaseUrl: 'https://api.carclub.test/v1' },
    });
    jest.isolateModules(() => {
      const { apiClient } = jest.requireActual<typeof import('../client')>('../client');
      expect(apiClient.defaults.baseURL).toBe('https://api.carclub.test/v1');
    });
  });

  it('is /api without one', () => {
    jest.isolateModules(() => {
      const { apiClient } = jest.requireActual<typeof import('../client')>('../client');
      expect(apiClient.defaults.baseURL).toBe('/api');
    });
  });
});
