// Entry point: `npm run serve` (or `npm start` after a build).
import { buildServer } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const server = await buildServer(config);
const url = await server.listen();
server.app.log.info(`Parley listening on ${url} (database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`);

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
