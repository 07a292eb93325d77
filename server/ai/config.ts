// The AI service from the environment (read by loadConfig in server/config.ts; docs/ai.md).
import { AI_MODEL_POINTS, AI_MODELS, AI_TIMEOUT_MAX_MS, isAiModel, type AiModel } from '../../common/ai';
import type { AiServiceStatus } from '../../common/contracts/ai';

/** An OpenAI-compatible chat-completions service. */
export interface AiServiceConfig {
  /** AI_BASE_URL, e.g. https://api.openai.com/v1 (the service's `/chat/completions` is below it). */
  baseUrl: string;
  /** AI_API_KEY, sent as a bearer token; a local service may need none. Never logged. */
  apiKey?: string;
  /** AI_MODEL: one of the point table's models (02 §9). */
  model: AiModel;
}

export interface AiConfig {
  /** Without AI_BASE_URL there is no service, so no organization's bot can answer: error/bot_not_found. */
  service?: AiServiceConfig;
  /** AI_TIMEOUT_MS: how long one request to the service may take before the endpoint answers 504. */
  timeoutMs: number;
  /** AI_POINT_LIMIT: points per organization and month, for every plan; unset, the plan's sPoint (03 §9). */
  pointLimit?: number;
}

const DEFAULT_MODEL: AiModel = 'gpt-4o';
const DEFAULT_TIMEOUT_MS = 20_000;

function wholeNumber(name: string, value: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number ${min}..${max}, got "${value}"`);
  return number;
}

function serviceOf(env: NodeJS.ProcessEnv): AiServiceConfig | undefined {
  const baseUrl = env.AI_BASE_URL || undefined;
  if (!baseUrl) return undefined;
  if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) throw new Error(`AI_BASE_URL must be an http(s) URL, got "${baseUrl}"`);
  const model = env.AI_MODEL || DEFAULT_MODEL;
  if (!isAiModel(model)) throw new Error(`AI_MODEL must be one of ${AI_MODELS.join(', ')}, got "${model}"`);
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey: env.AI_API_KEY || undefined, model };
}

export function aiConfigOf(env: NodeJS.ProcessEnv): AiConfig {
  return {
    service: serviceOf(env),
    timeoutMs: env.AI_TIMEOUT_MS ? wholeNumber('AI_TIMEOUT_MS', env.AI_TIMEOUT_MS, 1, AI_TIMEOUT_MAX_MS) : DEFAULT_TIMEOUT_MS,
    pointLimit: env.AI_POINT_LIMIT ? wholeNumber('AI_POINT_LIMIT', env.AI_POINT_LIMIT, 0) : undefined,
  };
}

/** What the console is told of the service: whether there is one, its model and a request's points. */
export function serviceStatus(ai: AiConfig): AiServiceStatus {
  const model = ai.service?.model ?? null;
  return { configured: model !== null, model, pointsPerRequest: model && AI_MODEL_POINTS[model] };
}
