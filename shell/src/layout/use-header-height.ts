import { type RefObject, useEffect } from 'react';

/**
 * The sticky header's height, kept in the CSS variable `--site-header-height` on the page's root
 * while the header is shown: toasts sit below it, so they never cover its search, wishlist and cart
 * buttons (WCAG 2.4.11), however tall the header grows (an open mobile menu).
 */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty('--site-header-height', `${element.offsetHeight}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--site-header-height');
    };
  }, [header]);
}
