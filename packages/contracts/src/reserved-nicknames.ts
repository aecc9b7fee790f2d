/**
 * Nicknames nobody may take: the site's top-level paths (a page at /u/admin next to /admin, or a
 * member called "login", confuses readers and links), staff titles and the site's own name (a
 * member posting as "support" or "carclub" would pass for the team), and system words.
 */
export const RESERVED_NICKNAMES = [
  // Paths of the site, the API and the pages the roadmap announces.
  'about',
  'activate',
  'add-car',
  'analytics',
  'api',
  'auth',
  'billing',
  'cars',
  'clubs',
  'config',
  'dashboard',
  'docs',
  'edit-car',
  'forgot-password',
  'garage',
  'help',
  'home',
  'legal',
  'login',
  'logbook',
  'logout',
  'market',
  'marketplace',
  'media',
  'messages',
  'notifications',
  'offer',
  'page',
  'posts',
  'privacy',
  'profile',
  'register',
  'remotes',
  'reset-password',
  'rules',
  'search',
  'settings',
  'sign-in',
  'sign-up',
  'unauthorized',
  'vehicles',
  // Staff and official-sounding names.
  'admin',
  'administrator',
  'carclub',
  'moderator',
  'mod',
  'official',
  'owner',
  'staff',
  'support',
  'team',
  // System accounts and mailbox names.
  'abuse',
  'anonymous',
  'hostmaster',
  'info',
  'noreply',
  'null',
  'postmaster',
  'root',
  'security',
  'system',
  'undefined',
  'webmaster',
] as const;

/** Case and separators do not make a name different: "Ad.Min" and "sign_in" are taken too. */
function normalise(nickname: string): string {
  return nickname.toLowerCase().replace(/[._-]/g, '');
}

const RESERVED = new Set<string>(RESERVED_NICKNAMES.map(normalise));

/** The site's own name anywhere in a nickname ("carclub_team", "CarClub-UA") passes for the team. */
const BRAND = 'carclub';

export function isReservedNickname(nickname: string): boolean {
  const normalised = normalise(nickname.trim());
  return RESERVED.has(normalised) || normalised.includes(BRAND);
}
