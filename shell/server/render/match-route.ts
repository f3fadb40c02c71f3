/**
 * Step 2 of rendering a page: the shell's route for the URL, and whether the server renders it
 * (the route's `handle`, server-rendered.tsx). Pages behind login and redirects are not: the
 * browser gets the client-rendered shell for them.
 */
import { createStaticHandler } from 'react-router';
import { type ServerRendered, serverRenderedOf } from '../../src/server-rendered';
import { siteRoutes } from '../../src/site';

/**
 * The route table made ready for matching once (flattened and ranked): building it costs more than
 * answering a kept page. It holds no state of a request.
 */
const routeHandler = createStaticHandler(siteRoutes);

export interface MatchedRoute {
  params: Record<string, string | undefined>;
  serverRendered: ServerRendered;
}

/** The route the server renders at `url`, or null when the browser renders it. */
export async function matchRoute(url: URL): Promise<MatchedRoute | null> {
  const context = await routeHandler.query(new Request(url));
  if (context instanceof Response) return null;
  // The matched routes of the query: matching again would rank the whole route table once more.
  const leaf = context.matches.at(-1);
  const serverRendered = leaf && serverRenderedOf(leaf.route);
  if (!leaf || !serverRendered) return null;
  return { params: leaf.params, serverRendered };
}
