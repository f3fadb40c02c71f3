/**
 * Step 5 of rendering a page: the HTML document around the markup. The shell's index.html (its
 * scripts and inline stylesheets), the page's head tags and its slice's stylesheets, the queries
 * the server loaded, for the browser to hydrate with instead of asking again, and where the slices
 * it was rendered with live, for the browser to load those same releases.
 */
import { dehydrate } from '@tanstack/react-query';
import type { RemotesConfig } from 'shared-contracts';
import { REMOTES_CONFIG_ID } from '../../src/remotes/remotes-config-request';
import { SSR_STATE_ID } from '../../src/site';
import { headTags, withHead } from '../head-tags';
import { dataScript, type PageTemplate, stylesheetTag } from '../page-html';
import type { PageData } from './page-data';

export function pageDocument(
  template: PageTemplate,
  url: URL,
  { head, stylesheets, queryClient }: Pick<PageData, 'head' | 'stylesheets' | 'queryClient'>,
  markup: string,
  remotes: RemotesConfig | undefined,
): string {
  const headAndStyles = (head ? headTags(head, url.origin) : '') + stylesheets.map(stylesheetTag).join('');
  const state = dataScript(SSR_STATE_ID, dehydrate(queryClient));
  const slices = remotes ? dataScript(REMOTES_CONFIG_ID, remotes) : '';
  return `${withHead(template.before, headAndStyles)}${markup}${state}${slices}${template.after}`;
}
