import { useEffect } from 'react';

/**
 * Marks the page interactive: `<html data-hydrated>` once the page's main content (a slot's
 * module, its fallback, or the shell's not-found page) has mounted. Server-rendered HTML looks
 * ready before its handlers are attached; the browser tests wait for this mark after a load, and
 * the store waits for it before it shows the visitor's own session (onPageHydrated).
 */
const waiting: (() => void)[] = [];

export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    for (const callback of waiting.splice(0)) callback();
  }, []);
}

/** The same, as a component to place after a slot's module inside its Suspense boundary. */
export function HydrationMark(): null {
  useHydrationMark();
  return null;
}

/**
 * Runs `callback` once the page's content is hydrated. A slot's server HTML is hydrated only once
 * its slice has loaded; state that changes before then (the session read from local storage) would
 * render it differently from the server, and React keeps the server's attributes when they differ.
 */
export function onPageHydrated(callback: () => void): void {
  if (document.documentElement.dataset.hydrated === 'true') callback();
  else waiting.push(callback);
}
