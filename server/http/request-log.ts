// What the log keeps of a request (Fastify's own fields), with the values of secret query parameters
// blanked: Meta's webhook handshake brings the verify token in the URL (GET /webhooks/meta?hub.verify_token=…).
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY_PARAMETERS = ['hub.verify_token'];

function withoutSecrets(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let changed = false;
  for (const name of SECRET_QUERY_PARAMETERS) {
    if (!params.has(name)) continue;
    params.set(name, '[redacted]');
    changed = true;
  }
  return changed ? `${url.slice(0, query)}?${params.toString()}` : url;
}

export function requestLogOf(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
