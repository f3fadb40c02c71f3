/** How a delivery address reads wherever it is shown: checkout, the account area, admin, mails. */
import type { Address } from './entities.js';

type Place = Pick<Address, 'addressLine1' | 'addressLine2' | 'landmark' | 'city' | 'state' | 'postalCode'>;
type Recipient = Pick<Address, 'fullName' | 'mobile'>;

/** Where the parcel goes, on one line: "12 MG Road, Flat 4B, Near Trinity Metro, Bengaluru, Karnataka 560001". */
export function addressPlace(address: Place): string {
  return [address.addressLine1, address.addressLine2, address.landmark, address.city]
    .concat(`${address.state} ${address.postalCode}`)
    .filter(Boolean)
    .join(', ');
}

/** Who takes the parcel: "Asha Verma, 9876543210", or as much of it as the address has. */
export function addressRecipient(address: Recipient): string {
  return [address.fullName, address.mobile].filter(Boolean).join(', ');
}

/**
 * An address saved before the recipient was asked for has no name or mobile: a courier could not
 * hand the parcel over, so no order goes there until both are added.
 */
export function needsRecipient(address: Recipient): boolean {
  return !address.fullName || !address.mobile;
}
