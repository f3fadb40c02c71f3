/**
 * The store on a phone: every control a thumb can reach is at least 44 × 44 px, a long product page
 * keeps its price and "Add to cart" in reach, and the home page's captions stay on their pictures.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API_PATHS, ROUTES } from 'shared-contracts';
import { settleAnimations, WCAG_22_AA } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { addAddress, bestStockedVariant, callApi, type ListedProduct, newCustomer, openAs } from './account-support';

const TAP_TARGET_PX = 44;
const PHONE = { width: 390, height: 844 };

/**
 * Every control on the page smaller than a tap target, as "44x32 button "128GB"". A check box or
 * radio is judged by its label (what a thumb touches), a link inside a sentence is left out (WCAG
 * 2.5.5's inline exception), and so are controls nobody can see (hidden, or clipped to 1 px for
 * screen readers). Controls are measured once the page's animations have ended: a box caught while a
 * drawer slides in can read a fraction of a pixel short of its size.
 */
async function smallTargets(page: Page): Promise<string[]> {
  await settleAnimations(page);
  return page.evaluate((min) => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link]',
    );
    for (const control of controls) {
      const judged =
        control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)
          ? (control.closest('label') ?? control)
          : control;
      const box = judged.getBoundingClientRect();
      const style = getComputedStyle(judged);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      const inSentence =
        control.tagName === 'A' &&
        style.display === 'inline' &&
        (control.parentElement?.textContent?.trim().length ?? 0) > (control.textContent?.trim().length ?? 0);
      if (inSentence) continue;
      if (box.width < min || box.height < min) {
        const label = control instanceof HTMLInputElement ? control.labels?.[0]?.textContent : control.textContent;
        const name = (control.getAttribute('aria-label') ?? label ?? '').trim().slice(0, 40);
        found.push(`${Math.round(box.width)}x${Math.round(box.height)} ${control.tagName.toLowerCase()} "${name}"`);
      }
    }
    return [...new Set(found)];
  }, TAP_TARGET_PX);
}

async function expectTapTargets(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await smallTargets(page), `controls under ${TAP_TARGET_PX} px on ${path}`).toEqual([]);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('every control of the public pages is at least 44 × 44 px', async ({ page }) => {
    test.slow();
    for (const path of [
      ROUTES.home,
      ROUTES.shop,
      ROUTES.product('Samsung Galaxy S24'),
      ROUTES.about,
      ROUTES.legal('privacy-policy'),
      ROUTES.login,
    ]) {
      await expectTapTargets(page, path);
    }
  });

  test('every control of the menu and the filters is at least 44 × 44 px', async ({ page }) => {
    await page.goto(ROUTES.shop);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible();
    expect(await smallTargets(page), 'the menu').toEqual([]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: /^FILTER/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await smallTargets(page), 'the filters').toEqual([]);
  });

  test("every control of a customer's cart, checkout and account is at least 44 × 44 px", async ({ page }) => {
    test.slow();
    const customer = await newCustomer();
    await addAddress(customer, {
      fullName: 'Asha Verma',
      mobile: '9812345678',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
    });
    const { body: listed } = await callApi<{ data: ListedProduct[] }>('GET', `${API_PATHS.products.list}?limit=50`);
    const { variantId } = bestStockedVariant(listed.data);
    const added = await callApi('POST', API_PATHS.cart.add, {
      body: { productVariantId: variantId, quantity: 1 },
      token: customer.token,
      from: customer.from,
    });
    expect(added.status).toBeLessThan(300);
    await openAs(page, customer, ROUTES.cart);
    for (const path of [
      ROUTES.cart,
      ROUTES.checkout,
      ROUTES.wishlist,
      ROUTES.myAccount.dashboard,
      ROUTES.myAccount.orders,
      ROUTES.myAccount.addresses,
      ROUTES.myAccount.profile,
      ROUTES.myAccount.password,
    ]) {
      await expectTapTargets(page, path);
    }
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog').getByRole('searchbox').fill('phone');
    await expect(page.getByRole('dialog').getByRole('link').first()).toBeVisible();
    expect(await smallTargets(page), 'the search').toEqual([]);
  });

  test('a long product page keeps its price and "Add to cart" in reach once the main button scrolls away', async ({
    page,
  }) => {
    await page.goto(ROUTES.product('Samsung Galaxy S24'));
    const ownButton = page.getByRole('main').getByRole('button', { name: /^Add to cart - ₹/ });
    const buyBar = page.getByRole('region', { name: 'Buy Samsung Galaxy S24' });
    await ownButton.scrollIntoViewIfNeeded();
    await expect(buyBar).toBeHidden();

    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(ownButton).not.toBeInViewport();
    await expect(buyBar).toBeInViewport();
    await expect(buyBar.getByText(/₹[\d,]+/).first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    // At the very end of the page the bar covers nothing: the footer leaves room for it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrollToTop = await page.getByRole('button', { name: 'Scroll to top' }).boundingBox();
    const bar = await buyBar.boundingBox();
    expect((scrollToTop?.y ?? 0) + (scrollToTop?.height ?? 0)).toBeLessThanOrEqual(bar?.y ?? 0);
    await buyBar.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/login/);

    await page.goBack();
    await ownButton.scrollIntoViewIfNeeded();
    await expect(buyBar).toBeHidden();
  });

  test('the home page\'s "Shop the look" captions stay inside their pictures from 320 to 430 px', async ({ page }) => {
    await page.goto(ROUTES.home);
    const section = page.getByRole('region', { name: 'Shop the look' });
    await expect(section.getByRole('link').first()).toBeVisible();
    for (const width of [320, 360, 390, 430]) {
      await page.setViewportSize({ width, height: 844 });
      // A caption may cover the foot of its picture, never more than 40 % of it: the product stays in view.
      const spills = await section.evaluate((element) =>
        Array.from(element.querySelectorAll('a'), (link) => {
          const picture = link.querySelector('img')?.getBoundingClientRect();
          const caption = link.querySelector('span')?.getBoundingClientRect();
          if (!picture || !caption) return `${link.textContent}: no picture or caption`;
          const inside =
            caption.left >= picture.left - 0.5 &&
            caption.right <= picture.right + 0.5 &&
            caption.top >= picture.top - 0.5 &&
            caption.bottom <= picture.bottom + 0.5;
          const share = caption.height / picture.height;
          return inside && share <= 0.4 ? null : `${link.textContent}: covers ${Math.round(share * 100)} %`;
        }).filter(Boolean),
      );
      expect(spills, `captions spilling at ${width} px`).toEqual([]);
    }
  });
});
