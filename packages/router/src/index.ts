/**
 * The React Router the apps use, and nothing else of it. Module Federation shares a package whole,
 * so sharing react-router itself sent every page all of it (60 KB compressed, 49 KB unused at
 * load); shared through this module, the build keeps only what these names reach (ADR 0084).
 * Every app and package imports routing from here (an ESLint rule forbids react-router(-dom)
 * elsewhere), so the page runs one router and its contexts. Add a name here when an app needs it.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  ScrollRestoration,
  useBlocker,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
// The DOM one (react-router-dom's, a package React Router 8 dropped): it flushes navigations with
// react-dom's flushSync.
export { RouterProvider } from 'react-router/dom';
export type {
  Blocker,
  BlockerFunction,
  HydrationState,
  NavLinkProps,
  Params,
  RouteObject,
} from 'react-router';
