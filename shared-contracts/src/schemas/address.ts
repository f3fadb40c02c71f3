import { z } from 'zod';
import { LANDMARK_MAX } from '../constants.js';
import { STATES_AND_UNION_TERRITORIES } from '../indian-states.js';
import { fullNameField, idField, mobileField, optionalText, postalCodeField, requiredText } from './fields.js';

/** One of India's states and union territories, spelled as the list spells it. */
export const stateField = requiredText('State', 100).pipe(
  z.enum(STATES_AND_UNION_TERRITORIES, { error: 'Choose a state or union territory from the list' }),
);

/**
 * A delivery address: who takes the parcel (full name and a mobile number the courier calls, both
 * required), where (lines, an optional landmark, city, state from the list, 6-digit postal code).
 */
export const addressSchema = z.object({
  fullName: fullNameField,
  mobile: mobileField,
  addressLine1: requiredText('Address line 1'),
  addressLine2: optionalText('Address line 2', 200),
  landmark: optionalText('Landmark', LANDMARK_MAX),
  city: requiredText('City', 100),
  state: stateField,
  postalCode: postalCodeField,
  isDefault: z.boolean().optional(),
  /** Sent by the product rules' client (§7); the server takes the owner from the token. */
  userId: idField('User id').optional(),
});
export type AddressPayload = z.input<typeof addressSchema>;

/** What checkout asks of an address saved before recipients were asked for: its name and mobile. */
export const addressRecipientSchema = addressSchema.pick({ fullName: true, mobile: true });
export type AddressRecipientPayload = z.input<typeof addressRecipientSchema>;
