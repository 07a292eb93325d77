// The Parse-compatible request envelope (ARCHITECTURE.md §3): application id, JavaScript key,
// session token and `_method` come in the body or as headers; the selected organization as
// `orgId` in the body or the X-Org-Id header.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { badRequest, unauthorized } from './errors';

export type EnvelopeMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestEnvelope {
  /** `_method` of a POST, else the HTTP method. */
  method: EnvelopeMethod;
  sessionToken?: string;
  orgId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    envelope: RequestEnvelope;
  }
}

const OVERRIDABLE_METHODS = new Set(['GET', 'PUT', 'DELETE']);

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : {};
}

/** Parse SDKs post JSON labelled text/plain (to skip CORS preflights): read it as JSON. */
export function acceptTextPlainJson(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
}

/** preValidation hook of the Parse API: checks the keys and reads the envelope into `request.envelope`. */
export function envelopeHook(config: Pick<ServerConfig, 'appId' | 'jsKey'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const body = bodyOf(request);
    const header = (name: string) => textOf(request.headers[name]);
    const appId = textOf(body._ApplicationId) ?? header('x-parse-application-id');
    if (appId !== config.appId) throw unauthorized();
    const jsKey = textOf(body._JavaScriptKey) ?? header('x-parse-javascript-key');
    if (jsKey !== undefined && jsKey !== config.jsKey) throw unauthorized();

    let method = request.method as EnvelopeMethod;
    if (body._method !== undefined) {
      if (typeof body._method !== 'string' || !OVERRIDABLE_METHODS.has(body._method)) {
        throw badRequest('_method must be one of GET, PUT, DELETE');
      }
      method = body._method as EnvelopeMethod;
    }
    request.envelope = {
      method,
      sessionToken: textOf(body._SessionToken) ?? header('x-parse-session-token'),
      orgId: textOf(body.orgId) ?? header('x-org-id'),
    };
  };
}
