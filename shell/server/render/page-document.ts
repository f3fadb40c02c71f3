/**
 * Step 5 of rendering a page: the HTML document around the markup. The shell's index.html (its
 * scripts and inline stylesheets), the page's head tags and its slice's stylesheets, and the
 * queries the server loaded, for the browser to hydrate with instead of asking again.
 */
import { dehydrate } from '@tanstack/react-query';
import { SSR_STATE_ID } from '../../src/site';
import { headTags, withHead } from '../head-tags';
import { dataScript, type PageTemplate, stylesheetTag } from '../page-html';
import type { PageData } from './page-data';

export function pageDocument(
  template: PageTemplate,
  url: URL,
  { head, stylesheets, queryClient }: Pick<PageData, 'head' | 'stylesheets' | 'queryClient'>,
  markup: string,
): string {
  const headAndStyles = (head ? headTags(head, url.origin) : '') + stylesheets.map(stylesheetTag).join('');
  const state = dataScript(SSR_STATE_ID, dehydrate(queryClient));
  return `${withHead(template.before, headAndStyles)}${markup}${state}${template.after}`;
}
