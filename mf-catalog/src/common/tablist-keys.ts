import type { KeyboardEvent } from 'react';

/**
 * Arrow keys, Home and End move between the tabs of a tablist and select the one reached
 * (the ARIA tabs pattern); only the selected tab is in the Tab order.
 */
export function onTablistKeyDown(event: KeyboardEvent<HTMLElement>): void {
  if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  if (current < 0 || tabs.length === 0) return;
  event.preventDefault();
  const last = tabs.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : (current + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
  tabs[next]?.focus();
  tabs[next]?.click();
}
