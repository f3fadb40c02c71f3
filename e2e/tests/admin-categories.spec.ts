/** Categories in the admin area on the real API: nested create with an image, edit, delete, and every message. */
import { expect, test } from '../support/fixtures';
import { largePng, notice, pickCascade, png, unique } from './admin-support';

interface CategoryNode {
  id: number;
  name: string;
  description: string | null;
  parentId: number | null;
  uploads: { id: number }[];
  subCategories: CategoryNode[];
}

const flatten = (list: CategoryNode[]): CategoryNode[] => list.flatMap((n) => [n, ...flatten(n.subCategories)]);

async function categoriesFromApi(page: import('@playwright/test').Page) {
  return flatten((await (await page.request.get('/api/categories')).json()) as CategoryNode[]);
}

test('create a nested category with an image, edit it and delete it with a Yes/No confirm', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin/category');
  await expect(page.getByRole('row').filter({ hasText: 'Mobiles' })).toBeVisible();
  for (const header of ['S.No', 'Category', 'Description', 'Actions']) {
    await expect(page.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }

  const name = unique('Foldables');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category Name').fill(name);
  await dialog.getByLabel('Description').fill('Phones that fold.');
  await pickCascade(page, dialog.getByRole('combobox', { name: 'Parent Category' }), ['Mobiles', 'Smartphones']);
  await dialog.locator('input[type=file]').setInputFiles(await png('fold.png'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Category saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const all = await categoriesFromApi(page);
  const smartphones = all.find((c) => c.name === 'Smartphones');
  const created = all.find((c) => c.name === name);
  expect(created?.parentId).toBe(smartphones?.id);
  expect(created?.uploads).toHaveLength(1);

  // The table is collapsible: the new one shows under Mobiles › Smartphones once expanded.
  await expect(page.getByRole('cell', { name, exact: true })).toBeHidden();
  await page
    .getByRole('row')
    .filter({ hasText: 'Mobiles' })
    .first()
    .getByRole('button', { name: /expand/i })
    .click();
  await page
    .getByRole('row')
    .filter({ hasText: 'Smartphones' })
    .getByRole('button', { name: /expand/i })
    .click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  // Edit: new description, same image. The create's notice goes first, so the next one is the edit's own.
  await expect(notice(page, 'Category saved')).toHaveCount(0);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Category' });
  await expect(edit.getByLabel('Category Name')).toHaveValue(name);
  await edit.getByLabel('Description').fill('Phones that fold in half.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Category saved')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Phones that fold in half.');

  // Delete asks first; No keeps it.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'No', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(notice(page, 'Category deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await categoriesFromApi(page)).some((c) => c.name === name)).toBe(false);
});

test('the category form says what is missing: a name and exactly one image', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/category');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please fill the category name.')).toBeVisible();
  await expect(dialog.getByText('Please upload at least 1 images.')).toBeVisible();

  await dialog.locator('input[type=file]').setInputFiles([await png('one.png'), await png('two.png', [0, 0, 0])]);
  await expect(dialog.getByText('You can upload a maximum of 1 images.')).toBeVisible();
  await dialog
    .getByRole('button', { name: /remove file/i })
    .first()
    .click();
  await expect(dialog.getByText('You can upload a maximum of 1 images.')).toBeHidden();
  // Only JPEG, PNG or WebP files up to 5 MB are taken: other types are not offered, a larger image is refused.
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await dialog.locator('input[type=file]').setInputFiles(await largePng());
  await expect(notice(page, 'Each image must be 5 MB or smaller')).toBeVisible();
  await expect(dialog.locator('.ant-upload-list-item')).toHaveCount(1);
  await dialog.getByLabel('Category Name').fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please fill the category name.')).toBeVisible();
});

test("failures: 'Failed to save category.' or the server's reason, 'Failed to delete category', 'Failed to fetch categories'", async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.goto('/admin/category');

  // The server's reason when it gives one (a taken name)...
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await dialog.getByLabel('Category Name').fill('Mobiles');
  await dialog.locator('input[type=file]').setInputFiles(await png('dup.png'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'A category with this name already exists')).toBeVisible();

  // ...else the fixed message. (A multipart request is failed with abort: fulfilling one stalls in Chromium.)
  await page.route('**/api/categories', (route) =>
    route.request().method() === 'POST' ? route.abort() : route.fallback(),
  );
  await dialog.getByLabel('Category Name').fill(unique('Broken'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(notice(page, 'Failed to save category.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A category with subcategories cannot go.
  await page.getByRole('button', { name: 'Delete Mobiles' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(notice(page, 'Failed to delete category')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Mobiles' }).first()).toBeVisible();

  await page.route('**/api/categories', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(page.getByText('Failed to fetch categories')).toBeVisible({ timeout: 20_000 });
});
