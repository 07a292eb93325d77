// Link previews (server/link-preview; docs/messages.md).

/**
 * GET /link/metadata?url= (members; or POST with `_method: 'GET'` and `{url}`) — what a link preview
 * shows of a web page. `url` is the page's address after redirects; `siteName` falls back to its host.
 */
export interface LinkMetadataRequest { url: string; orgId?: string }
export interface LinkMetadata {
  url: string;
  siteName: string;
  title?: string;
  description?: string;
  /** An absolute http(s) URL. */
  image?: string;
}
