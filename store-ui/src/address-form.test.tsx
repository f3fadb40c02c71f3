import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressForm } from './address-form';

function renderForm() {
  const onSaved = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressForm onSaved={onSaved} onFailed={jest.fn()} onCancel={jest.fn()} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

test('asks for line 1, city, state and a 6-digit postal code before saving', async () => {
  const { onSaved } = renderForm();
  await userEvent.type(screen.getByLabelText('Postal code'), '5600');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

  expect(screen.getByText('Address line 1 is required')).toBeInTheDocument();
  expect(screen.getByText('City is required')).toBeInTheDocument();
  expect(screen.getByText('State is required')).toBeInTheDocument();
  expect(screen.getByText('Postal code must be 6 digits')).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  expect(onSaved).not.toHaveBeenCalled();
});

test('the postal code field takes at most 6 characters', async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText('Postal code'), '56000123');
  expect(screen.getByLabelText('Postal code')).toHaveValue('560001');
});

test('puts the keyboard in line 1 when it opens, and offers to make the address the default', () => {
  renderForm();
  expect(screen.getByLabelText('Address line 1')).toHaveFocus();
  expect(screen.getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();
});
