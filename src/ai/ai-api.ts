// The AI endpoints (02 §7), asked as POSTs with `_method: 'GET'` (the Parse envelope's way). Online only.
import { AI_CONSOLE_WAIT_MS } from '../../common/ai';
import type { AiAnswerResponse, AiConversationRequest, AiPointUsage } from '../../common/contracts/ai';
import { post } from '../api/client';

export type AiAsk = 'reply' | 'summary';

const PATHS: Record<AiAsk, string> = {
  reply: '/ai-bot/openai/auto/reply/text',
  summary: '/ai-bot/openai/auto/summary/text',
};

export function fetchPointUsage(orgId: string): Promise<AiPointUsage> {
  return post<AiPointUsage>('/ai-bot/openai/point/used/limit', { _method: 'GET', orgId });
}

/** Whether the server has an AI service (AI_BASE_URL): without one, no organization's bot can answer. */
export function hasAiService(usage: AiPointUsage): boolean {
  return usage.model !== null;
}

/** A suggested reply or a summary; waits longer than the server's own time limit for the AI service. */
export function askAi(ask: AiAsk, request: AiConversationRequest): Promise<AiAnswerResponse> {
  return post<AiAnswerResponse>(PATHS[ask], { _method: 'GET', ...request }, { timeout: AI_CONSOLE_WAIT_MS });
}

/** Where an organization sets up its AI bot (01 §2 message-bot/{orgId}/*; opened when there is none). */
export function aiBotEditorPath(orgId: string): string {
  return `/message-bot/${orgId}/ai-bot`;
}
