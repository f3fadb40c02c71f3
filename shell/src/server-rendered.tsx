/**
 * Which routes the shell's site server renders: a route says so in its `handle`. The
 * public pages are rendered on the server; pages behind login are not (the server cannot see the
 * visitor's session, which lives in local storage), and get the client-rendered shell.
 */
import type { RemoteModuleId } from 'shared-contracts';
import type { RouteObject } from 'store-runtime/router';
import { RemoteSlot } from './remotes/remote-slot';

export interface ServerRendered {
  /** The slice page the route shows: its module's `prefetch` runs on the server first. */
  slot?: RemoteModuleId;
  /** The HTTP status when the page itself does not say (the not-found page: 404). */
  status?: number;
}

/** A route whose page is a slice's module, rendered on the server. */
export function serverRenderedSlot(id: RemoteModuleId): Pick<RouteObject, 'element' | 'handle'> {
  return { element: <RemoteSlot id={id} />, handle: { serverRendered: { slot: id } satisfies ServerRendered } };
}

export function serverRenderedOf(route: RouteObject): ServerRendered | undefined {
  return (route.handle as { serverRendered?: ServerRendered } | undefined)?.serverRendered;
}
