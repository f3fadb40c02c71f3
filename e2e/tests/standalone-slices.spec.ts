import type { RemoteName } from 'shared-contracts';
import { expect, test } from '../support/fixtures';

/** Each slice's own page mounts it as a single-spa parcel, with no shell around it. */
const FIRST_PAGES: Record<RemoteName, string> = {
  mf_catalog: 'Home',
  mf_cart_checkout: 'Cart',
  mf_account: 'Dashboard',
  mf_admin: 'Dashboard',
};

for (const [remote, heading] of Object.entries(FIRST_PAGES) as [RemoteName, string][]) {
  test(`${remote} runs alone from its own page`, async ({ page, site }) => {
    await page.goto(`http://localhost:${site.remotePort(remote)}/`);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });
}
