/** The store's own details (one row), shown in the header and footer. */

import { eq } from 'drizzle-orm';
import type { Company } from 'shared-contracts';
import { COMPANY_MESSAGES } from 'shared-contracts';
import { companyDetailsSchema } from 'shared-contracts/schemas';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { company } from '../db/schema.js';
import { badRequest, notFound } from '../lib/errors.js';
import { parseWith } from '../lib/validate.js';
import type { MultipartForm } from '../uploads/multipart.js';
import { withSavedImages } from '../uploads/save-images.js';

function toCompany(row: typeof company.$inferSelect): Company {
  return {
    name: row.name,
    description: row.description,
    logoUrl: row.logoUrl,
    phone: row.phone,
    email: row.email,
    address: row.address,
    pincode: row.pincode,
  };
}

export async function getCompany(db: Executor): Promise<Company> {
  const [row] = await db.select().from(company).where(eq(company.id, 1)).limit(1);
  if (!row) throw notFound(COMPANY_MESSAGES.notSet);
  return toCompany(row);
}

export async function updateCompany(ctx: AppContext, form: MultipartForm): Promise<Company> {
  const fields = parseWith(companyDetailsSchema, form.fields);
  const logos = form.files.filter((file) => file.field === 'logo');
  if (logos.length > 1) throw badRequest(COMPANY_MESSAGES.oneLogo);
  const [current] = await ctx.db.select().from(company).where(eq(company.id, 1)).limit(1);
  const row = await withSavedImages(ctx, logos, 'company', async ([logo]) => {
    const values = {
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      address: fields.address,
      pincode: fields.pincode,
      // Unsent means unchanged; an empty field clears it.
      description: fields.description === undefined ? (current?.description ?? null) : fields.description || null,
      logoUrl: logo?.url ?? current?.logoUrl ?? null,
      updatedAt: new Date(),
    };
    const [saved] = await ctx.db
      .insert(company)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: company.id, set: values })
      .returning();
    if (!saved) throw new Error('upsert returned nothing');
    return saved;
  });
  // The details are a remembered read (company.routes.ts): every API instance forgets them.
  ctx.catalogueChanges.announce('catalogue');
  if (logos.length > 0 && current?.logoUrl && current.logoUrl !== row.logoUrl) await ctx.images.remove(current.logoUrl);
  return toCompany(row);
}
