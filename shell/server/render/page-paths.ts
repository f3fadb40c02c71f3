/** The paths of the pages the server renders, as route patterns (`/product/:name`); the index route is `/`. */
import type { RemoteModuleId } from 'shared-contracts';
import type { RouteObject } from 'store-runtime/router';
import { serverRenderedOf } from '../../src/server-rendered';
import { siteRoutes } from '../../src/site';

/** The site server routes these to the renderer directly rather than after a look for a file. */
export function serverPagePaths(routes: RouteObject[] = siteRoutes): string[] {
  return serverPageSlots(routes).map(({ path }) => path);
}

/** Each server-rendered route's pattern with the slice module in its slot. */
export function serverPageSlots(routes: RouteObject[] = siteRoutes): { path: string; slot: RemoteModuleId }[] {
  return routes.flatMap((route) => {
    const slot = serverRenderedOf(route)?.slot;
    return [
      ...(slot ? [{ path: route.index ? '/' : (route.path ?? '/'), slot }] : []),
      ...serverPageSlots(route.children ?? []),
    ];
  });
}
