import type { CSSProperties, ReactNode } from 'react';

/**
 * A table wider than a phone scrolls sideways here. The region takes keyboard focus and has a name,
 * so someone without a mouse can reach it and scroll it with the arrow keys (WCAG 2.1.1).
 */
interface ScrollRegionProps {
  /** Names the region for screen readers, e.g. "Items of order #12". */
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}

export function ScrollRegion({ label, style, children }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard.
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto', ...style }}>
      {children}
    </section>
  );
}
