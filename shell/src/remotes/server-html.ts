/**
 * Each slot's HTML as the server rendered it, read once at start before hydration can change
 * anything. When a slot's slice cannot be loaded in the browser, this HTML is still the page the
 * visitor asked for (its links work as plain links): the slot shows it again instead of a fallback.
 */
import type { RemoteModuleId } from 'shared-contracts';

/** The attribute that marks a slot's element, naming its module. */
export const SLOT_ATTRIBUTE = 'data-remote-slot';

/**
 * How React's server output opens a Suspense boundary whose content it rendered (a boundary it
 * left to the browser opens with `<!--$!-->` and holds the loading placeholder).
 */
const RENDERED_BOUNDARY = '<!--$-->';

interface Kept {
  html: string;
  /** The page it belongs to: after a navigation in the browser it is another page's content. */
  href: string;
}

const kept = new Map<RemoteModuleId, Kept>();

const pageHref = () => window.location.pathname + window.location.search;

/** Reads every slot's server HTML under `root`; call before hydrating. */
export function keepServerHtml(root: ParentNode): void {
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)) {
    const id = slot.getAttribute(SLOT_ATTRIBUTE) as RemoteModuleId;
    if (slot.innerHTML.startsWith(RENDERED_BOUNDARY)) kept.set(id, { html: slot.innerHTML, href: pageHref() });
  }
}

/** The server's HTML of the slot showing `id` on this page, if the server rendered it. */
export function serverHtmlOf(id: RemoteModuleId): string | undefined {
  const found = kept.get(id);
  return found && found.href === pageHref() ? found.html : undefined;
}
