import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { i18n as sharedI18n } from '@carclub/i18n';
import type { i18n as I18n } from 'i18next';
import { useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Toast, ToasterProps, ToastPosition } from 'react-hot-toast';
import { loadedToasts, onToastsLoaded } from '../lib/toast';
import { TOAST_CLEARANCE_PROPERTY } from '../lib/use-toast-clearance';
import { useTheme } from '../theme/use-theme';

// Colours come from the tokens, so toasts follow the theme without re-rendering.
export const TOASTER_OPTIONS: NonNullable<ToasterProps['toastOptions']> = {
  duration: 5000,
  style: {
    maxWidth: 'min(28rem, calc(100vw - 2rem))',
    border: '1px solid var(--cc-color-border)',
    borderRadius: 'var(--cc-radius-lg)',
    background: 'var(--cc-color-surface-raised)',
    color: 'var(--cc-color-text)',
    boxShadow: 'var(--cc-shadow-lg)',
    fontSize: 'var(--cc-font-size-sm)',
    fontWeight: 'var(--cc-font-weight-medium)',
  },
  success: {
    iconTheme: { primary: 'var(--cc-color-success)', secondary: 'var(--cc-color-on-success)' },
  },
  error: {
    // An error usually asks the reader to do something, so it stays longer.
    duration: 8000,
    iconTheme: { primary: 'var(--cc-color-danger)', secondary: 'var(--cc-color-on-danger)' },
  },
};

const TOAST_POSITION: ToastPosition = 'bottom-center';
// react-hot-toast's own 16 px from the edge, plus whatever a sticky Save bar covers there.
const TOASTER_CONTAINER_STYLE = {
  bottom: `calc(16px + var(${TOAST_CLEARANCE_PROPERTY}, 0px))`,
};
const ERROR_ARIA: Toast['ariaProps'] = { role: 'alert', 'aria-live': 'assertive' };

// react-hot-toast gives every toast role="status" and ignores per-type ariaProps, so an error
// toast gets its alert semantics here: a failed save must interrupt, not wait politely.
function ariaOf(toast: Toast): Toast {
  return toast.type === 'error' ? { ...toast, ariaProps: ERROR_ARIA } : toast;
}

/**
 * The toasts' container, drawn once the first toast has loaded the library (lib/toast). Until then
 * it renders nothing, on the server and in the browser alike, so hydration sees the same markup.
 */
function LazyToaster() {
  const hot = useSyncExternalStore(onToastsLoaded, loadedToasts, () => undefined);
  if (!hot) return null;
  const { Toaster, ToastBar } = hot;
  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={TOASTER_OPTIONS}
      containerStyle={TOASTER_CONTAINER_STYLE}
    >
      {(toast) => <ToastBar toast={ariaOf(toast)} position={toast.position ?? TOAST_POSITION} />}
    </Toaster>
  );
}

/** Keeps <html data-theme> in step with the stored choice and, for `system`, with the OS. */
function ThemeSync() {
  useTheme();
  return null;
}

export interface AppProvidersProps {
  queryClient: QueryClient;
  /**
   * The page's i18next instance; the server renders each request with a copy of the shared one in
   * that request's language, so two pages rendered at once never switch each other's language.
   */
  i18n?: I18n;
  children: ReactNode;
}

export function AppProviders({ queryClient, i18n = sharedI18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeSync />
        {children}
        <LazyToaster />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
