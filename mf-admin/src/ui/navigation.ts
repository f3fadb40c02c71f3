/** Loads the site afresh at this path (logout: nothing of the session stays in memory). */
export function reloadAt(path: string): void {
  window.location.assign(path);
}

/** Below antd's md breakpoint the sidebar folds away. */
export const PHONE_QUERY = '(max-width: 767.98px)';

export function isPhone(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(PHONE_QUERY).matches);
}
