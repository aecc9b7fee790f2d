import type { Renderable, Toast, ToastOptions } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast');
type Message = Renderable | ((toast: Toast) => Renderable);
type Show = (message: Message, options?: ToastOptions) => string;

let loaded: HotToast | undefined;
let loading: Promise<HotToast> | undefined;
const listeners = new Set<() => void>();
let nextId = 0;

/**
 * react-hot-toast and its styles are fetched with the first toast, not with every page (ADR 0084).
 * A failed fetch is forgotten, so the next toast tries again.
 */
function loadToasts(): Promise<HotToast> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For the Toaster: the loaded library, undefined until the first toast asked for it. */
export function loadedToasts(): HotToast | undefined {
  return loaded;
}

export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function run(action: (module: HotToast) => void): void {
  // Once loaded, synchronously: a toast shown and dismissed in one handler keeps its order.
  if (loaded) action(loaded);
  else loadToasts().then(action, () => undefined);
}

function show(kind: 'blank' | 'success' | 'error'): Show {
  return (message, options) => {
    // The id is known before the library is: callers may dismiss or replace the toast by it.
    const id = options?.id ?? `cc-toast-${(nextId += 1)}`;
    run(({ toast: hot }) => {
      const withId = { ...options, id };
      if (kind === 'success') hot.success(message, withId);
      else if (kind === 'error') hot.error(message, withId);
      else hot(message, withId);
    });
    return id;
  };
}

/**
 * react-hot-toast's `toast`, as much of it as the apps use, loading the library on its first call.
 * Apps import this one (lint forbids react-hot-toast outside this package), so no page carries the
 * library before it shows a toast.
 */
export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  dismiss(id?: string): void {
    run(({ toast: hot }) => hot.dismiss(id));
  },
});
