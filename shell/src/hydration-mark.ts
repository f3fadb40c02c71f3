import { useEffect } from 'react';

/**
 * Marks the page interactive: `<html data-hydrated>` once the page's main content (a slot's
 * module, its fallback, or the shell's not-found page) has mounted. Server-rendered HTML looks
 * ready before its handlers are attached; the browser tests wait for this mark after a load.
 */
export function useHydrationMark(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

/** The same, as a component to place after a slot's module inside its Suspense boundary. */
export function HydrationMark(): null {
  useHydrationMark();
  return null;
}
