/*
 * Server-rendered pages load this small script instead of the shell's own (shell/server/page-html.ts
 * preloads that one and names it in data-main): it starts the shell once the page's main image
 * (`elementtiming="main-image"`) is on screen, so that hydrating never holds up the first paint of
 * what the visitor came for. When the shell's script ran first, the image painted after it:
 * Lighthouse then counted every script of the page before the LCP, and its simulated LCP of the
 * product page read 2.2-2.9 s instead of 0.9-1.4 s.
 */
(() => {
  // An image that is slow to arrive does not keep the page from working any longer than this.
  const LONGEST_WAIT_MS = 3000;
  const main = document.currentScript.dataset.main;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = main;
    document.head.append(script);
  };
  setTimeout(start, LONGEST_WAIT_MS);

  const waiting = new Set(document.querySelectorAll('img[elementtiming="main-image"]'));
  const done = (image) => {
    waiting.delete(image);
    if (waiting.size === 0) start();
  };
  // A hidden tab paints nothing: nothing to wait for.
  if (waiting.size === 0 || document.hidden) return start();
  for (const image of waiting) {
    if (image.complete && image.naturalWidth === 0) done(image);
    else image.addEventListener('error', () => done(image));
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
    // Element Timing reports an image once it is on screen.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) done(entry.element);
    }).observe({ type: 'element', buffered: true });
  } else {
    // Elsewhere: decoded, then the frame after the one that painted it.
    for (const image of waiting) {
      image
        .decode()
        .catch(() => undefined)
        .then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(image))));
    }
  }
})();
