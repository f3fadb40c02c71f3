import { render, screen, within } from '@testing-library/react';
import type { CartItem } from 'shared-contracts';
import { OrderSummary } from './order-summary';

const line = (id: number, quantity: number, originalPrice: string, discountPrice: string | null): CartItem => ({
  id,
  quantity,
  product: {
    id,
    name: `Product ${id}`,
    images: [],
    variant: { id, color: 'Black', colorHexCode: null, size: '128GB', stock: 5, originalPrice, discountPrice },
  },
});

const row = (name: string) => within(screen.getByText(name).parentElement as HTMLElement).getByRole('definition');

test('adds struck prices into the sub total, takes off the discount, and charges no tax', () => {
  render(<OrderSummary items={[line(1, 2, '54999.00', '5000.00'), line(2, 1, '1499.50', null)]} />);
  expect(row('Sub Total')).toHaveTextContent('₹1,21,497.50');
  expect(row('Discount')).toHaveTextContent('− ₹10,000.00');
  expect(row('Tax')).toHaveTextContent('₹0.00');
  expect(row('Total')).toHaveTextContent('₹1,11,497.50');
});
