/**
 * Routing for every app, shared between them as this one module. Module Federation cannot
 * tree-shake a shared package (any slice might use any export), so sharing react-router itself
 * sent all of it to every page: data APIs, server rendering, cookie parsing. Shared through this
 * list, the page gets only what the apps use. Import routing from here, never from
 * 'react-router' (the linter says so); add an export here when an app needs another one.
 */

export type { Location, RouteObject } from 'react-router';
export {
  BrowserRouter,
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
