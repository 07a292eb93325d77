// A local stand-in for an OpenAI-compatible chat-completions service (tests point AI_BASE_URL at it).
// It records what it was sent and answers as the test says: a text, an error status, or too slowly.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AiServiceRequest {
  authorization?: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

export interface AiServiceBehaviour {
  /** The assistant's text; by default it says which kind of request it answers. */
  content?: string;
  /** Answer with this HTTP status and an OpenAI-style error body instead. */
  status?: number;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface AiServiceStandIn {
  /** The base URL (AI_BASE_URL): `/chat/completions` is below it. */
  url: string;
  requests: AiServiceRequest[];
  /** How the following requests are answered. */
  behave(behaviour: AiServiceBehaviour): void;
  close(): Promise<void>;
}

function defaultContent(body: AiServiceRequest['body']): string {
  const instruction = body.messages[0]?.content ?? '';
  return instruction.startsWith('Summarize') ? 'The customer asks about delivery times.' : 'Thanks for asking! Delivery takes two days.';
}

export async function startAiService(): Promise<AiServiceStandIn> {
  const requests: AiServiceRequest[] = [];
  let behaviour: AiServiceBehaviour = {};
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => { raw += chunk.toString(); });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as AiServiceRequest['body'];
      requests.push({ authorization: request.headers.authorization, body });
      const { content = defaultContent(body), status, delayMs = 0 } = behaviour;
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status ?? 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(status
          ? { error: { message: 'The stand-in failed on purpose', type: 'server_error' } }
          : { id: 'chatcmpl-test', object: 'chat.completion', model: body.model, choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave(next) { behaviour = next; },
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
