/**
 * Routing for every app, shared between them as this one module. Module Federation cannot
 * tree-shake a shared package (any slice might use any export), so sharing react-router itself
 * sent all of it to every page: data APIs, server rendering, cookie parsing. Shared through this
 * list, the page gets only what the apps use. Import routing from here, never from
 * 'react-router' (the linter says so); add an export here when an app needs another one.
 *
 * Declarative routing only: the site's routes are plain elements without loaders, and the data
 * router (`createBrowserRouter`, `RouterProvider`, `ScrollRestoration`) would more than double
 * this module (28 kB compressed instead of 12) and build its state machine on every page load.
 */

export type { Location, RouteMatch, RouteObject } from 'react-router';
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  renderMatches,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
