import { z } from 'zod';
import { LEGAL_PAGE_SLUGS } from '../constants.js';
import { emailField, phoneField, postalCodeField, requiredText } from './fields.js';

/** Text fields of the multipart PUT /company-details (the logo is a file). */
export const companyDetailsSchema = z.object({
  name: requiredText('Company name', 100),
  email: emailField,
  phone: phoneField,
  address: requiredText('Address', 300),
  pincode: postalCodeField,
  description: z.string().trim().max(1000).nullish(),
});
export type CompanyDetailsPayload = z.input<typeof companyDetailsSchema>;

/** POST /legal-pages creates or updates the page with this slug. */
export const legalPageSchema = z.object({
  id: z.number().int().positive().optional(),
  title: requiredText('Title', 200),
  slug: z.enum(LEGAL_PAGE_SLUGS, { error: `slug must be one of ${LEGAL_PAGE_SLUGS.join(', ')}` }),
  content: z.string({ error: 'Content is required' }).max(200_000, 'Content is too long'),
  // Sent back by the admin form and ignored; bounded like every input.
  createdAt: z.string().max(40).optional(),
  updatedAt: z.string().max(40).optional(),
});
export type LegalPagePayload = z.input<typeof legalPageSchema>;
