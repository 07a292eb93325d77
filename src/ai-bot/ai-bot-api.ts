// The bot editor's calls (server/ai/bot-routes.ts): read and save the organization's AI bot.
import type { AiBotResponse, SaveAiBotRequest } from '../../common/contracts/ai';
import { post } from '../api/client';

export function fetchAiBot(orgId: string): Promise<AiBotResponse> {
  return post<AiBotResponse>('/ai-bot/bot', { _method: 'GET', orgId });
}

export function saveAiBot(request: SaveAiBotRequest): Promise<AiBotResponse> {
  return post<AiBotResponse>('/ai-bot/bot', { _method: 'PUT', ...request });
}
