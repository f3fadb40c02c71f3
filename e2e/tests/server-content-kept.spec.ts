/**
 * A server-rendered page whose slice code cannot be loaded in the browser keeps what the server
 * sent: the page the visitor asked for, its links working as plain links, with a small notice,
 * instead of the fallback that would replace it (which a client-rendered slot still shows).
 */
import AxeBuilder from '@axe-core/playwright';
import { ROUTES, SLOT_MESSAGES } from 'shared-contracts';
import { WCAG_22_AA } from '../support/axe';
import { expect, test } from '../support/fixtures';

const UNAVAILABLE = 'This part of the store is unavailable right now';

test('a product page whose catalog entry is blocked keeps its server content, links and all, with a notice; axe clean', async ({
  page,
  site,
}) => {
  const entry = `**/*:${site.remotePort('mf_catalog')}/remoteEntry.js`;
  await page.route(entry, (route) => route.abort());

  await page.goto(ROUTES.product('Samsung Galaxy S24'));
  // After the slot's retries.
  const notice = page.getByText(SLOT_MESSAGES.serverContentKept);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute('role', 'status');
  await expect(page.getByRole('heading', { name: 'Samsung Galaxy S24', level: 1 })).toBeVisible();
  await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);

  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual([]);

  // The server's links still go where they say, as plain links.
  const home = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('href', ROUTES.home);
  await home.click();
  await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
  await expect(page.getByText(SLOT_MESSAGES.serverContentKept)).toBeVisible();
});

test('a client-rendered slot whose code cannot load still shows the fallback', async ({ page, site }) => {
  await page.route(`**/*:${site.remotePort('mf_catalog')}/remoteEntry.js`, (route) => route.abort());
  // The about page is server-rendered; the shop reached from it is rendered in the browser.
  await page.goto(ROUTES.about);
  await page.getByRole('banner').getByRole('link', { name: 'Shop' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
  await expect(page.getByText(SLOT_MESSAGES.serverContentKept)).toHaveCount(0);
});
