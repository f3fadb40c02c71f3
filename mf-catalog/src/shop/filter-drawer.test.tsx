import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductFacets } from 'shared-contracts';
import { FilterDrawer } from './filter-drawer';
import { NO_FILTERS } from './shop-params';

const FACETS: ProductFacets = {
  categories: [
    { id: 1, name: 'Mobiles', parentId: null, count: 13 },
    { id: 2, name: 'Smartphones', parentId: 1, count: 11 },
    { id: 3, name: 'Android Phones', parentId: 2, count: 7 },
    { id: 9, name: 'Laptops', parentId: null, count: 11 },
  ],
  availability: { inStock: 11, outOfStock: 2 },
  sizes: [
    { size: '64GB', count: 1 },
    { size: '128GB', count: 8 },
    { size: '1TB', count: 2 },
  ],
  price: { min: '6999.00', max: '159999.50' },
  totalItems: 13,
};

function setup(applied = NO_FILTERS) {
  const onApply = jest.fn();
  const onClose = jest.fn();
  const onClear = jest.fn();
  render(
    <FilterDrawer
      applied={applied}
      categories={FACETS.categories}
      facets={FACETS}
      loading={false}
      onApply={onApply}
      onClear={onClear}
      onClose={onClose}
    />,
  );
  return { onApply, onClear, onClose, user: userEvent.setup() };
}

test('lists categories, availability and sizes with their counts in collapsible sections', () => {
  setup();
  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  for (const title of ['Product Categories', 'Availability', 'Price Range', 'Size']) {
    expect(within(dialog).getByText(title).closest('details')).toHaveAttribute('open');
  }
  expect(screen.getByRole('checkbox', { name: 'Android Phones (7)' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'In stock (11)' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Out of stock (2)' })).toBeInTheDocument();
  const sizes = within(screen.getByText('Size').closest('details') as HTMLElement).getAllByRole('checkbox');
  expect(sizes.map((box) => box.closest('label')?.textContent)).toEqual(['64GB(1)', '128GB(8)', '1TB(2)']);
});

test('the price range runs from 0 to the highest variant price', () => {
  setup();
  const max = screen.getByRole('slider', { name: 'Maximum price' });
  expect(max).toHaveAttribute('max', '160000');
  expect(max).toHaveValue('160000');
  expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('0');
  expect(screen.getByText('₹0.00 – ₹1,60,000.00')).toBeInTheDocument();
});

test('counts active filters as they are chosen and applies them together', async () => {
  const { onApply, user } = setup();
  expect(screen.getByText(/Active Filters/)).toHaveTextContent('Active Filters: 0');
  await user.click(screen.getByRole('checkbox', { name: 'Android Phones (7)' }));
  await user.click(screen.getByRole('checkbox', { name: 'In stock (11)' }));
  await user.click(screen.getByRole('checkbox', { name: '128GB (8)' }));
  fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '10000' } });
  fireEvent.change(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '80000' } });
  expect(screen.getByText(/Active Filters/)).toHaveTextContent('Active Filters: 3');
  expect(onApply).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  expect(onApply).toHaveBeenCalledWith({
    categoryIds: [3],
    availability: ['in-stock'],
    sizes: ['128GB'],
    minPrice: 10000,
    maxPrice: 80000,
  });
});

test('the minimum never passes the maximum', () => {
  setup({ ...NO_FILTERS, maxPrice: 5000 });
  fireEvent.change(screen.getByRole('slider', { name: 'Minimum price' }), { target: { value: '9000' } });
  expect(screen.getByRole('slider', { name: 'Minimum price' })).toHaveValue('5000');
});

test('Clear All empties every filter at once', async () => {
  const { onApply, onClear, user } = setup({ ...NO_FILTERS, categoryIds: [3], sizes: ['1TB'] });
  expect(screen.getByRole('checkbox', { name: '1TB (2)' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Clear All' }));
  expect(onClear).toHaveBeenCalled();
  expect(onApply).not.toHaveBeenCalled();
  expect(screen.getByText(/Active Filters/)).toHaveTextContent('Active Filters: 0');
  expect(screen.getByRole('checkbox', { name: '1TB (2)' })).not.toBeChecked();
});

test('closes on Escape and on its close button', async () => {
  const { onClose, user } = setup();
  expect(screen.getAllByRole('button', { name: 'Close filters' })[1]).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getAllByRole('button', { name: 'Close filters' })[1] as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(2);
});
