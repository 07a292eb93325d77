// An organization's AI bot (01 §2 message-bot, 02 §8 error/bot_not_found): what the bot editor edits
// and what suggested replies and summaries need. Shared by the console's editor and the server.
import type { AiModel } from './ai';

export const AI_BOT_NAME_MAX = 50;
/** What the business tells its bot (opening hours, policies, tone): sent with every suggested reply. */
export const AI_BOT_INSTRUCTIONS_MAX = 2000;

export interface AiBot {
  name: string;
  instructions: string;
  /** Off: reply and summary answer error/bot_not_found, as without a bot. */
  enabled: boolean;
  updatedAt: string;
}

/** The server's AI service, which every organization's bot answers through (the server's configuration). */
export interface AiServiceStatus {
  configured: boolean;
  model: AiModel | null;
  pointsPerRequest: number | null;
}

/** POST /ai-bot/bot with `_method: 'GET'` (read) or `_method: 'PUT'` (save; admins). */
export interface AiBotResponse {
  bot: AiBot | null;
  service: AiServiceStatus;
}

export interface SaveAiBotRequest {
  orgId: string;
  name: string;
  instructions: string;
  enabled: boolean;
}
