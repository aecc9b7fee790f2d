type ChangeListener = (event: MediaQueryListEvent) => void;

export interface FakeColorScheme {
  /** Flips the OS preference and fires `change` like a browser does. */
  setDark(dark: boolean): void;
  listenerCount(): number;
}

/** jsdom has no matchMedia; this one answers `(prefers-color-scheme: dark)` and can change. */
export function installColorScheme(initiallyDark: boolean): FakeColorScheme {
  let matches = initiallyDark;
  const listeners = new Set<ChangeListener>();
  const query = {
    get matches() {
      return matches;
    },
    media: '(prefers-color-scheme: dark)',
    onchange: null,
    addEventListener: (_type: 'change', listener: ChangeListener) => listeners.add(listener),
    removeEventListener: (_type: 'change', listener: ChangeListener) => listeners.delete(listener),
    addListener: (listener: ChangeListener) => listeners.add(listener),
    removeListener: (listener: ChangeListener) => listeners.delete(listener),
    dispatchEvent: () => true,
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (media: string) => (media === query.media ? query : { ...query, media, matches: false }),
  });
  return {
    setDark(dark) {
      matches = dark;
      listeners.forEach((listener) => listener({ matches: dark } as MediaQueryListEvent));
    },
    listenerCount: () => listeners.size,
  };
}

export function removeMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: undefined,
  });
}
