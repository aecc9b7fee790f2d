import { isValidSocialLink, type SocialNetwork } from '@carclub/contracts';

/** Each network's address of a profile, from its `@handle`. */
const PROFILE_URLS: Readonly<Record<SocialNetwork, (handle: string) => string>> = {
  instagram: (handle) => `https://www.instagram.com/${handle}/`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
};

/**
 * Where a member's social link leads, as an https address, or null when the stored value is not
 * one the profile form accepts (the page must never render a `javascript:` or foreign href).
 */
export function socialUrl(network: SocialNetwork, value: string): string | null {
  const trimmed = value.trim();
  if (!isValidSocialLink(network, trimmed)) return null;
  if (trimmed.startsWith('@')) {
    return PROFILE_URLS[network](encodeURIComponent(trimmed.slice(1)));
  }
  const url = new URL(trimmed);
  url.protocol = 'https:';
  return url.href;
}

/** What a link shows: the handle, or the address without its scheme and `www.`. */
export function socialLabel(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('@')) return trimmed;
  return trimmed.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}
