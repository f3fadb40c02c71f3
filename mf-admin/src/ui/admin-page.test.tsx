// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAdmin } from '../test-utils';
import { AdminPage } from './admin-page';
import { RowActions } from './row-actions';

test('an admin page is a region named by its one heading, with its action beside it', () => {
  renderAdmin(
    <AdminPage title="Category" action={<button type="button">Add Category</button>}>
      <p>The list</p>
    </AdminPage>,
  );
  const page = screen.getByRole('region', { name: 'Category' });
  expect(page).toContainElement(screen.getByRole('heading', { level: 1, name: 'Category' }));
  expect(page).toContainElement(screen.getByRole('button', { name: 'Add Category' }));
  expect(page).toHaveTextContent('The list');
});

test("a row's Edit acts at once; its Delete asks first, naming the row, and deletes only on Yes", async () => {
  const onEdit = jest.fn();
  const onDelete = jest.fn(() => Promise.resolve());
  renderAdmin(<RowActions name="Mobiles" confirmDelete="Delete this category?" onEdit={onEdit} onDelete={onDelete} />);

  await userEvent.click(screen.getByRole('button', { name: 'Edit Mobiles' }));
  expect(onEdit).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'Delete Mobiles' }));
  expect(await screen.findByText('Delete this category?')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'No' }));
  expect(onDelete).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Delete Mobiles' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(onDelete).toHaveBeenCalledTimes(1);
});
