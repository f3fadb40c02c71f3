/**
 * The release registry is no public API: through the shell's nginx nothing lists releases and no
 * deploy route answers, while the browsers' slot-health reports still reach the API.
 */
import { API_PATHS } from 'shared-contracts';
import { expect, test } from './support/fixtures';

test("nginx passes the browsers' slot-health reports to the API, and no registry route at all", async ({ request }) => {
  const api = (path: string) => `/api${path}`;
  for (const [method, path] of [
    ['GET', API_PATHS.releases.routing],
    ['GET', `${API_PATHS.releases.routing}/`],
    ['GET', API_PATHS.releases.target('mf_catalog')],
    ['POST', API_PATHS.releases.target('mf_catalog')],
    ['PUT', API_PATHS.releases.live('mf_catalog')],
    ['POST', API_PATHS.releases.rollback('mf_catalog')],
    ['PUT', API_PATHS.releases.canary('mf_catalog')],
    ['DELETE', API_PATHS.releases.canary('mf_catalog')],
  ] as const) {
    const response = await request.fetch(api(path), { method, headers: { Authorization: 'Bearer not-a-token' } });
    expect(`${method} ${path} ${response.status()}`).toBe(`${method} ${path} 404`);
  }
  // A report reaches the API, which counts nothing for a token the site never signed.
  const report = await request.post(api(API_PATHS.releases.reports), {
    data: { rows: [{ token: 'not-a-page-view-token', slot: 'HomePage', failed: false }] },
  });
  expect(report.status()).toBe(204);
});
