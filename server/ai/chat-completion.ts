// One request to an OpenAI-compatible chat-completions service (POST {AI_BASE_URL}/chat/completions),
// within a time limit. Failures come out as AiServiceError; the API key only ever goes in the header.
import type { AiServiceConfig } from './config';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class AiServiceError extends Error {
  constructor(readonly failure: 'timeout' | 'upstream', message: string) {
    super(message);
    this.name = 'AiServiceError';
  }
}

/** Answers are short (a reply, a 300-character summary): a cap keeps cost and waiting bounded. */
const MAX_ANSWER_TOKENS = 400;

interface CompletionBody {
  choices?: { message?: { content?: unknown } }[];
}

/** The assistant's text of the first choice ('' when the service answered none). */
export async function chatCompletion(service: AiServiceConfig, messages: ChatMessage[], timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${service.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(service.apiKey ? { authorization: `Bearer ${service.apiKey}` } : {}) },
      body: JSON.stringify({ model: service.model, messages, max_tokens: MAX_ANSWER_TOKENS, temperature: 0.3 }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new AiServiceError('timeout', `no answer within ${timeoutMs} ms`);
    throw new AiServiceError('upstream', `unreachable: ${(error as Error).message}`);
  }
  let body: CompletionBody;
  try {
    body = await response.json() as CompletionBody;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new AiServiceError('timeout', `no answer within ${timeoutMs} ms`);
    throw new AiServiceError('upstream', `HTTP ${response.status}, not JSON`);
  }
  if (!response.ok) throw new AiServiceError('upstream', `HTTP ${response.status}`);
  const content = body.choices?.[0]?.message?.content;
  if (content !== undefined && content !== null && typeof content !== 'string') throw new AiServiceError('upstream', 'answer without text');
  return (content ?? '').trim();
}
