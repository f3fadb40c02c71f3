/**
 * The script that starts a server-rendered page: it adds the shell's script (named in its
 * data-main) once the page's main image (`elementtiming="main-image"`) is on screen, so that
 * hydrating never holds up the first paint of what the visitor came for. When the shell's script
 * ran first, the image painted after it: Lighthouse then counted every script of the page before
 * the LCP, and its simulated LCP of the product page read 2.2-2.9 s instead of 0.9-1.4 s.
 *
 * It is inline at the end of every page's body, so that starting waits for no request of its own
 * (a file was one more round trip before the shell's script could start, and one more script on
 * every page). The Content-Security-Policy allows it by its hash (site/security-headers.ts), so
 * the text is written here once, as a string whose value no build step changes.
 *
 * An image slow to arrive keeps the page from working for at most LONGEST_WAIT_MS; a hidden tab
 * paints nothing, so it starts at once. Element Timing reports an image once it is on screen;
 * where there is none, an image counts as painted two frames after it was decoded.
 */
export const START_AFTER_PAINT = `(() => {
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
  if (waiting.size === 0 || document.hidden) return start();
  for (const image of waiting) {
    if (image.complete && image.naturalWidth === 0) done(image);
    else image.addEventListener('error', () => done(image));
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) done(entry.element);
    }).observe({ type: 'element', buffered: true });
  } else {
    for (const image of waiting) {
      image
        .decode()
        .catch(() => undefined)
        .then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(image))));
    }
  }
})();`;
