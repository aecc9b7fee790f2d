export const SOCIAL_NETWORKS = ['instagram', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const HOSTS: Readonly<Record<SocialNetwork, readonly string[]>> = {
  instagram: ['instagram.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
};

/** Each network's own handle rules, so a handle that passes here exists as a valid name there. */
const HANDLES: Readonly<Record<SocialNetwork, RegExp>> = {
  instagram: /^@[A-Za-z0-9._]{1,30}$/,
  youtube: /^@[A-Za-z0-9._-]{3,30}$/,
  tiktok: /^@[A-Za-z0-9._]{2,24}$/,
};

/**
 * An `@handle`, or an http(s) link to a page on that network (any subdomain, e.g. www or m).
 * Links must carry their scheme because they are rendered as `href`s.
 */
export function isValidSocialLink(network: SocialNetwork, value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.startsWith('@')) return HANDLES[network].test(trimmed);
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const onNetwork = HOSTS[network].some((domain) => host === domain || host.endsWith(`.${domain}`));
  return onNetwork && url.pathname.length > 1;
}

/** What people paste for a network: a bare handle, or a link typed without its scheme. */
const BARE_HANDLE = /^[A-Za-z0-9._-]+$/;
const SCHEMELESS_LINK = /^(?:[a-z0-9-]+\.)*([a-z0-9-]+\.[a-z]+)(?:[/?#]|$)/i;

/**
 * The form a member means, in the shape `isValidSocialLink` accepts: `car.lover` becomes
 * `@car.lover`, `instagram.com/car.lover` becomes `https://instagram.com/car.lover`. Anything else
 * (already valid, or not recognisable) comes back trimmed, for the check to judge.
 */
export function normalizeSocialLink(network: SocialNetwork, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.startsWith('@')) return trimmed;
  const host = SCHEMELESS_LINK.exec(trimmed)?.[1]?.toLowerCase();
  if (host !== undefined && HOSTS[network].includes(host)) return `https://${trimmed}`;
  return BARE_HANDLE.test(trimmed) ? `@${trimmed}` : trimmed;
}
