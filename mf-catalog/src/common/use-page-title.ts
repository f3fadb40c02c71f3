import { useEffect } from 'react';

/**
 * The document title on client-side navigation: the server renders it into <head> for the first
 * page (the page module's prefetch), and this keeps it right as the visitor moves on.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
