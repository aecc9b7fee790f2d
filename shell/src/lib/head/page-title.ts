import type { RouteHandle } from '@carclub/federation/remote';
import type { TFunction } from 'i18next';

const SITE_NAME = 'CarClub';

/** `${title} · CarClub`, or the site's name alone for a page with no title. */
export const documentTitle = (title: string): string =>
  title ? `${title} · ${SITE_NAME}` : SITE_NAME;

/**
 * The title of the deepest matched route that has one (`handle.titleKey`), translated; '' when
 * none has. The browser's layout and the server's render both name a page by it.
 *
 * A route's title key is of the shell's namespace or a remote's. The remotes' namespaces are no
 * part of this project's key types (each remote checks its own keys, in its routes.tsx), so
 * i18next takes the key unchecked only with a default: the text it shows for a missing key anyway,
 * the key without its namespace.
 */
export function routeTitle(t: TFunction<'shell'>, handles: readonly unknown[]): string {
  const titleKey = [...handles]
    .reverse()
    .map((handle) => (handle as Partial<RouteHandle> | undefined)?.titleKey)
    .find(Boolean);
  return titleKey ? t(titleKey, { defaultValue: titleKey.slice(titleKey.indexOf(':') + 1) }) : '';
}
