// Meta's Graph API (Messenger), at META_GRAPH_BASE_URL (the real host with a pinned version by
// default). There is no well-kept official Node SDK for the Send API, so this is plain fetch with a
// time limit: a call either answers (JSON), is refused in Graph's error shape (GraphRefusal), or its
// outcome is unknown (GraphNoAnswer: it timed out or the connection broke, Meta may have done it).
import type { MetaConfig } from '../config';

/** Graph's error body: `{error: {message, type, code, error_subcode, fbtrace_id}}`. */
export class GraphRefusal extends Error {
  constructor(readonly status: number, readonly code: number | undefined, readonly subcode: number | undefined, message: string) {
    super(message);
    this.name = 'GraphRefusal';
  }
}

/** No answer came (time limit, network): whether Meta did the work is unknown. */
export class GraphNoAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GraphNoAnswer';
  }
}

interface GraphErrorBody {
  error?: { message?: unknown; code?: unknown; error_subcode?: unknown };
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

async function refusalOf(response: Response): Promise<GraphRefusal> {
  const body = await response.json().catch(() => undefined) as GraphErrorBody | undefined;
  const error = body?.error;
  const message = typeof error?.message === 'string' ? error.message : response.statusText || `HTTP ${response.status}`;
  return new GraphRefusal(response.status, numberOr(error?.code), numberOr(error?.error_subcode), message);
}

export interface GraphRequest {
  method?: 'GET' | 'POST' | 'DELETE';
  /** The path under the versioned base: `/{page-id}/messages`. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  /** Raw bytes to send instead of a JSON body (the Resumable Upload API), with their extra headers. */
  bytes?: { data: Buffer; headers: Record<string, string> };
  /** How the token is presented: `Bearer` (default), or `OAuth` where Meta's docs ask for it (an upload session). */
  scheme?: 'Bearer' | 'OAuth';
  /** The time limit in ms (default META_GRAPH_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** The request's body and its headers: JSON, raw bytes, or none. */
function bodyOf(request: GraphRequest): { headers: Record<string, string>; body?: string | Uint8Array<ArrayBuffer> } {
  if (request.bytes) return { headers: request.bytes.headers, body: new Uint8Array(request.bytes.data) };
  if (request.body === undefined) return { headers: {} };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) };
}

/** One Graph call with the access token in a header (never in the URL, so never in a log). */
export async function graphCall<T>(config: MetaConfig, accessToken: string, request: GraphRequest): Promise<T> {
  const url = new URL(`${config.graphBaseUrl}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
  const timeoutMs = request.timeoutMs ?? config.callTimeoutMs;
  const { headers, body } = bodyOf(request);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers: { authorization: `${request.scheme ?? 'Bearer'} ${accessToken}`, ...headers },
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new GraphNoAnswer(error instanceof Error && error.name === 'TimeoutError'
      ? `Meta did not answer within ${timeoutMs / 1000} s` : `no answer from Meta (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!response.ok) throw await refusalOf(response);
  try {
    return await response.json() as T;
  } catch (error) {
    throw new GraphNoAnswer(`Meta's answer was cut (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** The bytes at a URL Meta gave in a webhook (an attachment's CDN URL: signed, no token needed); a file may take longer than a call. */
export async function graphDownload(config: MetaConfig, url: string): Promise<{ body: Buffer; contentType: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(config.callTimeoutMs * 4) });
  if (!response.ok) throw new Error(`the attachment could not be fetched (HTTP ${response.status})`);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
}
