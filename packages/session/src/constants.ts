// Spec §9 cache behaviour: data is fresh for 60 s and kept 5 min after its last use; queries and
// mutations retry 2 times with a delay doubling from 1 s up to 30 s.
export const QUERY_STALE_TIME_MS = 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_RETRY_COUNT = 2;
export const RETRY_BASE_DELAY_MS = 1_000;
export const RETRY_MAX_DELAY_MS = 30_000;

/** Spec §9: the current user is fresh for 5 min and not refetched on window focus. */
export const CURRENT_USER_STALE_TIME_MS = 5 * 60_000;
export const CURRENT_USER_QUERY_KEY = ['auth', 'me'] as const;
/**
 * The signed-in user's profile (GET /profile). The header shows its avatar, so an app that changes
 * the profile or the avatar writes the new data under this key and the header follows at once.
 */
export const OWN_PROFILE_QUERY_KEY = ['profile'] as const;

/**
 * The signed-in member's notifications, in the page's one QueryClient. The shell's header owns
 * `unread` ({ unread: number }): it fetches it, keeps it live from the event stream and, when a new
 * notification arrives, invalidates `list`. An app that changes the count (marking read) writes
 * the API's answer under `unread`, so the bell follows at once; the centre's pages live under
 * `list`.
 */
export const NOTIFICATION_QUERY_KEYS = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

/**
 * The number of open reports (`{ open: number }`) beside "Reports" in the dashboard's navigation:
 * mf-admin fetches it, the shell writes each `reports` event of the stream here (staff only), and
 * it sits under mf-admin's `['admin', 'reports']`, so handling a report refetches it too.
 */
export const OPEN_REPORTS_QUERY_KEY = ['admin', 'reports', 'open-count'] as const;

/**
 * What everyone sees of members and their cars, cached by two remotes in the page's one
 * QueryClient: mf-garage's public lists and car pages under `vehicles`, mf-profile's member pages
 * (the member and their garage) under `members`. Nicknames are lower-cased: the API matches them
 * ignoring case. A change to a car marks both stale (`markPublicViewsStale`).
 */
export const PUBLIC_QUERY_KEYS = {
  vehicles: ['vehicles'] as const,
  members: ['members'] as const,
  member: (nickname: string) => ['members', nickname.toLowerCase(), 'profile'] as const,
  memberVehicles: (nickname: string, page: number) =>
    ['members', nickname.toLowerCase(), 'vehicles', page] as const,
};

export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const REDIRECT_PARAM = 'redirect';
