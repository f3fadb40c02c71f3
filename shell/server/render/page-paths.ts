/** The paths of the pages the server renders, as route patterns (`/product/:name`); the index route is `/`. */
import type { RouteObject } from 'store-runtime/router';
import { serverRenderedOf } from '../../src/server-rendered';
import { siteRoutes } from '../../src/site';

/** The site server routes these to the renderer directly rather than after a look for a file. */
export function serverPagePaths(routes: RouteObject[] = siteRoutes): string[] {
  return routes.flatMap((route) => [
    ...(serverRenderedOf(route)?.slot ? [route.index ? '/' : (route.path ?? '/')] : []),
    ...serverPagePaths(route.children ?? []),
  ]);
}
