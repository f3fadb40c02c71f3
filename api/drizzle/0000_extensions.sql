-- Trigram matching for search that tolerates typos (the products name index needs it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
