import { signInPage } from '@carclub/contracts/page-paths';
import { Navigate, Outlet, useLocation, useSearchParams } from '@carclub/router';
import type { Access } from '@carclub/federation/remote';
import { can } from '@carclub/contracts';
import { safeRedirectTarget, useSessionPending } from '@carclub/session';
import { PageLoader } from '@carclub/ui';

import { useResolvedAuth } from './use-resolved-auth';

export function loginPath(location: { pathname: string; search: string }): string {
  return signInPage(`${location.pathname}${location.search}`);
}

/**
 * Wraps every route group, the shell's own and each remote's, by the `handle.access` it declares.
 * `owner` only needs a signed-in user here: whether they own the vehicle is the page's (and the
 * API's) decision, since it needs the vehicle.
 */
export function AccessGate({ access }: { access: Access }) {
  const { ready, user } = useResolvedAuth();
  // Stored credentials whose user is loading; the server renders with the same (ADR 0108).
  const holdsTokens = useSessionPending();
  const location = useLocation();
  const [params] = useSearchParams();

  if (access === 'public') return <Outlet />;
  // A visitor with no tokens is a guest whatever the session says later, so the sign-in pages show
  // at once, from the server too; a member's wait for their user, then leave.
  if (!ready) return access === 'guest' && !holdsTokens ? <Outlet /> : <PageLoader />;

  if (access === 'guest') {
    return user ? <Navigate replace to={safeRedirectTarget(params.get('redirect'))} /> : <Outlet />;
  }
  if (!user) return <Navigate replace to={loginPath(location)} />;
  // The admin area is for staff: admins and moderators (contracts ROLE_PERMISSIONS).
  if (access === 'admin' && !can(user, 'dashboard:view')) {
    return <Navigate replace to="/unauthorized" />;
  }
  return <Outlet />;
}
