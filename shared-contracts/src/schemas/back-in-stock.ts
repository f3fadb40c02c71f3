/** Payloads of "Notify me" (shared-contracts/src/back-in-stock.ts). */
import { z } from 'zod';
import { emailField } from './fields.js';

const variantIdField = z.coerce
  .number({ error: 'Choose a size' })
  .int('Choose a size')
  .positive('Choose a size')
  .max(2_147_483_647, 'Choose a size');

export const backInStockRequestSchema = z.object({ variantId: variantIdField });
export const backInStockGuestRequestSchema = z.object({ variantId: variantIdField, email: emailField });

/** A mailed link's token: 32 random bytes, base64url. */
export const backInStockTokenSchema = z.object({
  token: z
    .string({ error: 'This link is no longer valid' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is no longer valid'),
});

export const backInStockAnswerSchema = z.object({
  message: z.string(),
  /** waiting: a mail will come when it is back; confirm: a confirmation link was mailed first. */
  state: z.enum(['waiting', 'confirm']),
});
export type BackInStockAnswer = z.infer<typeof backInStockAnswerSchema>;

export const backInStockLinkAnswerSchema = z.object({ message: z.string() });
