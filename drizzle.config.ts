import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes SQL migrations from the schema; the server runs them at start
// on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  // Domains with tables of their own keep them in their folder (server/message-keywords/schema.ts).
  schema: ['./server/db/schema.ts', './server/message-keywords/schema.ts', './server/message-bot/schema.ts', './server/chat-pay/schema.ts'],
  out: './server/db/migrations',
});
