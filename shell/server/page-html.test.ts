import { dataScript, pageTemplate } from './page-html';
import { START_AFTER_PAINT } from './start-after-paint';

test("splits the built index.html around the root element; the shell's script starts after the first paint", () => {
  const template = pageTemplate(
    '<html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  expect(template.before).toBe(
    '<html><head><link rel="preload" as="script" fetchpriority="low" href="/main.js"></head><body><div id="root">',
  );
  expect(template.after).toBe(`</div><script data-main="/main.js">${START_AFTER_PAINT}</script></body></html>`);
});

test("the shell's stylesheets are inline in the head, a style's end tag in their text escaped", () => {
  const template = pageTemplate('<html><head></head><body><div id="root"></div></body></html>', [
    { href: '/shell.css', css: 'body{margin:0}' },
    { href: '/odd.css', css: 'a::after{content:"</style>"}' },
  ]);
  expect(template.before).toBe(
    '<html><head><style data-href="/shell.css">body{margin:0}</style><link rel="stylesheet" href="/shell.css" disabled>' +
      '<style data-href="/odd.css">a::after{content:"<\\/style>"}</style><link rel="stylesheet" href="/odd.css" disabled>' +
      '</head><body><div id="root">',
  );
});

test('API text cannot end the state script', () => {
  const script = dataScript('state', { name: '</script><script>alert(1)</script>' });
  expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({
    name: '</script><script>alert(1)</script>',
  });
  expect(script.match(/<\/script>/g)).toHaveLength(1);
  expect(script).toContain('\\u003c/script>');
});
