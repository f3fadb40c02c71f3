import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { type Address, type DeliveryEstimate, MESSAGES, STORAGE_KEYS } from 'shared-contracts';
import { addressesApi, createStore, deliveryApi } from 'store-runtime';
import { DeliveryPromise, DeliveryPromiseFor } from './delivery-promise';

const estimate = jest.spyOn(deliveryApi, 'estimate');
const listAddresses = jest.spyOn(addressesApi, 'list');

/** The API's answers by pincode, as GET /delivery/{pincode} gives them. */
const ANSWERS: Record<string, DeliveryEstimate> = {
  '560001': { pincode: '560001', status: 'deliverable', deliveryDate: '2026-12-01' },
  '795001': { pincode: '795001', status: 'deliverable', deliveryDate: '2026-12-07' },
  '100001': { pincode: '100001', status: 'unknown' },
  '930001': { pincode: '930001', status: 'unserviceable' },
};

const home: Address = {
  id: 3,
  userId: 2,
  fullName: 'Thoiba Singh',
  mobile: '9436012345',
  addressLine1: '4 Paona Bazar',
  addressLine2: null,
  landmark: null,
  city: 'Imphal',
  state: 'Manipur',
  postalCode: '795001',
  isDefault: true,
};

beforeEach(() => {
  jest.clearAllMocks();
  estimate.mockImplementation(async (pincode) => ANSWERS[pincode] ?? { pincode, status: 'unknown' });
  listAddresses.mockResolvedValue({ addresses: [home] });
});

function renderWith(ui: React.ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </Provider>,
  );
}

function signIn() {
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  localStorage.setItem(STORAGE_KEYS.role, 'CUSTOMER');
  localStorage.setItem(STORAGE_KEYS.userId, '2');
}

test('a guest types a pincode: a wrong one is refused in place, a right one shows the date and is kept on the device', async () => {
  const user = userEvent.setup();
  renderWith(<DeliveryPromise />);
  const field = screen.getByLabelText('Delivery pincode');
  await user.type(field, '5600');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.pincodeInvalid);
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(estimate).not.toHaveBeenCalled();

  await user.type(field, '01');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByText('Delivery by Tue, 1 Dec')).toBeInTheDocument();
  expect(screen.getByText(/to pincode 560001/)).toBeInTheDocument();
  expect(localStorage.getItem('deliveryPincode')).toBe('560001');
  expect(listAddresses).not.toHaveBeenCalled();
});

test('the field keeps digits only, six at most', async () => {
  const user = userEvent.setup();
  renderWith(<DeliveryPromise />);
  await user.type(screen.getByLabelText('Delivery pincode'), '56a0 00123');
  expect(screen.getByLabelText('Delivery pincode')).toHaveValue('560001');
});

test('a signed-in shopper sees the date for their default address without typing', async () => {
  signIn();
  renderWith(<DeliveryPromise />);
  expect(await screen.findByText('Delivery by Mon, 7 Dec')).toBeInTheDocument();
  expect(estimate).toHaveBeenCalledWith('795001');
});

test('a pincode typed on the device comes before the default address, and can be changed', async () => {
  signIn();
  localStorage.setItem('deliveryPincode', '560001');
  const user = userEvent.setup();
  renderWith(<DeliveryPromise />);
  expect(await screen.findByText('Delivery by Tue, 1 Dec')).toBeInTheDocument();
  expect(listAddresses).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Change delivery pincode 560001' }));
  const field = screen.getByLabelText('Delivery pincode');
  await user.clear(field);
  await user.type(field, '930001');
  await user.click(screen.getByRole('button', { name: 'Check' }));
  expect(await screen.findByText(MESSAGES.pincodeUnserviceable)).toBeInTheDocument();
  expect(localStorage.getItem('deliveryPincode')).toBe('930001');
});

test('says so when no zone knows the pincode', async () => {
  localStorage.setItem('deliveryPincode', '100001');
  renderWith(<DeliveryPromise />);
  expect(await screen.findByText(MESSAGES.pincodeUnknown)).toBeInTheDocument();
});

test("checkout's line is for the pincode it is given, with no field", async () => {
  renderWith(<DeliveryPromiseFor pincode="795001" />);
  expect(await screen.findByText('Delivery by Mon, 7 Dec')).toBeInTheDocument();
  expect(screen.queryByLabelText('Delivery pincode')).not.toBeInTheDocument();
});
