/** Full-page loads (product rules §2: login and logout reload the site), in one place so tests can observe them. */
export function reloadAt(path: string): void {
  window.location.assign(path);
}
