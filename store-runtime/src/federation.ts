/** The shapes of the federated slices' exposed modules, as the shell renders them. */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageHead } from 'shared-contracts';

/** Every exposed page module default-exports a component. */
export interface RemotePageModule {
  default: ComponentType;
  prefetch?: ServerPrefetch;
}

/** Props of the exposed SearchOverlay. */
export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

/** What the shell's SSR server tells a page's prefetch about the request. */
export interface ServerRequest {
  /** The route's parameters, e.g. `name` of /product/:name. */
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  /** The site's origin as the visitor reached it, for absolute URLs (canonical, og:image, JSON-LD). */
  origin: string;
}

/**
 * A page module's optional `prefetch` export: on the server, before the page renders, it loads the
 * page's queries into the request's QueryClient (the browser hydrates them and asks again for
 * nothing), and says the HTTP status the page answers with (404 for an unknown product) and what
 * its <head> says (title, description, canonical, Open Graph, JSON-LD: shared-contracts/seo.ts).
 */
export type ServerPrefetch = (
  queryClient: QueryClient,
  request: ServerRequest,
) => Promise<{ status?: number; head?: PageHead } | undefined>;
