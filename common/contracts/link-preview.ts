// Link previews (server/link-preview; docs/messages.md): the request and answer as TypeBox schemas with
// their inferred types under the same names, and the routes' schemas (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { errorAnswers } from './base';

const PageUrl = Type.String({ minLength: 1, maxLength: 2000 });

/**
 * GET /link/metadata?url= (members; or POST with `_method: 'GET'` and `{url}`) — what a link preview
 * shows of a web page. `url` is the page's address after redirects; `siteName` falls back to its host.
 */
export const LinkMetadataRequest = Type.Object({ url: PageUrl, orgId: Type.Optional(Type.String()) });
export type LinkMetadataRequest = Static<typeof LinkMetadataRequest>;
export const LinkMetadata = Type.Object({
  url: Type.String(),
  siteName: Type.String(),
  title: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
  /** An absolute http(s) URL. */
  image: Type.Optional(Type.String()),
});
export type LinkMetadata = Static<typeof LinkMetadata>;

/** The routes' schemas: what each validates and answers (the POST's organization is the envelope's). */
export const LinkPreviewRoutes = {
  get: { querystring: LinkMetadataRequest, response: { 200: LinkMetadata, ...errorAnswers } },
  post: { body: Type.Object({ url: PageUrl }), response: { 200: LinkMetadata, ...errorAnswers } },
};
