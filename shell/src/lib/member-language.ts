import { currentLanguage, rememberLanguage } from '@carclub/i18n';
import { useSessionStore } from '@carclub/session';

/**
 * A sign-in stores the page's interface language on the member's account (the API takes it from
 * the request's `lang`, for the e-mails sent later); from then on it is also this browser's saved
 * choice, which the server renders the member's next pages in (ADR 0119). A sign-in is tokens
 * arriving once the session has started: not the stored ones it starts with, not a refresh.
 * Returns the unsubscribe.
 */
export function rememberLanguageOnSignIn(): () => void {
  return useSessionStore.subscribe((state, previous) => {
    if (previous.status !== 'idle' && previous.tokens === null && state.tokens !== null) {
      rememberLanguage(currentLanguage());
    }
  });
}
