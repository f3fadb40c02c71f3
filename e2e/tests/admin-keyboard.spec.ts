/** An admin adds and deletes a category with the keyboard alone, and sees where focus is at every step. */
import { ROUTES } from 'shared-contracts';
import { expect, test } from '../support/fixtures';
import { tabTo, typeInto } from '../support/keyboard';
import { notice, png, unique } from './admin-support';

test('the category form by keyboard: open, fill, attach an image, save, then delete after the question', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto(ROUTES.admin.category);
  await expect(page.getByRole('heading', { name: 'Category', level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Add Category' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(dialog).toBeVisible();
  const name = unique('Keyboard');
  await typeInto(page, dialog.getByLabel('Category Name'), name);
  await typeInto(page, dialog.getByLabel('Description'), 'Added without a mouse.');

  // The image button opens the file picker from the keyboard too. Playwright turns on catching
  // the picker when it is first waited for, without waiting for the browser to agree: waiting
  // before the Tab presses gives it those round trips, where a press at once could beat it.
  const picker = page.waitForEvent('filechooser');
  await tabTo(page, dialog.getByRole('button', { name: /upload/i }));
  await page.keyboard.press('Enter');
  await (await picker).setFiles(await png('keyboard.png'));
  await expect(dialog.locator('.ant-upload-list-item')).toHaveCount(1);

  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  await expect(notice(page, 'Category saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  await tabTo(page, page.getByRole('button', { name: `Delete ${name}` }), 200);
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Yes', exact: true }));
  await page.keyboard.press('Enter');
  await expect(notice(page, 'Category deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
