import { dataScript, pageTemplate } from './page-html';

test('splits the built index.html around the root element; its scripts load after the images', () => {
  const template = pageTemplate(
    '<html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  expect(template.before).toBe(
    '<html><head><script defer fetchpriority="low" src="/main.js"></script></head><body><div id="root">',
  );
  expect(template.after).toBe('</div></body></html>');
});

test('API text cannot end the state script', () => {
  const script = dataScript('state', { name: '</script><script>alert(1)</script>' });
  expect(JSON.parse(script.slice(script.indexOf('>') + 1, -'</script>'.length))).toEqual({
    name: '</script><script>alert(1)</script>',
  });
  expect(script.match(/<\/script>/g)).toHaveLength(1);
  expect(script).toContain('\\u003c/script>');
});
