import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has scrolled up out of the viewport (not: not reached yet). False on the
 * server and until the browser has measured, so the server's HTML and the first render agree.
 */
export function useScrolledPast(ref: RefObject<Element | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // Without the observer (an old browser, or jsdom) the page simply keeps its own button.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return past;
}
