import type { Company, LegalPage } from 'shared-contracts';
import { expect, test } from '../support/fixtures';

// Other suites edit the company and the legal pages as an admin: expect what the API holds now.
test('About shows the company’s name, logo, description and contact details', async ({ page }) => {
  const company = (await (await page.request.get('/api/company-details')).json()) as Company;
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: company.name })).toBeVisible();
  await expect(main.getByRole('img', { name: `${company.name} logo` })).toBeVisible();
  if (company.description) await expect(main.getByText(company.description)).toBeVisible();
  await expect(main.getByRole('link', { name: company.phone })).toHaveAttribute('href', `tel:+91${company.phone}`);
  await expect(main.getByRole('link', { name: company.email })).toBeVisible();
  await expect(main.getByText(`${company.address} - ${company.pincode}`)).toBeVisible();
});

test('the footer links to the legal pages, which show their content', async ({ page }) => {
  const pages = (await (await page.request.get('/api/legal-pages')).json()) as LegalPage[];
  /** The page's first paragraph, as text. */
  const text = (slug: string) => {
    const html = pages.find((legal) => legal.slug === slug)?.content ?? '';
    const paragraph = /<p>(.*?)<\/p>/s.exec(html)?.[1] ?? '';
    return paragraph
      .replace(/<[^>]+>/g, '')
      .replaceAll('&amp;', '&')
      .trim();
  };
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/legal\/privacy-policy$/);
  await expect(page.getByRole('main')).toContainText(text('privacy-policy'));
  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/legal\/terms-conditions$/);
  await expect(page.getByRole('main')).toContainText(text('terms-conditions'));
});

test('an unknown legal page says so', async ({ page }) => {
  await page.goto('/legal/cookies');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
