// The Vite build (console + live-chat page) with an SPA fallback to index.html, each file precompressed.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ParseErrorCode } from '../../common/parse';

/**
 * Paths owned by the API alone: never answered with the SPA shell. (`/login` is not among them:
 * the API takes POST there, and a browser opening /login must get the console's login page.)
 */
const API_PREFIXES = ['/classes', '/functions', '/users', '/logout', '/user/', '/livechat/api', '/shop/api', '/shop8/', '/health', '/im/'];
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The build's precompressed siblings (vite.config.ts): `x.js.br` and `x.js.gz` beside `x.js`. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/** `filePath` is the file sent, which may be a precompressed sibling: its rule is the original's. */
function cacheControlFor(filePath: string): string | undefined {
  const name = path.basename(filePath).replace(PRECOMPRESSED, '');
  if (name.endsWith('.html') || name === 'sw.js' || name === 'registerSW.js' || name.endsWith('.webmanifest')) return NO_CACHE;
  // Vite puts content-hashed files under assets/.
  if (filePath.split(path.sep).includes('assets')) return IMMUTABLE;
  return undefined;
}

function wantsSpaShell(request: FastifyRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD')
    && (request.headers.accept ?? '').includes('text/html')
    && !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
}

function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ code: ParseErrorCode.OTHER_CAUSE, error: `Cannot ${request.method} ${request.url.split('?')[0]}` });
}

/** Serves `staticDir` when it holds a build; answers whether it does. */
export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const built = existsSync(path.join(staticDir, 'index.html'));
  if (!built) {
    app.log.warn(`no build in ${staticDir}: the API runs, but run \`npm run build\` to serve the console`);
    app.setNotFoundHandler(routeNotFound);
    return false;
  }
  await app.register(fastifyStatic, {
    root: staticDir,
    // The build's .br or .gz sibling of a file, as the request accepts (with `Vary: Accept-Encoding`);
    // the file itself otherwise. index.html of the SPA fallback and the pages sent with sendFile too.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const cacheControl = cacheControlFor(filePath);
      if (cacheControl) res.header('Cache-Control', cacheControl);
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (!wantsSpaShell(request)) return routeNotFound(request, reply);
    return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
  });
  return true;
}
