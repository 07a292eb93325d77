// AI suggested reply and conversation summary (02 §7–§9): the models, points, error keys and time limits
// the console and the server share (the wire shapes: common/contracts/ai.ts).

/** Points one request costs, by model (02 §9, 03 §9 "AI models and point cost"). */
export const AI_MODEL_POINTS = {
  'gpt-3.5-turbo': 1,
  'gpt-4o': 3,
  'gpt-4': 10,
  'gpt-4-turbo': 5,
  'claude-3-5-sonnet': 3,
  'claude-3-haiku': 1,
} as const;

export type AiModel = keyof typeof AI_MODEL_POINTS;

export const AI_MODELS = Object.keys(AI_MODEL_POINTS) as AiModel[];

export function isAiModel(value: unknown): value is AiModel {
  return typeof value === 'string' && Object.hasOwn(AI_MODEL_POINTS, value);
}

/** Error keys of the AI endpoints (02 §8). A timeout of the AI service answers HTTP 504. */
export const AI_ERROR = {
  botNotFound: 'error/bot_not_found',
  pointsNotEnough: 'error/spoint_not_enough',
  apiError: 'error/openai_api_error',
  timeout: 'error/openai_timeout',
  noCase: 'error/no_cs_case',
} as const;

/** The server gives up on the AI service after at most this long (AI_TIMEOUT_MS)… */
export const AI_TIMEOUT_MAX_MS = 50_000;
/** …and the console waits longer than that, so the server's 504 always arrives first. */
export const AI_CONSOLE_WAIT_MS = 60_000;
