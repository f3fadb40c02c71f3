import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Address, MESSAGES, ORDER_MESSAGES } from 'shared-contracts';
import { addressesApi } from 'store-runtime';
import { apiError, renderPage, signInAs } from '../test-utils';
import { notify } from '../ui/notify';
import AddressesPage from './addresses-page';

jest.mock('../ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const list = jest.spyOn(addressesApi, 'list');
const create = jest.spyOn(addressesApi, 'create');
const update = jest.spyOn(addressesApi, 'update');
const remove = jest.spyOn(addressesApi, 'remove');

const HOME: Address = {
  id: 1,
  userId: 7,
  fullName: 'Asha Verma',
  mobile: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  landmark: 'Near Trinity Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  isDefault: true,
};
const OFFICE: Address = {
  id: 2,
  userId: 7,
  fullName: 'Asha Verma',
  mobile: '7012345678',
  addressLine1: '88 Park Street',
  addressLine2: null,
  landmark: null,
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
  isDefault: false,
};

beforeEach(() => {
  jest.clearAllMocks();
  signInAs();
  list.mockResolvedValue({ addresses: [HOME, OFFICE] });
});

const card = (line1: string) => within(screen.getByRole('article', { name: line1 }));

async function openPage() {
  const user = userEvent.setup();
  renderPage(<AddressesPage />, { path: '/myaccount/address' });
  await screen.findByRole('article', { name: '12 MG Road' });
  return user;
}

test('lists the addresses with the default marked', async () => {
  await openPage();
  expect(card('12 MG Road').getByText('Default')).toBeInTheDocument();
  expect(card('12 MG Road').getByText('Asha Verma, 9876543210')).toBeInTheDocument();
  expect(card('12 MG Road').getByText(/Flat 4B/)).toBeInTheDocument();
  expect(card('12 MG Road').getByText(/Near Trinity Metro/)).toBeInTheDocument();
  expect(card('88 Park Street').queryByText('Default')).not.toBeInTheDocument();
  expect(card('88 Park Street').getByText(/Kolkata, West Bengal/)).toBeInTheDocument();
  expect(card('12 MG Road').queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
});

test('full name, mobile number, line 1, city, state and a 6-digit postal code are required', async () => {
  const user = await openPage();
  await user.click(screen.getByRole('button', { name: 'Add address' }));
  expect(screen.getByLabelText('Full name')).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Full name is required');
  expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('Mobile number is required');
  expect(screen.getByLabelText('Address line 1')).toHaveAccessibleDescription('Address line 1 is required');
  expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is required');
  expect(screen.getByLabelText('State')).toHaveAccessibleDescription('State is required');
  expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Postal code must be 6 digits');

  await user.type(screen.getByLabelText('Postal code'), '56001');
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Postal code must be 6 digits');
  expect(screen.getByLabelText('Postal code')).toHaveAttribute('maxLength', '6');
  expect(create).not.toHaveBeenCalled();
});

test('adds an address with the user id', async () => {
  const added = { ...OFFICE, id: 3, addressLine1: '5 Marine Drive', city: 'Mumbai', state: 'Maharashtra' };
  create.mockResolvedValue({ address: added });
  const user = await openPage();
  list.mockResolvedValue({ addresses: [HOME, OFFICE, added] });

  await user.click(screen.getByRole('button', { name: 'Add address' }));
  await user.type(screen.getByLabelText('Full name'), 'Rohan Mehta');
  await user.type(screen.getByLabelText('Mobile number'), '9820012345');
  await user.type(screen.getByLabelText('Address line 1'), '5 Marine Drive');
  await user.type(screen.getByLabelText(/^Landmark/), 'Opposite Air India Building');
  await user.type(screen.getByLabelText('City'), 'Mumbai');
  await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
  await user.type(screen.getByLabelText('Postal code'), '400020');
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  expect(await screen.findByRole('article', { name: '5 Marine Drive' })).toBeInTheDocument();
  expect(create).toHaveBeenCalledWith({
    fullName: 'Rohan Mehta',
    mobile: '9820012345',
    addressLine1: '5 Marine Drive',
    addressLine2: null,
    landmark: 'Opposite Air India Building',
    city: 'Mumbai',
    state: 'Maharashtra',
    postalCode: '400020',
    isDefault: false,
    userId: 7,
  });
  expect(notify.success).toHaveBeenCalledWith(MESSAGES.addressSaved);
  expect(screen.queryByRole('button', { name: 'Save address' })).not.toBeInTheDocument();
});

test('edits an address in place', async () => {
  update.mockResolvedValue({ address: { ...OFFICE, city: 'Howrah' } });
  const user = await openPage();
  await user.click(card('88 Park Street').getByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('form', { name: 'Edit address' })).toBeInTheDocument();
  expect(screen.getByLabelText('City')).toHaveValue('Kolkata');
  await user.clear(screen.getByLabelText('City'));
  await user.type(screen.getByLabelText('City'), 'Howrah');
  list.mockResolvedValue({ addresses: [HOME, { ...OFFICE, city: 'Howrah' }] });
  await user.click(screen.getByRole('button', { name: 'Save address' }));

  await waitFor(() => expect(card('88 Park Street').getByText(/Howrah, West Bengal/)).toBeInTheDocument());
  expect(update).toHaveBeenCalledWith(2, expect.objectContaining({ city: 'Howrah', postalCode: '700016' }));
});

test("a failed save in the address book says 'Save failed!' and keeps the form", async () => {
  update.mockRejectedValue(apiError(500, 'Something went wrong on the server'));
  const user = await openPage();
  await user.click(card('88 Park Street').getByRole('button', { name: 'Edit' }));
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Save failed!'));
  expect(screen.getByRole('button', { name: 'Save address' })).toBeInTheDocument();
});

test('the default address cannot be deleted', async () => {
  const user = await openPage();
  await user.click(card('12 MG Road').getByRole('button', { name: 'Delete' }));
  expect(notify.error).toHaveBeenCalledWith('Default address cannot be deleted!');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(remove).not.toHaveBeenCalled();
});

test('delete asks first, then deletes', async () => {
  remove.mockResolvedValue({ message: 'Address deleted' });
  const user = await openPage();
  await user.click(card('88 Park Street').getByRole('button', { name: 'Delete' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this address?');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(remove).not.toHaveBeenCalled();

  await user.click(card('88 Park Street').getByRole('button', { name: 'Delete' }));
  list.mockResolvedValue({ addresses: [HOME] });
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: '88 Park Street' })).not.toBeInTheDocument());
  expect(remove).toHaveBeenCalledWith(2);
  expect(notify.success).toHaveBeenCalledWith(MESSAGES.addressDeleted);
});

test('sets another address as the default', async () => {
  update.mockResolvedValue({ address: { ...OFFICE, isDefault: true } });
  const user = await openPage();
  list.mockResolvedValue({
    addresses: [
      { ...OFFICE, isDefault: true },
      { ...HOME, isDefault: false },
    ],
  });
  await user.click(card('88 Park Street').getByRole('button', { name: 'Set as default' }));
  await waitFor(() => expect(card('88 Park Street').getByText('Default')).toBeInTheDocument());
  expect(update).toHaveBeenCalledWith(2, { isDefault: true });
});

test('an address saved before recipients were asked for says what it lacks, and can still become the default', async () => {
  const old: Address = {
    ...OFFICE,
    id: 3,
    addressLine1: '3 Old Lane',
    fullName: null,
    mobile: null,
    state: 'Karnatka',
  };
  list.mockResolvedValue({ addresses: [HOME, old] });
  update.mockResolvedValue({ address: { ...old, isDefault: true } });
  const user = await openPage();
  expect(card('3 Old Lane').getByText(ORDER_MESSAGES.addressNeedsRecipient)).toBeInTheDocument();
  expect(card('3 Old Lane').getByText(/Kolkata, Karnatka/)).toBeInTheDocument();
  expect(card('12 MG Road').queryByText(ORDER_MESSAGES.addressNeedsRecipient)).not.toBeInTheDocument();
  await user.click(card('3 Old Lane').getByRole('button', { name: 'Set as default' }));
  await waitFor(() => expect(update).toHaveBeenCalledWith(3, { isDefault: true }));
});

test("a failed change of the default address says 'Save failed!'", async () => {
  update.mockRejectedValue(apiError(500));
  const user = await openPage();
  await user.click(card('88 Park Street').getByRole('button', { name: 'Set as default' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Save failed!'));
});

test('no addresses yet', async () => {
  list.mockResolvedValue({ addresses: [] });
  renderPage(<AddressesPage />, { path: '/myaccount/address' });
  expect(await screen.findByText(MESSAGES.noAddresses)).toBeInTheDocument();
});
