-- The message search's trigram indexes (docs/search.md); pg_trgm is a trusted contrib extension (PostgreSQL 13+), loaded by PGlite in server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
