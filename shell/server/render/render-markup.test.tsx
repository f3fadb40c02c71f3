/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import type { ReactElement } from 'react';
import { type MatchedRoute, matchRoute } from './match-route';
import { loadPageData, type SliceLoader } from './page-data';
import { renderMarkup } from './render-markup';

// No API here: the header's company details fail at once.
const apiUrl = 'http://127.0.0.1:9';
const log = () => undefined;

async function markupOf(path: string, page: () => ReactElement) {
  const url = new URL(path, 'http://shop.test');
  const route = (await matchRoute(url)) as MatchedRoute;
  const slice: SliceLoader = {
    load: async <T,>() => ({ exports: { default: page } as T, version: 'v1' }),
    version: async () => 'v1',
  };
  return renderMarkup(url, await loadPageData(url, route, { apiUrl, slice: () => slice, log }), { log });
}

test("the site's tree with the page in its slot, whole", async () => {
  const markup = await markupOf('/about', () => <h1>About the shop</h1>);
  expect(markup?.partial).toBe(false);
  expect(markup?.html).toMatch(/<header[\s\S]*<h1>About the shop<\/h1>[\s\S]*<footer/);
});

test('a page that throws is left to the browser in its slot, and the markup says it is partial', async () => {
  const markup = await markupOf('/about', () => {
    throw new Error('broken slice');
  });
  expect(markup?.partial).toBe(true);
  expect(markup?.html).toMatch(/<header[\s\S]*<!--\$!-->[\s\S]*<footer/);
});
