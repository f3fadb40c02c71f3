/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import type { Readable } from 'node:stream';
import { pageTemplate } from './page-html';
import { renderPage, type SliceLoader } from './render-page';

// No API here: the header's company details fail at once, and the header shows its fallback.
const apiUrl = 'http://127.0.0.1:9';
const template = pageTemplate('<html><body><div id="root"></div></body></html>');

async function text(body: Readable): Promise<string> {
  let html = '';
  for await (const chunk of body) html += chunk;
  return html;
}

function sliceWith(modules: Record<string, unknown>): SliceLoader {
  return {
    load: async <T,>(module: string) => {
      if (!(module in modules)) throw new Error(`no ${module}`);
      return { exports: modules[module] as T, version: 'v1' };
    },
    version: async () => 'v1',
  };
}

function Broken(): never {
  throw new Error('broken slice');
}

const render = (path: string, slice: SliceLoader | undefined) =>
  renderPage(new URL(path, 'http://shop.test'), { template, apiUrl, slice: () => slice, log: () => undefined });

test("renders a slice's page with the shell's header and footer", async () => {
  const page = await render('/about', sliceWith({ AboutPage: { default: () => <h1>About the shop</h1> } }));
  expect(page?.status).toBe(200);
  const html = await text(page?.body as Readable);
  expect(html).toMatch(/<header[\s\S]*<h1>About the shop<\/h1>[\s\S]*<footer/);
});

test('a slice page that throws while rendering is left to the browser in its slot; the page is still 200', async () => {
  const page = await render('/about', sliceWith({ AboutPage: { default: Broken } }));
  expect(page?.status).toBe(200);
  const html = await text(page?.body as Readable);
  // <!--$!--> marks a Suspense boundary the browser renders itself.
  expect(html).toMatch(/<header[\s\S]*<!--\$!-->[\s\S]*<footer/);
});

test('a slice whose server build is down is left to the browser; the page is still 200', async () => {
  const page = await render('/shop', undefined);
  expect(page?.status).toBe(200);
  expect(await text(page?.body as Readable)).toMatch(/<header[\s\S]*<!--\$!-->[\s\S]*<footer/);
});

test("the page's prefetch sets the status: an unknown product answers 404", async () => {
  const ProductPage = { default: () => <p>Not here</p>, prefetch: async () => ({ status: 404 }) };
  const page = await render('/product/Nothing', sliceWith({ ProductPage }));
  expect(page?.status).toBe(404);
});

test('an unknown path renders the not-found page with 404; pages behind login are not rendered here', async () => {
  const page = await render('/no/such/page', undefined);
  expect(page?.status).toBe(404);
  expect(await text(page?.body as Readable)).toContain('Page not found');
  expect(await render('/cart', undefined)).toBeNull();
  expect(await render('/myaccount/order', undefined)).toBeNull();
});

test("a slice's stylesheets are in the head: inline when their text was read, else linked", async () => {
  const stylesheets = async () => [
    { href: 'http://slice.test/page.css', css: 'h1{color:#123456}/* </style><script>x</script> */' },
    { href: 'http://slice.test/other.css', css: null },
  ];
  const page = await renderPage(new URL('/about', 'http://shop.test'), {
    template: pageTemplate('<html><head></head><body><div id="root"></div></body></html>'),
    apiUrl,
    slice: () => sliceWith({ AboutPage: { default: () => <h1>About the shop</h1> } }),
    stylesheets,
    log: () => undefined,
  });
  const head = (await text(page?.body as Readable)).split('</head>')[0] ?? '';
  expect(head).toContain('<style data-href="http://slice.test/page.css">h1{color:#123456}/* <\\/style><script>x');
  expect(head).not.toContain('</style><script>');
  expect(head).toContain('<link rel="stylesheet" href="http://slice.test/other.css">');
});

test("text a replacement pattern would expand ($`, $', $&, $1) is only its own text in the rendered page", async () => {
  const name = "Phone $` $' $& $1 X";
  const description = "Holds $' and $` and $& and $$";
  const ProductPage = {
    default: () => <h1>{name}</h1>,
    prefetch: async () => ({
      status: 200,
      head: {
        title: name,
        description,
        path: '/product/Phone',
        type: 'product' as const,
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name, description }],
      },
    }),
  };
  const page = await renderPage(new URL('/product/Phone', 'http://shop.test'), {
    template: pageTemplate('<html><head><title>Store</title></head><body><div id="root"></div></body></html>'),
    apiUrl,
    slice: () => sliceWith({ ProductPage }),
    stylesheets: async () => [{ href: 'http://slice.test/page.css', css: `h1::after{content:"$' $& $\`"}` }],
    log: () => undefined,
  });
  const html = await text(page?.body as Readable);
  // One document: nothing of it copied into its head or body.
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<body>/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  const head = html.split('</head>')[0] ?? '';
  expect(head).toContain("<title>Phone $` $' $&amp; $1 X</title>");
  expect(head).toContain(`<meta name="description" content="Holds $' and $\` and $&amp; and $$">`);
  expect(head).toContain(`"name":"Phone $\` $' $& $1 X"`);
  expect(head).toContain(`h1::after{content:"$' $& $\`"}`);
  // React escapes the apostrophe in text.
  expect(html).toContain('<h1>Phone $` $&#x27; $&amp; $1 X</h1>');
});
