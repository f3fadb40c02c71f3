import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from 'shared-contracts';
import { addressesApi } from 'store-runtime';
import { AddressForm } from './address-form';

const create = jest.spyOn(addressesApi, 'create');
const update = jest.spyOn(addressesApi, 'update');

beforeEach(() => jest.clearAllMocks());

function renderForm(address?: Address) {
  const onSaved = jest.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AddressForm address={address} onSaved={onSaved} onFailed={jest.fn()} onCancel={jest.fn()} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

/** An address saved before recipients were asked for, with a state typed by hand. */
const OLD: Address = {
  id: 4,
  userId: 7,
  fullName: null,
  mobile: null,
  addressLine1: '3 Old Lane',
  addressLine2: null,
  landmark: null,
  city: 'Mysuru',
  state: 'Karnatka',
  postalCode: '570001',
  isDefault: true,
};

test('asks for the full name, mobile number, line 1, city, state and a 6-digit postal code before saving', async () => {
  const { onSaved } = renderForm();
  await userEvent.type(screen.getByLabelText('Postal code'), '5600');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Mobile number is required');
  expect(screen.getByText('Address line 1 is required')).toBeInTheDocument();
  expect(screen.getByText('City is required')).toBeInTheDocument();
  expect(screen.getByLabelText('State')).toHaveAccessibleDescription('State is required');
  expect(screen.getByText('Postal code must be 6 digits')).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
  expect(onSaved).not.toHaveBeenCalled();
});

test('a mobile number must be an Indian one: 10 digits starting with 6 to 9', async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText('Mobile number'), '5876543210');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
    'Mobile number must start with 6, 7, 8 or 9',
  );
});

test('the mobile number keeps digits only, and a pasted +91 number loses its country code and spaces', async () => {
  renderForm();
  const mobile = screen.getByLabelText('Mobile number');
  await userEvent.type(mobile, '98a76');
  expect(mobile).toHaveValue('9876');
  await userEvent.clear(mobile);
  await userEvent.click(mobile);
  await userEvent.paste('+91 98765 43210');
  expect(mobile).toHaveValue('9876543210');
});

test('the postal code field takes at most 6 characters', async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText('Postal code'), '56000123');
  expect(screen.getByLabelText('Postal code')).toHaveValue('560001');
});

test("the state is chosen from India's 28 states and 8 union territories", () => {
  renderForm();
  const state = screen.getByLabelText('State');
  expect(within(state).getByRole('option', { name: 'Choose a state' })).toHaveValue('');
  expect(within(state).getByRole('group', { name: 'States' }).children).toHaveLength(28);
  expect(within(state).getByRole('group', { name: 'Union territories' }).children).toHaveLength(8);
  expect(within(state).getByRole('option', { name: 'Dadra and Nagar Haveli and Daman and Diu' })).toBeInTheDocument();
});

test('saves a new address with its recipient, landmark and chosen state', async () => {
  const saved = { ...OLD, id: 9, fullName: 'Asha Verma', mobile: '9876543210', state: 'Karnataka' };
  create.mockResolvedValue({ address: saved });
  const { onSaved } = renderForm();
  await userEvent.type(screen.getByLabelText('Full name'), '  Asha Verma ');
  await userEvent.type(screen.getByLabelText('Mobile number'), '9876543210');
  await userEvent.type(screen.getByLabelText('Address line 1'), '12 MG Road');
  await userEvent.type(screen.getByLabelText(/^Landmark/), 'Near Trinity Metro');
  await userEvent.type(screen.getByLabelText('City'), 'Bengaluru');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'Karnataka');
  await userEvent.type(screen.getByLabelText('Postal code'), '560001');
  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

  expect(create).toHaveBeenCalledWith({
    fullName: 'Asha Verma',
    mobile: '9876543210',
    addressLine1: '12 MG Road',
    addressLine2: null,
    landmark: 'Near Trinity Metro',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    isDefault: false,
  });
  expect(await screen.findByRole('button', { name: 'Save address' })).toBeEnabled();
  expect(onSaved).toHaveBeenCalledWith(saved);
});

test('editing an address saved before asks for its recipient and a state from the list, naming the one saved', async () => {
  renderForm(OLD);
  expect(screen.getByLabelText('Full name')).toHaveValue('');
  expect(screen.getByLabelText('Address line 1')).toHaveValue('3 Old Lane');
  const state = screen.getByLabelText('State');
  expect(state).toHaveValue('');
  expect(state).toHaveAccessibleDescription('Saved as “Karnatka”: choose the state from the list.');

  await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
  expect(state).toHaveAccessibleDescription('Saved as “Karnatka”: choose the state from the list. State is required');
  expect(update).not.toHaveBeenCalled();

  await userEvent.selectOptions(state, 'Karnataka');
  expect(state).not.toHaveAccessibleDescription(/Saved as/);
});

test('puts the keyboard in the full name when it opens, and offers to make the address the default', () => {
  renderForm();
  expect(screen.getByLabelText('Full name')).toHaveFocus();
  expect(screen.getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();
});
