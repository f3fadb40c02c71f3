import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './quantity-stepper';

test('never goes below 1', async () => {
  const onChange = jest.fn();
  render(<QuantityStepper value={1} max={3} onChange={onChange} label="Phone" />);
  expect(screen.getByRole('button', { name: 'Decrease quantity of Phone' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Phone' }));
  expect(onChange).toHaveBeenCalledWith(2);
});

test('stops at the stock and says so', () => {
  render(<QuantityStepper value={3} max={3} onChange={jest.fn()} label="Phone" />);
  expect(screen.getByRole('button', { name: 'Increase quantity of Phone' })).toBeDisabled();
  expect(screen.getByText('Only 3 in stock')).toBeInTheDocument();
});
