import { type RefObject, useEffect, useSyncExternalStore } from 'react';

/**
 * The sticky header's height while it is shown (0 while it is not): toasts sit below it, so they
 * never cover its search, wishlist and cart buttons (WCAG 2.4.11), however tall the header grows
 * (an open mobile menu). Only the toasts read it (useShownHeaderHeight). It was once a CSS
 * variable on the page's root, but a custom property changed there restyles every element of the
 * page, and it changed while the page hydrated: a long task of the browser's, for toasts that were
 * not shown.
 */
let shownHeight = 0;
const listeners = new Set<() => void>();

function publish(height: number): void {
  if (height === shownHeight) return;
  shownHeight = height;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Publishes the height of `header` while it is mounted. */
export function useHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      publish(element.offsetHeight);
      return () => publish(0);
    }
    // Measured when the observer reports, after the browser's own layout: reading the height in
    // the effect would force a layout in the middle of hydration.
    const observer = new ResizeObserver(() => publish(element.offsetHeight));
    observer.observe(element);
    return () => {
      observer.disconnect();
      publish(0);
    };
  }, [header]);
}

/** The shown header's height in pixels, 0 on the server and while hydrating. */
export function useShownHeaderHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => shownHeight,
    () => 0,
  );
}
