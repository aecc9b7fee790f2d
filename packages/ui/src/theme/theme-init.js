/*
 * Runs before first paint from a blocking <script src> in <head> (no inline script: CSP).
 * Plain ES5 with no imports, so it can be copied to the output as it is. Keep it in step with
 * theme-store.ts: storage key `theme`, values light | dark | system, default system.
 */
/* ES5 has no optional catch binding, so the caught errors below are named but unused. */
/* eslint @typescript-eslint/no-unused-vars: ["error", { "caughtErrors": "none" }] */
(function () {
  try {
    var theme = 'system';
    try {
      var stored = window.localStorage.getItem('theme');
      if (stored === 'light' || stored === 'dark' || stored === 'system') {
        theme = stored;
      }
    } catch (storageError) {
      // Storage blocked: fall through to the system preference.
    }
    var resolved = theme;
    if (theme === 'system') {
      resolved =
        window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
    }
    var root = document.documentElement;
    root.setAttribute('data-theme', resolved);
    root.style.colorScheme = resolved;
  } catch (error) {
    // Never block the page: the light tokens on :root still apply.
  }
})();
