export {
  CURRENT_USER_QUERY_KEY,
  CURRENT_USER_STALE_TIME_MS,
  NOTIFICATION_QUERY_KEYS,
  OPEN_REPORTS_QUERY_KEY,
  OWN_PROFILE_QUERY_KEY,
  PUBLIC_QUERY_KEYS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  QUERY_STALE_TIME_MS,
  RETRY_BASE_DELAY_MS,
  RETRY_MAX_DELAY_MS,
} from './constants';
export { StoredSessionProvider, useSessionPending } from './pending-session';
export { markPublicViewsStale } from './public-views';
export { createQueryClient, queryClient, retryDelay, shouldRetry } from './query-client';
export {
  currentUserQueryOptions,
  forgetSession,
  leaveEndedSession,
  hasRole,
  logout,
  signIn,
  startSession,
  useCurrentUser,
  useIsAdmin,
  waitForAuth,
  type StartSessionOptions,
} from './session';
// The rule lives in the contracts, which the API shares; the apps keep importing it from here.
export { safeRedirectTarget } from '@carclub/contracts';
export { configureSession, type SessionConfig } from './session-config';
export { useSessionStore, type SessionState, type SessionStatus } from './store';
