/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import { QueryClient } from '@tanstack/react-query';
import type { RemotesConfig } from 'shared-contracts';
import { pageTemplate } from '../page-html';
import { pageDocument } from './page-document';

test('the document: head tags and stylesheets in the head, the markup in the root, the queries and the slices as data blocks', () => {
  const template = pageTemplate(
    '<html><head><title>Shop</title></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>',
  );
  const queryClient = new QueryClient();
  queryClient.setQueryData(['price'], '</script><script>alert(1)</script>');
  const html = pageDocument(
    template,
    new URL('http://shop.test/about'),
    { head: undefined, stylesheets: [{ href: 'http://slice.test/page.css', css: 'h1{}' }], queryClient },
    '<h1>About</h1>',
    {
      mf_catalog: {
        manifest: 'http://shop.test/releases/mf_catalog/1.0.0-abcdef0123/mf-manifest.json',
        release: '1.0.0-abcdef0123',
      },
    } as RemotesConfig,
  );
  expect(html).toMatch(/<style data-href="http:\/\/slice.test\/page.css">h1\{\}<\/style>[\s\S]*<\/head>/);
  expect(html).toContain('<div id="root"><h1>About</h1><script type="application/json" id="__STORE_SSR_STATE__">');
  expect(html).not.toContain('</script><script>alert(1)');
  // The browser loads the slices the page was rendered with.
  expect(html).toContain(
    '<script type="application/json" id="__STORE_REMOTES__">{"mf_catalog":{"manifest":"http://shop.test/releases/mf_catalog/1.0.0-abcdef0123/mf-manifest.json"',
  );
});
