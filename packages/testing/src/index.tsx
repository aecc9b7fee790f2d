import { RUNTIME_CONFIG_GLOBAL } from '@carclub/contracts/deploy';
import { i18n, initI18n } from '@carclub/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from '@carclub/router';

/**
 * English texts for the whole file; toasts of one test do not leak into the next. The app's own
 * namespace is registered by the app's `test-utils` module, which imports its i18n first.
 */
export function setupTestEnvironment(): void {
  beforeAll(async () => {
    // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
    window.matchMedia ??= (media: string) =>
      ({
        matches: false,
        media,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
    await initI18n();
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    toast.remove();
    Reflect.deleteProperty(globalThis, RUNTIME_CONFIG_GLOBAL);
  });
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Renders `page` at `path` (opened as `url`), with the providers the shell gives a remote page. */
// Annotated because the package's declarations are emitted (`tsc -b`) and the inferred type would
// name react-dom and pretty-format through pnpm's store path.
export function renderPage(
  page: ReactElement,
  path: string,
  url: string = path,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <Toaster />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** An axios failure carrying an API answer, as the api-client's interceptors pass it on. */
export function httpError(status: number, data?: unknown) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data, headers: {}, statusText: '', config: {} },
    config: {},
  });
}

/** The spec's error payload. */
export function errorPayload(
  statusCode: number,
  error: string,
  message: string,
  fields?: Record<string, string[]>,
) {
  return { statusCode, error, message, ...(fields && { details: { fields } }) };
}

export { fakeApi, type Handler, type Reply, type Routes, type SentRequest } from './fake-api';
export { fakeApiMethods, type FakeAnswer } from './fake-api-methods';
