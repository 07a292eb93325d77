// Security headers and the CORS policy of every answer: the console, the live-chat page and its
// embed script, the API, the dev mail page. One place for the rule; docs/security.md says why.
import fastifyCors from '@fastify/cors';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { S3Config } from '../files/config';
import { consoleDirectives, livechatFrameAncestors, REFERRER_POLICY } from './content-security-policy';

type RouteHelmetOptions = Omit<FastifyHelmetOptions, 'global'>;
type ReplyHelmetOptions = NonNullable<Parameters<FastifyReply['helmet']>[0]>;

export interface SecurityHeaders {
  /** Route options of the live-chat page: its framing is set per organization (below), never X-Frame-Options. */
  readonly livechatPageRoute: RouteHelmetOptions;
  /** Route options of the embed script, which other sites load with <script src>. */
  readonly embedScriptRoute: RouteHelmetOptions;
  /** The live-chat page's headers for an organization's redirect whitelist (for `reply.helmet`). */
  livechatPage(whitelist: readonly string[]): ReplyHelmetOptions;
}

/** Request headers the console's API calls send (Parse envelope in headers); allowed for CORS_ORIGINS. */
export const CORS_ALLOWED_HEADERS = [
  'Content-Type', 'Accept-Language', 'X-Parse-Application-Id', 'X-Parse-JavaScript-Key', 'X-Parse-Session-Token', 'X-Org-Id',
];

/**
 * Origins the browser reaches for files when they live in S3: the bucket as the AWS SDK addresses it
 * (S3_ENDPOINT path-style, else the bucket's AWS host; read off a presigned URL, which needs no
 * network) and S3_PUBLIC_URL.
 */
async function fileStorageOrigins(s3: S3Config | undefined): Promise<string[]> {
  if (!s3) return [];
  const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3');
  const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: 'origin-only', secretAccessKey: 'origin-only' },
  });
  const signed = await getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: 'origin' }), { expiresIn: 60 });
  client.destroy();
  return [new URL(signed).origin, ...(s3.publicUrl ? [new URL(s3.publicUrl).origin] : [])];
}

/** The page's own origin as the browser sees it (behind a proxy: with TRUST_PROXY). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Registers @fastify/helmet (headers on every answer, before any route) and @fastify/cors (answers
 * preflights: this origin, the console's PUBLIC_URL and CORS_ORIGINS). Call before the routes.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<SecurityHeaders> {
  const https = new URL(config.publicUrl).protocol === 'https:';
  const directives = consoleDirectives({ fileOrigins: await fileStorageOrigins(config.s3), https });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: REFERRER_POLICY },
    // The console opens other sites only in new tabs (noopener): none may script its window.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Other sites may not embed our answers as no-cors subresources (the embed script may: below).
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS means something only over https, and pins the host to https for a year: only when the
    // console's PUBLIC_URL is https (behind a TLS proxy). Browsers ignore it on http anyway.
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    // Helmet's defaults stay: X-Content-Type-Options nosniff, Origin-Agent-Cluster,
    // X-DNS-Prefetch-Control off, X-Download-Options, X-Permitted-Cross-Domain-Policies none,
    // X-XSS-Protection 0; no Cross-Origin-Embedder-Policy (it would refuse https images of other sites).
  });

  const configured = [new URL(config.publicUrl).origin, ...config.corsOrigins];
  await app.register(fastifyCors, {
    // Per request, so that the page's own origin counts (it varies with the Host the server is reached by).
    delegator: (request, callback) => callback(null, {
      origin: [...configured, ownOrigin(request)],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: CORS_ALLOWED_HEADERS,
      // Export downloads name their file there.
      exposedHeaders: ['Content-Disposition'],
      // The session token travels in the body or a header, never in a cookie.
      credentials: false,
      maxAge: 600,
    }),
  });

  // The live-chat page: the console's policy with framing decided per organization.
  const { 'frame-ancestors': _consoleFraming, ...embeddable } = directives;
  return {
    livechatPageRoute: { xFrameOptions: false },
    embedScriptRoute: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
    livechatPage(whitelist) {
      const ancestors = livechatFrameAncestors(whitelist);
      return { xFrameOptions: false, contentSecurityPolicy: { useDefaults: false, directives: ancestors ? { ...embeddable, 'frame-ancestors': ancestors } : embeddable } };
    },
  };
}
