import { addressPlace, addressRecipient, needsRecipient } from './address-display';

const address = {
  fullName: 'Asha Verma',
  mobile: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  landmark: 'Near Trinity Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
};

test('an address reads as its lines, landmark, city, state and postal code', () => {
  expect(addressPlace(address)).toBe('12 MG Road, Flat 4B, Near Trinity Metro, Bengaluru, Karnataka 560001');
  expect(addressPlace({ ...address, addressLine2: null, landmark: null })).toBe(
    '12 MG Road, Bengaluru, Karnataka 560001',
  );
});

test('the recipient reads as name and mobile', () => {
  expect(addressRecipient(address)).toBe('Asha Verma, 9876543210');
  expect(addressRecipient({ fullName: null, mobile: null })).toBe('');
});

test('an address without a name or a mobile needs its recipient before an order goes there', () => {
  expect(needsRecipient(address)).toBe(false);
  expect(needsRecipient({ ...address, fullName: null })).toBe(true);
  expect(needsRecipient({ ...address, mobile: null })).toBe(true);
});
