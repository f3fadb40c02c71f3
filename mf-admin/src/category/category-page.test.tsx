// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Category, MESSAGES } from 'shared-contracts';
import { categoriesApi } from 'store-runtime';
import { apiError, renderAdmin } from '../test-utils';
import CategoryPage from './category-page';

const node = (id: number, name: string, subCategories: Category[] = []): Category => ({
  id,
  name,
  description: `About ${name}`,
  createdAt: '',
  parentId: null,
  subCategories,
  uploads: [{ id: id * 10, filename: `${name}.webp`, url: `/uploads/${name}.webp` }],
  _count: { products: 0 },
});

describe('<CategoryPage>', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the tree collapsed with S.No, Category, Description and Actions; expands a parent', async () => {
    jest
      .spyOn(categoriesApi, 'list')
      .mockResolvedValue([node(1, 'Mobiles', [node(2, 'Smartphones')]), node(3, 'Audio')]);
    renderAdmin(<CategoryPage />);
    expect(await screen.findByText('Mobiles')).toBeInTheDocument();
    for (const name of ['S.No', 'Category', 'Description', 'Actions']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.queryByText('Smartphones')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /expand row/i })[0] as HTMLElement);
    expect(await screen.findByText('Smartphones')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1.1' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch categories' in place of the table", async () => {
    jest.spyOn(categoriesApi, 'list').mockRejectedValue(apiError(500));
    renderAdmin(<CategoryPage />);
    expect(await screen.findByText(MESSAGES.fetchCategoriesFailed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("the form needs a name and one image; a failed save says 'Failed to save category.' or the server's reason", async () => {
    jest.spyOn(categoriesApi, 'list').mockResolvedValue([node(1, 'Mobiles')]);
    const create = jest.spyOn(categoriesApi, 'create').mockRejectedValue(apiError(500));
    renderAdmin(<CategoryPage />);
    await screen.findByText('Mobiles');
    await userEvent.click(screen.getByRole('button', { name: /Add Category/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MESSAGES.categoryNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.categoryImagesMin)).toBeInTheDocument();

    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    const png = (name: string) => new File(['x'], name, { type: 'image/png' });
    await userEvent.upload(input, [png('a.png'), png('b.png')]);
    expect(await within(dialog).findByText(MESSAGES.categoryImagesMax)).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: /remove file/i })[0] as HTMLElement);
    await userEvent.type(within(dialog).getByLabelText('Category Name'), 'Cables');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.saveCategoryFailed)).toBeInTheDocument();
    const sent = create.mock.calls[0]?.[0] as FormData;
    expect(sent.get('name')).toBe('Cables');
    expect(sent.get('parentId')).toBe('');
    expect(sent.getAll('media')).toHaveLength(1);

    // Right after a failure the form can be sent again; the server's reason is shown when it gives one.
    create.mockRejectedValue(apiError(409, 'A category with this name already exists'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Save$/ }));
    expect(await screen.findByText('A category with this name already exists')).toBeInTheDocument();
    expect(create).toHaveBeenCalledTimes(2);
  });

  it("confirms a delete with Yes/No and says 'Failed to delete category' when it fails", async () => {
    jest.spyOn(categoriesApi, 'list').mockResolvedValue([node(1, 'Mobiles')]);
    const remove = jest.spyOn(categoriesApi, 'remove').mockRejectedValue(apiError(500));
    renderAdmin(<CategoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mobiles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Mobiles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
    expect(await screen.findByText(MESSAGES.deleteCategoryFailed)).toBeInTheDocument();
  });

  it("shows 'Failed to delete category' exactly, with the server's reason on the line beneath", async () => {
    jest.spyOn(categoriesApi, 'list').mockResolvedValue([node(1, 'Mobiles')]);
    jest.spyOn(categoriesApi, 'remove').mockRejectedValue(apiError(409, 'This category still has products'));
    renderAdmin(<CategoryPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Mobiles' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(MESSAGES.deleteCategoryFailed)).toBeInTheDocument();
    expect(screen.getByText('This category still has products')).toBeInTheDocument();
  });
});
