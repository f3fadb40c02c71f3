import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'store-runtime/router';

/**
 * After a client-side navigation that took the focused element away (the link just followed was on
 * the old page), focus starts again at the new page's content, as after a page load. Otherwise the
 * next Tab starts wherever the browser guesses, often outside the page. A page that placed focus
 * itself (a search box, a dialog) keeps it.
 */
export function useFocusAfterNavigation(content: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path, which it does not read.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (document.activeElement === null || document.activeElement === document.body) {
      content.current?.focus({ preventScroll: true });
    }
  }, [pathname, content]);
}
