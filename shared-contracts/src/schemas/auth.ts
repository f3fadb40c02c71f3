import { z } from 'zod';
import { ROLES } from '../constants.js';
import { MESSAGES } from '../messages.js';
import { emailField, otpField, passwordField, phoneField, requiredText } from './fields.js';

/**
 * The scripts a username may be written in, one per name. Letters of two scripts in one name are
 * refused: `аdmin` with a Cyrillic а must not pass for `admin`.
 */
const USERNAME_SCRIPTS = [
  'Latin',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Arabic',
  'Cyrillic',
  'Greek',
  'Han',
  'Hangul',
].map((script) => new RegExp(`^[\\p{Script=${script}}\\p{M}]*$`, 'u'));

const inOneScript = (username: string) => {
  const letters = username.replace(/[\p{Nd}._-]/gu, '');
  return USERNAME_SCRIPTS.some((script) => script.test(letters));
};

/**
 * NFKC-normalised first (a full-width `ａｄｍｉｎ` becomes `admin`); then letters (with their
 * accents and vowel signs), digits, dots, dashes and underscores only, so no bidi or control
 * character gets in, and letters of one script.
 */
export const usernameField = requiredText('Username', 50)
  .normalize('NFKC')
  .regex(/^[\p{L}\p{M}\p{Nd}._-]+$/u, 'Username may contain letters, digits, dots, dashes and underscores only')
  .refine(inOneScript, 'Username must use the letters of one alphabet only');

export const registerSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  mobile: phoneField.nullish(),
  dob: z.iso.date('Date of birth must be a date (YYYY-MM-DD)').nullish(),
  /** Accepted for compatibility; the server always registers a CUSTOMER. */
  userType: z.enum(ROLES).optional(),
});
export type RegisterPayload = z.input<typeof registerSchema>;

/** The register form: the fields it asks for, plus a confirmation of the password. */
export const registerFormSchema = z
  .object({
    username: usernameField,
    email: emailField,
    /** Optional: empty is sent as null; otherwise 10 digits, as on the profile. */
    mobile: phoneField.nullish(),
    password: passwordField,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const loginSchema = z.object({
  identifier: requiredText('Email or username', 254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginPayload = z.input<typeof loginSchema>;

/** Bounded like any password, so a huge one is never hashed. */
const currentPasswordField = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(128, 'Current password must be at most 128 characters');

export const profileUpdateSchema = z.object({
  username: usernameField.optional(),
  email: emailField.optional(),
  firstName: requiredText('First name', 50).optional(),
  lastName: requiredText('Last name', 50).optional(),
  mobile: phoneField.nullish(),
  dob: z.iso.date('Date of birth must be a date (YYYY-MM-DD)').nullish(),
  /** Needed only when the email or the username changes. */
  currentPassword: currentPasswordField.optional(),
});
export type ProfileUpdatePayload = z.input<typeof profileUpdateSchema>;

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField,
  newPassword: passwordField,
});
export type ChangePasswordPayload = z.input<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(1, 'New password is required'),
    confirmPassword: z.string().min(1, 'Confirm password is required'),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MESSAGES.changePasswordMismatch,
    path: ['confirmPassword'],
  });

export const otpRequestSchema = z.object({ email: emailField });
export type OtpRequestPayload = z.input<typeof otpRequestSchema>;

export const resetPasswordSchema = z.object({ email: emailField, otp: otpField, newPassword: passwordField });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({ newPassword: passwordField, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
