/** Field rules shared by several payloads (product rules §5 and §9). */
import { z } from 'zod';
import { FULL_NAME_MAX, FULL_NAME_MIN, OTP_LENGTH, PHONE_LENGTH, POSTAL_CODE_LENGTH } from '../constants.js';
import { PINCODE_PATTERN } from '../delivery.js';
import { MESSAGES } from '../messages.js';

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 2000) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish();

export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  // The longest address SMTP allows (RFC 5321): bounds the input before the pattern reads it.
  .max(254, 'Email must be at most 254 characters')
  .email(MESSAGES.emailInvalid);

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** Ten digits, as every phone number of the product rules is; `label` names the field in its messages. */
const tenDigitNumber = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(PHONE_LENGTH, `${label} must be ${PHONE_LENGTH} digits`)
    .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), `${label} must be ${PHONE_LENGTH} digits`);

export const phoneField = tenDigitNumber('Phone number');

/**
 * A delivery address's mobile number, which a courier calls: ten digits starting with 6, 7, 8 or 9,
 * as every Indian mobile number does (a landline or a mistyped number would leave the parcel waiting).
 */
export const mobileField = tenDigitNumber('Mobile number').regex(
  /^[6-9]/,
  'Mobile number must start with 6, 7, 8 or 9',
);

/** A person's full name as a courier reads it on the parcel: at least 2 characters after trimming. */
export const fullNameField = requiredText('Full name', FULL_NAME_MAX).min(
  FULL_NAME_MIN,
  `Full name must be at least ${FULL_NAME_MIN} characters`,
);

/**
 * What a mobile field keeps of typed or pasted text: digits only, without spaces or a leading +91
 * country code (a number copied from a contact card often has both), at most PHONE_LENGTH of them.
 */
export function phoneDigits(text: string): string {
  const compact = text.replace(/\s+/g, '');
  const national = compact.startsWith('+91') ? compact.slice(3) : compact;
  return national.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

export const postalCodeField = z
  .string({ error: 'Postal code is required' })
  .trim()
  .regex(new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`), `Postal code must be ${POSTAL_CODE_LENGTH} digits`);

/** A pincode asked about for delivery: its message is the one the pincode field shows. */
export const pincodeField = z
  .string({ error: MESSAGES.pincodeInvalid })
  .trim()
  .regex(PINCODE_PATTERN, MESSAGES.pincodeInvalid);

export const otpField = z
  .string({ error: 'OTP is required' })
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `OTP must be ${OTP_LENGTH} digits`);

/** A database id: a positive whole number, also accepted as a numeric string (path and form fields). */
export const idField = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be a positive number`)
    .max(2_147_483_647, `${label} is too large`);

/** Rupees with at most 2 decimals, as a number or numeric string; kept as an exact decimal string. */
export const moneyField = (label: string) =>
  z
    .union([z.string().trim(), z.number()], { error: `${label} is required` })
    .transform(String)
    .refine(
      (value) => /^\d{1,10}(\.\d{1,2})?$/.test(value),
      `${label} must be an amount in rupees with at most 2 decimals`,
    );

/** A JSON array sent as a multipart text field. */
export const jsonField = <T extends z.ZodType>(label: string, schema: T) =>
  z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `${label} must be valid JSON` });
        return z.NEVER;
      }
    })
    .pipe(schema);
