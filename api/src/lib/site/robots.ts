/**
 * Paths crawlers are asked to leave alone, by prefix (ADR 0081): the API; the pages behind a
 * sign-in (they show a crawler nothing but the sign-in page); the staff's dashboard; the pages a
 * one-time link opens (activation, password reset, e-mail change, unsubscribe, Google's callback),
 * whose query carries a token; and the shell's error pages. Public pages, their `?lang=en`
 * versions, media and the apps' scripts (search engines render pages with them) stay open.
 */
export const ROBOTS_DISALLOWED_PATHS = [
  '/api/',
  '/my/',
  '/profile',
  '/dashboard',
  '/add-car',
  '/edit-car/',
  '/create-post',
  '/about',
  '/activate',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/cancel-email-change',
  '/unsubscribe',
  '/auth/',
  '/messages',
  '/404',
  '/unauthorized',
  // A signed-out visit to any page lands on `/login?redirect=<that page>`: as many copies of the
  // sign-in page as there are pages.
  '/*redirect=',
] as const;

/** The site's robots.txt, pointing at its sitemap index. */
export function renderRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
