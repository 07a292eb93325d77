// Entry point: `npm run serve` (or `npm start` after a build).
import { buildServer } from './app';
import { loadConfig } from './config';
import { startBanner } from './start-banner';

const config = loadConfig();
const server = await buildServer(config);
const url = await server.listen();
const database = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
server.app.log.info(`Parley listening on ${url} (database: ${database})`);
if (server.mailOutboxLink) {
  // The operator's own link: whoever reads this log runs the server (docs/security.md).
  server.app.log.info(`No SMTP_URL: mail is kept in ${config.dataDir}/mail. Read it (operator only) at ${server.mailOutboxLink}`);
}
process.stdout.write(startBanner({ publicUrl: config.publicUrl, listeningOn: url, database, mailOutboxLink: server.mailOutboxLink }));

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  server.app.log.info(`${signal}: closing`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
