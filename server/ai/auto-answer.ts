// The AI bot answering a customer by itself (issue 28; docs/message-bot.md): in a conversation the bot
// has, when no keyword rule answered. The bot's instructions and the conversation's recent messages go
// to the AI service within the plan's monthly points and the service's time limit. When it is unsure,
// the customer asks for a person, the points are used up or the service fails, the message bot hands
// the conversation to the team with the reason (server/message-bot).
import { and, desc, eq } from 'drizzle-orm';
import { AI_MODEL_POINTS } from '../../common/ai';
import type { BotHandoverReason } from '../../common/message-bot';
import type { Db } from '../db/client';
import { messages } from '../db/schema';
import type { CustomerRow } from '../messages/serialize';
import { organizationName } from './assist';
import { answeringBot } from './bot-store';
import { AiServiceError, chatCompletion } from './chat-completion';
import type { AiConfig } from './config';
import { chargePoints, pointLimitOf, refundPoints, usageMonth } from './points';
import { autoAnswerPrompt, handoverAsked, TRANSCRIPT_MESSAGES, transcriptOf } from './prompts';

export type AiAutoAnswer =
  | { kind: 'answer'; text: string }
  | { kind: 'handover'; reason: Extract<BotHandoverReason, 'aiUnsure' | 'askedForPerson' | 'aiPointsOut' | 'aiFailed'> }
  /** The organization's AI bot does not answer customers (no service, no bot, off, not set to answer, plan). */
  | { kind: 'off' };

export interface AiAnswerServices {
  db: Db;
  config: { ai: AiConfig };
}

/** The conversation's latest messages up to and including the one to answer, oldest first. */
async function transcriptUpTo(db: Db, customer: CustomerRow, messageId: string): Promise<string> {
  const [answered] = await db.select({ createdAt: messages.createdAt }).from(messages)
    .where(and(eq(messages.orgId, customer.orgId), eq(messages.objectId, messageId))).limit(1);
  const rows = await db.select({ contentType: messages.contentType, data: messages.data, sendType: messages.sendType, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.orgId, customer.orgId), eq(messages.conversationId, customer.conversationId), eq(messages.deleted, false)))
    .orderBy(desc(messages.createdAt), desc(messages.objectId))
    .limit(TRANSCRIPT_MESSAGES);
  // A job run late must not answer what came after its message (that message's own job answers it).
  const upTo = answered ? rows.filter((row) => row.createdAt <= answered.createdAt) : rows;
  return transcriptOf(upTo.reverse());
}

/** What the AI bot does with the customer's message `messageId`: answer it, hand over, or nothing. */
export async function answerWithAi(services: AiAnswerServices, input: { customer: CustomerRow; messageId: string }): Promise<AiAutoAnswer> {
  const { db, config: { ai } } = services;
  const { customer } = input;
  const service = ai.service;
  const bot = service && await answeringBot(db, customer.orgId);
  if (!service || !bot?.answersCustomers) return { kind: 'off' };
  const points = AI_MODEL_POINTS[service.model];
  const month = usageMonth();
  if (!(await chargePoints(db, customer.orgId, month, points, await pointLimitOf(db, ai, customer.orgId)))) {
    return { kind: 'handover', reason: 'aiPointsOut' };
  }
  let answer: string;
  try {
    const prompt = autoAnswerPrompt(await transcriptUpTo(db, customer, input.messageId), await organizationName(db, customer.orgId), bot.instructions);
    answer = (await chatCompletion(service, prompt, ai.timeoutMs)).trim();
  } catch (error) {
    await refundPoints(db, customer.orgId, month, points);
    if (error instanceof AiServiceError) return { kind: 'handover', reason: 'aiFailed' };
    throw error;
  }
  const asked = handoverAsked(answer);
  if (asked) return { kind: 'handover', reason: asked };
  return answer === '' ? { kind: 'handover', reason: 'aiUnsure' } : { kind: 'answer', text: answer };
}
