// The link-metadata crawler (01 §7, 02 link previews): GET /link/metadata?url=, for members of the
// organization (X-Org-Id or ?orgId=), and the same read as a POST with `_method: 'GET'`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LinkPreviewRoutes, type LinkMetadata, type LinkMetadataRequest } from '../../common/contracts/link-preview';
import { requireFeature } from '../access/require-feature';
import { ApiError, badRequest } from '../http/errors';
import { ParseErrorCode } from '../../common/parse';
import type { Services } from '../services';
import { addressPolicy, checkAllowList } from './address-policy';
import { crawlableUrl, fetchPage, LinkPreviewError, type FetchLimits, type LinkPreviewFailure } from './fetch-page';
import { parseMetadata } from './parse-metadata';

/** 512 KiB of page, 5 s in all, 3 redirects: enough for the <head> of any real page. */
export const LINK_PREVIEW_LIMITS: FetchLimits = { maxBytes: 512 * 1024, timeoutMs: 5000, maxRedirects: 3 };

/** The asker's URL was wrong (400) or the page failed us (502; 504 when it was too slow). */
const statusOf: Record<LinkPreviewFailure, number> = {
  'bad-url': 400,
  'refused-address': 400,
  timeout: 504,
  'http-status': 502,
  'too-many-redirects': 502,
  'not-html': 502,
  unreachable: 502,
};

// GET has no body: the organization comes as X-Org-Id or ?orgId=, before the access check reads it.
async function orgFromQuery(request: FastifyRequest<{ Querystring: LinkMetadataRequest }>): Promise<void> {
  request.envelope.orgId ??= request.query.orgId;
}

export async function linkPreviewRoutes(fastify: FastifyInstance, { db, config }: Services): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  checkAllowList(config.linkPreviewAllowHosts);
  const policy = addressPolicy(config.linkPreviewAllowHosts);
  const preHandler = requireFeature(db, 'message-center');

  async function crawl(url: string): Promise<LinkMetadata> {
    try {
      return parseMetadata(await fetchPage(crawlableUrl(url), policy, LINK_PREVIEW_LIMITS));
    } catch (error) {
      if (!(error instanceof LinkPreviewError)) throw error;
      const status = statusOf[error.failure];
      throw new ApiError(status, status === 400 ? ParseErrorCode.VALIDATION_ERROR : ParseErrorCode.SCRIPT_FAILED, error.message);
    }
  }

  app.get('/link/metadata', { schema: LinkPreviewRoutes.get, preHandler: [orgFromQuery, preHandler] }, async (request) => crawl(request.query.url));

  app.post('/link/metadata', { schema: LinkPreviewRoutes.post, preHandler }, async (request) => {
    if (request.envelope.method !== 'GET') throw badRequest('_method must be GET');
    return crawl(request.body.url);
  });
}
