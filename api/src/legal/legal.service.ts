/** Privacy policy and terms: one page per slug, saved whole (product rules §2 admin Legal). */
import { asc, eq } from 'drizzle-orm';
import type { LegalPage } from 'shared-contracts';
import type { LegalPagePayload } from 'shared-contracts/schemas';
import type { Executor } from '../db/database.js';
import { legalPages } from '../db/schema.js';
import { sanitizeLegalHtml } from './sanitize.js';

function toLegalPage(row: typeof legalPages.$inferSelect): LegalPage {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    // Sanitised when stored and again when served, in case older rows predate a rule.
    content: sanitizeLegalHtml(row.content),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listLegalPages(db: Executor): Promise<LegalPage[]> {
  const rows = await db.select().from(legalPages).orderBy(asc(legalPages.id));
  return rows.map(toLegalPage);
}

/** Creates the page with this slug, or replaces its title and content. */
export async function saveLegalPage(
  db: Executor,
  payload: Pick<LegalPagePayload, 'title' | 'slug' | 'content'>,
): Promise<{ page: LegalPage; created: boolean }> {
  const content = sanitizeLegalHtml(payload.content);
  const [existing] = await db
    .select({ id: legalPages.id })
    .from(legalPages)
    .where(eq(legalPages.slug, payload.slug))
    .limit(1);
  const now = new Date();
  const [row] = await db
    .insert(legalPages)
    .values({ title: payload.title, slug: payload.slug, content })
    .onConflictDoUpdate({ target: legalPages.slug, set: { title: payload.title, content, updatedAt: now } })
    .returning();
  if (!row) throw new Error('upsert returned nothing');
  return { page: toLegalPage(row), created: !existing };
}
