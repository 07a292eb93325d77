// Compression of the answers the server builds (JSON, the CSV export, the widget script...): the
// built console's files are compressed at build time instead (static.ts, vite.config.ts). Why these
// settings, what they cost: docs/server.md "Compression".
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: below about one packet compression saves nothing. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * The cheapest settings (docs/server.md): the change feed is on the first sync's hot path. On its
 * pages, brotli 1 is smaller than gzip 6 at a quarter of its CPU; brotli 4 saves 7% more for 2.7×.
 */
const BROTLI_QUALITY = 1;
/** For clients without brotli. */
const GZIP_LEVEL = 1;

/**
 * Text the server writes itself. Images, video, audio, archives and other binary types are left out:
 * they are compressed already (and octet-stream, which the plugin's default list takes, is whatever
 * a user uploaded). `text/event-stream` would be held back by the compressor's buffering.
 */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?!event-stream)[\w.+-]+|application\/javascript|image\/svg\+xml)(?:;|$)/;

/**
 * Routes that serve the bytes a user uploaded (server/files, the profile picture): sent exactly as
 * stored, with their stored length. Most are compressed already (images, video, PDF, archives), and
 * a 100 MB upload re-encoded at every download would cost CPU for nothing.
 */
const UPLOADED_FILE_ROUTES = ['/files/', '/user/picture/'];

/**
 * Registers @fastify/compress for every route registered after it (call before the routes). socket.io
 * is WebSocket-only (server/realtime): its upgrades never reach Fastify's routes, so it is never touched.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads `compress`.
  app.addHook('onRoute', (route) => {
    if (UPLOADED_FILE_ROUTES.some((prefix) => route.url.startsWith(prefix))) route.compress = false;
  });
  await app.register(fastifyCompress, {
    // Brotli first: smaller than gzip and cheaper; gzip for the clients without it. No zstd:
    // browsers ask for it only over https, and Node 20 has none.
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    globalCompression: true,
    // Request bodies are taken as sent, never inflated: the body limit stays a limit on what arrives.
    globalDecompression: false,
  });
}
