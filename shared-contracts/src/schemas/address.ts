import { z } from 'zod';
import { idField, optionalText, postalCodeField, requiredText } from './fields.js';

export const addressSchema = z.object({
  addressLine1: requiredText('Address line 1'),
  addressLine2: optionalText('Address line 2', 200),
  city: requiredText('City', 100),
  state: requiredText('State', 100),
  postalCode: postalCodeField,
  isDefault: z.boolean().optional(),
  /** Sent by the product rules' client (§7); the server takes the owner from the token. */
  userId: idField('User id').optional(),
});
export type AddressPayload = z.input<typeof addressSchema>;
