// Suggested reply and summary of a conversation (02 §7, §8): checks in the order a user would want
// them answered (not this organization's → 404, no service or no answering bot, nothing to work on, not enough points), then
// one request to the AI service, charged before and given back when the service fails.
import { and, desc, eq } from 'drizzle-orm';
import { AI_ERROR, AI_MODEL_POINTS } from '../../common/ai';
import type { AiAnswerResponse, AiConversationRequest } from '../../common/contracts/ai';
import { NOTE_MAX_LENGTH } from '../../common/notes-tags';
import { ParseErrorCode } from '../../common/parse';
import type { Note } from '../../common/contracts/notes-tags';
import type { Db } from '../db/client';
import { customers, messages, organizations } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { createNote, requireNoteRoom } from '../notes/store';
import { AiServiceError, chatCompletion, type ChatMessage } from './chat-completion';
import { answeringBot } from './bot-store';
import type { AiServiceConfig, AiConfig } from './config';
import { chargePoints, pointLimitOf, pointUsage, refundPoints, usageMonth } from './points';
import { TRANSCRIPT_MESSAGES, languageName, replyPrompt, summaryPrompt, transcriptOf, type TranscriptMessage } from './prompts';

const aiError = (status: number, key: string) => new ApiError(status, ParseErrorCode.SCRIPT_FAILED, key);

export interface AssistContext {
  db: Db;
  ai: AiConfig;
  orgId: string;
  userId: string;
  /** The agent's console language (Accept-Language), for the summary. */
  acceptLanguage?: string;
}

/** The latest messages of the organization's conversation, oldest first; 404 when the ids do not belong together here. */
async function recentMessages(db: Db, orgId: string, query: AiConversationRequest): Promise<TranscriptMessage[]> {
  const [customer] = await db.select({ objectId: customers.objectId }).from(customers).where(and(
    eq(customers.orgId, orgId), eq(customers.objectId, query.customerId), eq(customers.conversationId, query.conversationId),
    eq(customers.platform, query.platform), eq(customers.deleted, false),
  )).limit(1);
  if (!customer) throw notFound();
  const rows = await db.select({ contentType: messages.contentType, data: messages.data, sendType: messages.sendType })
    .from(messages)
    .where(and(eq(messages.orgId, orgId), eq(messages.conversationId, query.conversationId), eq(messages.deleted, false)))
    .orderBy(desc(messages.createdAt), desc(messages.objectId))
    .limit(TRANSCRIPT_MESSAGES);
  return rows.reverse();
}

/** The service and the organization's answering bot (bot-store.ts), or error/bot_not_found. */
async function requireBot(context: AssistContext): Promise<{ service: AiServiceConfig; instructions: string }> {
  const service = context.ai.service;
  const bot = service && await answeringBot(context.db, context.orgId);
  if (!service || !bot) throw aiError(404, AI_ERROR.botNotFound);
  return { service, instructions: bot.instructions };
}

/** Charges the request's points, asks the service, gives the points back when it fails. */
async function ask(context: AssistContext, service: AiServiceConfig, prompt: ChatMessage[]): Promise<string> {
  const { db, ai, orgId } = context;
  const points = AI_MODEL_POINTS[service.model];
  const month = usageMonth();
  if (!(await chargePoints(db, orgId, month, points, await pointLimitOf(db, ai, orgId)))) throw aiError(402, AI_ERROR.pointsNotEnough);
  try {
    return await chatCompletion(service, prompt, ai.timeoutMs);
  } catch (error) {
    await refundPoints(db, orgId, month, points);
    if (!(error instanceof AiServiceError)) throw error;
    throw error.failure === 'timeout' ? aiError(504, AI_ERROR.timeout) : aiError(502, AI_ERROR.apiError);
  }
}

/** The organization as its bot names it to the AI service. */
export async function organizationName(db: Db, orgId: string): Promise<string> {
  const [org] = await db.select({ name: organizations.name, displayName: organizations.displayName })
    .from(organizations).where(eq(organizations.objectId, orgId)).limit(1);
  return org?.displayName || org?.name || 'the company';
}

/** GET /ai-bot/openai/auto/reply/text: the agent's next reply to the customer. */
export async function suggestReply(context: AssistContext, query: AiConversationRequest): Promise<AiAnswerResponse> {
  const recent = await recentMessages(context.db, context.orgId, query);
  const { service, instructions } = await requireBot(context);
  if (!recent.some((message) => message.sendType === 'receive')) throw aiError(400, AI_ERROR.noCase);
  const answer = await ask(context, service, replyPrompt(transcriptOf(recent), await organizationName(context.db, context.orgId), instructions));
  return { answer, usage: await pointUsage(context.db, context.ai, context.orgId) };
}

/** At most the length of a note, cut at a character (code point) and marked as cut. */
function asNoteText(answer: string): string {
  const characters = [...answer];
  return characters.length <= NOTE_MAX_LENGTH ? answer : `${characters.slice(0, NOTE_MAX_LENGTH - 1).join('')}…`;
}

/**
 * GET /ai-bot/openai/auto/summary/text: a summary of the conversation, saved as a note on the
 * customer (hence error/note_count_limit when the customer has the most notes). Nothing to summarize
 * answers an empty answer, without asking the service or charging points.
 */
export async function summarize(context: AssistContext, query: AiConversationRequest): Promise<AiAnswerResponse> {
  const { db, orgId } = context;
  const recent = await recentMessages(db, orgId, query);
  const { service } = await requireBot(context);
  await requireNoteRoom(db, orgId, query.customerId);
  const transcript = transcriptOf(recent);
  const answer = transcript === '' ? '' : await ask(context, service, summaryPrompt(transcript, languageName(context.acceptLanguage)));
  let note: Note | undefined;
  if (answer !== '') note = await createNote(db, { orgId, customerId: query.customerId, authorId: context.userId, note: asNoteText(answer) });
  return { answer, usage: await pointUsage(db, context.ai, orgId), ...(note ? { note } : {}) };
}
