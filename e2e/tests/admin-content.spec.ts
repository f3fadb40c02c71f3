/** Company details and legal pages in the admin area on the real API. */
import { expect, test } from '../support/fixtures';
import { notice, png, unique } from './admin-support';

test('company details edited in the admin area change the header and footer', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/company');
  const name = unique('Volt Bazaar');
  await expect(page.getByLabel('Company Name')).not.toHaveValue('');

  await page.getByLabel('Company Name').fill(name);
  await page.getByLabel('Email').fill('hello@voltbazaar.example');
  await page.getByLabel('Phone').fill('98765432109999');
  await expect(page.getByLabel('Phone')).toHaveValue('9876543210');
  await page.getByLabel('Pincode').fill('5600345');
  await expect(page.getByLabel('Pincode')).toHaveValue('560034');
  await page.getByLabel('Address').fill('80 Feet Road, Koramangala, Bengaluru');
  await page.locator('input[type=file]').setInputFiles(await png('logo.png', [17, 24, 39]));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notice(page, 'Company details updated')).toBeVisible();

  const company = (await (await page.request.get('/api/company-details')).json()) as { name: string; logoUrl: string };
  expect(company.name).toBe(name);
  expect(company.logoUrl).toContain('/uploads/');

  // Into the storefront without reloading: the shell's header and footer show the new details at once.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/home');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/home$/);
  const brand = page.getByRole('banner').getByRole('link', { name, exact: true });
  await expect(brand.locator('img')).toHaveAttribute('src', company.logoUrl);
  await expect(page.getByRole('contentinfo')).toContainText('9876543210');

  // And after a reload, from the server.
  await page.goto('/home');
  await expect(brand.locator('img')).toHaveAttribute('src', company.logoUrl);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(name);
  await expect(footer).toContainText('9876543210');
  await expect(footer).toContainText('hello@voltbazaar.example');
  await expect(footer).toContainText('80 Feet Road, Koramangala, Bengaluru - 560034');
});

test("the company form needs a name and valid contact details; 'Update failed!' when saving fails", async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin/company');
  await expect(page.getByLabel('Company Name')).not.toHaveValue('');
  await page.getByLabel('Company Name').fill('');
  await page.getByLabel('Phone').fill('12345');
  await page.getByLabel('Pincode').fill('12');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();
  await expect(page.getByText('Postal code must be 6 digits')).toBeVisible();

  await page.getByLabel('Company Name').fill('Any Name');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Pincode').fill('560001');
  // A multipart request is failed with abort: fulfilling one stalls in Chromium.
  await page.route('**/api/company-details', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.fallback(),
  );
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(notice(page, 'Update failed!')).toBeVisible();
});

test('both legal pages are saved as whole pages and shown on the site', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/legal');
  const pages = [
    ['Privacy Policy', 'privacy-policy'],
    ['Terms & Conditions', 'terms-conditions'],
  ] as const;
  for (const [tab, slug] of pages) {
    // The previous page's notice goes first, so the one awaited below is this save's own.
    await expect(notice(page, 'Page saved')).toHaveCount(0);
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    const marker = unique(`Updated ${slug}`);
    await expect(panel.getByLabel('Content')).not.toHaveValue('');
    await panel.getByLabel('Title').fill(`${tab} (revised)`);
    await panel.getByLabel('Content').fill(`<h2>${tab}</h2><p>${marker}</p>`);
    await panel.getByRole('button', { name: 'Save Page' }).click();
    await expect(notice(page, 'Page saved')).toBeVisible();

    const saved = (await (await page.request.get('/api/legal-pages')).json()) as {
      slug: string;
      title: string;
      content: string;
    }[];
    const stored = saved.find((p) => p.slug === slug);
    expect(stored?.title).toBe(`${tab} (revised)`);
    expect(stored?.content).toContain(marker);

    await page.goto(`/legal/${slug}`);
    await expect(page.getByText(marker)).toBeVisible();
    await page.goto('/admin/legal');
  }
});

test("legal pages: 'Failed to save page.' and 'Failed to fetch legal pages.'", async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/legal');
  await page.route('**/api/legal-pages', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.getByRole('tabpanel', { name: 'Privacy Policy' }).getByRole('button', { name: 'Save Page' }).click();
  await expect(notice(page, 'Failed to save page.')).toBeVisible();

  await page.route('**/api/legal-pages', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(page.getByText('Failed to fetch legal pages.')).toBeVisible({ timeout: 20_000 });
});
