/** Folders the API finds relative to its own package, in source (tsx, jest) and in dist/ alike. */
import path from 'node:path';

/** api/ — this file lives in api/src or api/dist. */
export const API_ROOT = path.resolve(import.meta.dirname, '..');
/** The repository root, where the default data folder `.data/` lives. */
export const REPO_ROOT = path.resolve(API_ROOT, '..');
/** The SQL migrations generated from src/db/schema.ts. */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
