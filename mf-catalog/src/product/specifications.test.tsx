import { screen, within } from '@testing-library/react';
import { product, renderPage } from '../test-utils';
import ProductPage from './product-page';

beforeEach(() => {
  window.scrollTo = jest.fn();
});

const open = (shown: ReturnType<typeof product>) =>
  renderPage(<ProductPage />, { path: '/product/:name', url: '/product/OnePlus%2012', state: { product: shown } });

test('shows a Specifications table per group after the description, each name a row header', () => {
  open(
    product(5, {
      name: 'OnePlus 12',
      description: 'Fast charging flagship.',
      specifications: [
        { group: 'Display', rows: [{ name: 'Size', value: '6.82 inch' }] },
        {
          group: 'Battery',
          rows: [
            { name: 'Capacity', value: '5400 mAh' },
            { name: 'Charging', value: '80 W wired' },
          ],
        },
      ],
    }),
  );
  const section = screen.getByRole('region', { name: 'Specifications' });
  const description = screen.getByRole('heading', { level: 2, name: 'Description' });
  // The section comes after the description in reading order.
  expect(description.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  const battery = within(section).getByRole('table', { name: 'Battery' });
  const charging = within(battery).getByRole('rowheader', { name: 'Charging' });
  expect(charging).toHaveAttribute('scope', 'row');
  expect(within(battery).getByRole('row', { name: 'Charging 80 W wired' })).toBeInTheDocument();
  expect(within(section).getByRole('table', { name: 'Display' })).toHaveTextContent('Size6.82 inch');
  expect(within(section).getAllByRole('table')).toHaveLength(2);
});

test('shows no Specifications section for a product without any', () => {
  open(product(5, { name: 'OnePlus 12', specifications: [] }));
  expect(screen.getByRole('heading', { level: 1, name: 'OnePlus 12' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Specifications' })).not.toBeInTheDocument();
});
