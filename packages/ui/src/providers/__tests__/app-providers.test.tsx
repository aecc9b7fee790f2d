import { i18n } from '@carclub/i18n';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { toast as hotToast } from 'react-hot-toast';
import { useContext } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';
import { loadedToasts, toast } from '../../lib/toast';
import { AppProviders } from '../app-providers';
import { installColorScheme } from '../../test-utils/match-media';
import { setupTestLanguage } from '../../test-utils/i18n';

setupTestLanguage('en');

function Probe({ queryClient }: { queryClient: QueryClient }) {
  const client = useQueryClient();
  const { i18n: provided } = useContext(I18nContext);
  const { t } = useTranslation('ui');
  return (
    <p>
      {client === queryClient ? 'same client' : 'other client'} /{' '}
      {provided === i18n ? 'shared i18n' : 'other i18n'} / {t('errorState.retry')}
    </p>
  );
}

afterEach(() => {
  act(() => hotToast.remove());
});

it('provides the given query client and the shared i18n instance', () => {
  const queryClient = new QueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <Probe queryClient={queryClient} />
    </AppProviders>,
  );
  expect(screen.getByText('same client / shared i18n / Try again')).toBeInTheDocument();
});

it('applies the theme to <html> and follows the OS while mounted', () => {
  localStorage.setItem('theme', 'system');
  const scheme = installColorScheme(true);
  render(
    <AppProviders queryClient={new QueryClient()}>
      <span />
    </AppProviders>,
  );
  expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  act(() => scheme.setDark(false));
  expect(document.documentElement).toHaveAttribute('data-theme', 'light');
});

it('draws no toaster until the first toast, which loads the library and still shows', async () => {
  const { container } = render(
    <AppProviders queryClient={new QueryClient()}>
      <span />
    </AppProviders>,
  );
  // Server and browser render the same nothing here, so a hydrated page matches its HTML.
  expect(loadedToasts()).toBeUndefined();
  expect(container.innerHTML).toBe('<span></span>');

  act(() => {
    toast.success('Vehicle deleted');
    toast.error('Server connection error');
  });
  const success = await screen.findByText('Vehicle deleted');
  const failure = await screen.findByText('Server connection error');
  expect(success.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  expect(failure.closest('[role="alert"]')).toHaveAttribute('aria-live', 'assertive');
  const toaster = success.closest('[role="status"]')?.parentElement?.parentElement;
  expect(toaster).toHaveStyle({ justifyContent: 'center', bottom: '0px' });
});

it('returns the id of a toast at once, and dismisses by it', async () => {
  render(
    <AppProviders queryClient={new QueryClient()}>
      <span />
    </AppProviders>,
  );
  let id = '';
  act(() => {
    id = toast('Saving…');
    toast.dismiss(id);
    toast('Saved', { id: 'saved' });
  });
  expect(id).toMatch(/^cc-toast-\d+$/);
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  // react-hot-toast removes a dismissed toast 1 s later (its exit animation), as long as
  // waitFor's default wait: give it room on a busy machine.
  await waitFor(() => expect(screen.queryByText('Saving…')).not.toBeInTheDocument(), {
    timeout: 5_000,
  });
});
