/**
 * Whether a slice release renders on this server, asked before it goes live or becomes a canary
 * (site/release-check.ts): one page of each of the slice's server-rendered slots is rendered with
 * it, and the first error any step logged (its module failing to load, its prefetch or its
 * component throwing) is the answer. Such a page would otherwise be left to the browser and never
 * fail loudly.
 */
import { LEGAL_PAGE_SLUGS, type RemoteModuleId, type RemoteName } from 'shared-contracts';
import { createApiClient, createStoreApi } from 'store-runtime';
import { serverPageSlots } from './page-paths';

/** The longest error text a check reports: a federation error carries a preview of its chunk's code. */
const MAX_ERROR_LENGTH = 300;

/** A value for each route parameter a page pattern may hold; a page with another parameter is not checked. */
async function parameterValues(apiUrl: string): Promise<Record<string, string | undefined>> {
  const api = createStoreApi(createApiClient(apiUrl));
  const { data } = await api.products.list({ page: 1, limit: 1 });
  return { name: data[0]?.name, slug: LEGAL_PAGE_SLUGS[0] };
}

/** One page of each of the slice's server-rendered slots, on the site at `origin`. */
export async function checkedPages(name: RemoteName, origin: string, apiUrl: string): Promise<URL[]> {
  const slots = serverPageSlots().filter(({ slot }) => slot.startsWith(`${name}/`));
  if (slots.length === 0) return [];
  const values = await parameterValues(apiUrl);
  const seen = new Set<RemoteModuleId>();
  const pages: URL[] = [];
  for (const { path, slot } of slots) {
    if (seen.has(slot)) continue;
    const filled = path.replace(/:(\w+)/g, (_match, parameter: string) => {
      const value = values[parameter];
      return value === undefined ? ':' : encodeURIComponent(value);
    });
    // A parameter with no value here (no product yet): another route of the slot may still be checked.
    if (filled.includes(':')) continue;
    seen.add(slot);
    pages.push(new URL(filled, origin));
  }
  return pages;
}

/** An error as one line a deployer can read. */
export function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const firstLine = text.split('\n')[0] ?? '';
  return firstLine.length > MAX_ERROR_LENGTH ? `${firstLine.slice(0, MAX_ERROR_LENGTH)}…` : firstLine;
}

/**
 * Renders each page with `render`, which reports what fails through `log`; the first failure as
 * `<path>: <error>`, or null when every page rendered.
 */
export async function firstRenderError(
  pages: URL[],
  render: (url: URL, log: (message: string, error: unknown) => void) => Promise<unknown>,
): Promise<string | null> {
  for (const url of pages) {
    const errors: unknown[] = [];
    await render(url, (_message, error) => errors.push(error));
    if (errors.length > 0) return `${url.pathname}: ${describeError(errors[0])}`;
  }
  return null;
}
