import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server runs them at start
// on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
