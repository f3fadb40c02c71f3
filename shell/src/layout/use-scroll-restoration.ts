import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'store-runtime/router';

/** Where the positions are kept for a reload: React Router's ScrollRestoration kept them here too. */
const STORAGE_KEY = 'react-router-scroll-positions';

function storedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function elementOfHash(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    // Not a decodable id: nothing to scroll to.
    return null;
  }
}

/**
 * Scrolling after a client-side navigation, as on a site of separate pages: a new page starts at
 * its top, or at the element its #hash names; back and forward return to where the shopper was on
 * that page, after a reload too. React Router's ScrollRestoration does this only inside its data
 * router, which the site does without (store-runtime/router).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The page whose position scrolling records: the one on screen, until the next one has rendered.
  const shownKey = useRef(location.key);
  const positions = useRef<Record<string, number>>({});

  useEffect(() => {
    positions.current = storedPositions();
    const record = () => {
      positions.current[shownKey.current] = window.scrollY;
    };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage refused or full: back and forward still work while the page lives.
      }
      // A reload of this page puts it back where it was by itself.
      window.history.scrollRestoration = 'auto';
    };
    // Else the browser scrolls when going back, before the page gone back to has rendered.
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    // The page's first render: the browser has placed it (at the top, at its #hash, or on a reload).
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    const saved = navigationType === 'POP' ? positions.current[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = elementOfHash(location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);
}
