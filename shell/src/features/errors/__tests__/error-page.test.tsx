import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@carclub/api-client';
import { initI18n, setLanguage, type Language } from '@carclub/i18n';
import { MemoryRouter } from '@carclub/router';

import '../../../i18n';
import { reportError } from '../../../lib/monitoring';
import { ErrorFallback, ErrorPage } from '../error-page';
import { NotFoundPage } from '../not-found-page';

jest.mock('../../../lib/monitoring', () => ({ reportError: jest.fn() }));

/** A render that threw, as a browser reports it: a developer's words and a file address. */
const developerError = () => {
  const error = new TypeError(
    "Cannot read properties of undefined (reading 'map') at http://localhost:3000/mf-garage/src_pages_my-cars.js:12:7",
  );
  error.stack = `${error.message}\n    at VehicleList (file:///srv/carclub/mf-garage/dist/vehicle-list.js:40:11)`;
  return error;
};

/** The text a visitor sees: what is not inside a closed disclosure. */
function visibleText(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('details:not([open]) > :not(summary)').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => jest.mocked(reportError).mockClear());

describe.each<[Language, Record<string, string>]>([
  [
    'en',
    {
      title: 'Something went wrong',
      unexpected: 'An unexpected error occurred. Please try again.',
      loadFailed: 'Part of this page could not be loaded. Check your connection and try again.',
      tryAgain: 'Try again',
      goHome: 'Go home',
      details: 'Error details',
      support: 'If it keeps happening, write to the team',
      notFoundSupport: 'Looking for something in particular? Write to the team',
    },
  ],
  [
    'uk',
    {
      title: 'Щось пішло не так',
      unexpected: 'Сталася неочікувана помилка. Спробуйте ще раз.',
      loadFailed:
        'Не вдалося завантажити частину цієї сторінки. Перевірте з’єднання і спробуйте ще раз.',
      tryAgain: 'Спробувати ще раз',
      goHome: 'На головну',
      details: 'Подробиці помилки',
      support: 'Якщо це повторюється, напишіть команді',
      notFoundSupport: 'Шукаєте щось певне? Напишіть команді',
    },
  ],
])('in %s, the error page', (language, text) => {
  beforeAll(() => setLanguage(language));

  it('shows a translated message, keeps the developer’s words and file address in closed details', async () => {
    const retry = jest.fn();
    const error = developerError();
    const { container } = render(<ErrorPage error={error} onRetry={retry} />);
    expect(screen.getByRole('heading', { name: text.title })).toBeInTheDocument();
    expect(screen.getByText(text.unexpected as string)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.goHome })).toBeInTheDocument();
    const visible = visibleText(container);
    expect(visible).not.toMatch(/Cannot read|https?:|file:|\.js/);
    const details = container.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(within(details).getByText(text.details as string));
    expect(details.open).toBe(true);
    expect(details).toHaveTextContent('Cannot read properties of undefined');
    await userEvent.click(screen.getByRole('button', { name: text.tryAgain }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(error);
  });

  it('says a part failed to load when a chunk or remote could not be fetched', () => {
    const error = new Error(
      'Failed to fetch dynamically imported module: http://localhost:3000/mf-garage/assets/page.js',
    );
    const { container } = render(<ErrorPage error={error} />);
    expect(screen.getByText(text.loadFailed as string)).toBeInTheDocument();
    expect(visibleText(container)).not.toMatch(/https?:|\.js/);
  });

  it('the fallback shows a translated text and the raw message only behind Show Error', async () => {
    const { container } = render(<ErrorFallback error={developerError()} />);
    expect(screen.getByText(text.unexpected as string)).toBeInTheDocument();
    expect(visibleText(container)).not.toMatch(/Cannot read|https?:/);
  });

  it('every error page, the 404 too, leads to the contact page', () => {
    const page = render(<ErrorPage error={developerError()} />);
    expect(screen.getByRole('link', { name: text.support })).toHaveAttribute('href', '/support');
    page.unmount();
    const fallback = render(<ErrorFallback error={developerError()} />);
    expect(screen.getByRole('link', { name: text.support })).toHaveAttribute('href', '/support');
    fallback.unmount();
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: text.notFoundSupport })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});

describe('the error page, in English', () => {
  beforeAll(() => setLanguage('en'));

  it('shows an API error’s catalogue message, which is already translated', () => {
    render(
      <ErrorPage
        error={
          new ApiError({ kind: 'server_error', message: 'Internal server error', status: 500 })
        }
      />,
    );
    expect(screen.getByText('Internal server error')).toBeInTheDocument();
  });

  it('falls back to the generic text for errors without a message', () => {
    render(<ErrorPage error={{ weird: true }} />);
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('the fallback toggles the error message with Show Error / Hide Error', async () => {
    render(<ErrorFallback error={new Error('Provider failed')} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    expect(screen.queryByText('Provider failed')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Error' }));
    expect(screen.getByText('Provider failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide Error' }));
    expect(screen.queryByText('Provider failed')).not.toBeInTheDocument();
    expect(reportError).toHaveBeenCalledTimes(1);
  });
});
