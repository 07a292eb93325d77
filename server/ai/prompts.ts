// What the AI service is sent: a short instruction and the conversation's recent messages as a
// plain transcript. Only message text goes out (no names, ids or contact details of the customer).
import { isReaction, isSystemLine, previewTextOf } from '../../common/message-content';
import type { ContentType, MessageData } from '../../common/contracts/message-data';
import { NOTE_MAX_LENGTH } from '../../common/notes-tags';
import type { ChatMessage } from './chat-completion';

/** How many of the latest messages the service sees, and how much of each. */
export const TRANSCRIPT_MESSAGES = 20;
const MESSAGE_TEXT_MAX = 500;

export interface TranscriptMessage {
  contentType: ContentType;
  data: MessageData;
  sendType: 'send' | 'receive';
}

const LANGUAGES: Record<string, string> = {
  en: 'English', ja: 'Japanese', 'zh-TW': 'Traditional Chinese', 'zh-CN': 'Simplified Chinese', zh: 'Traditional Chinese',
};

/** The language of the agent's console (its Accept-Language), named for the instruction. */
export function languageName(acceptLanguage: string | undefined): string {
  const tag = (acceptLanguage ?? '').split(',')[0]?.trim() ?? '';
  return LANGUAGES[tag] ?? LANGUAGES[tag.split('-')[0] ?? ''] ?? 'English';
}

/** One line per message, oldest first; system lines and reactions left out. */
export function transcriptOf(messages: readonly TranscriptMessage[]): string {
  return messages
    .filter((message) => !isSystemLine(message.contentType) && !isReaction(message.contentType))
    .map((message) => {
      const text = [...(previewTextOf(message).trim() || `[${message.contentType}]`)].slice(0, MESSAGE_TEXT_MAX).join('');
      return `${message.sendType === 'receive' ? 'Customer' : 'Agent'}: ${text}`;
    })
    .join('\n');
}

/** What the organization told its bot, after the instruction (nothing when it told nothing). */
const businessSection = (organizationName: string, instructions: string) =>
  (instructions === '' ? '' : `\n\nWhat ${organizationName} tells you:\n${instructions}`);

/** `instructions`: what the organization told its bot in the bot editor (facts, policies, tone). */
export function replyPrompt(transcript: string, organizationName: string, instructions: string): ChatMessage[] {
  const business = businessSection(organizationName, instructions);
  return [
    {
      role: 'system',
      content: `You help a customer-service agent of ${organizationName}. Write the agent's next reply to the customer: `
        + `short, friendly, plain text, in the language the customer writes in. Answer with the reply only.${business}`,
    },
    { role: 'user', content: transcript },
  ];
}

/** What the AI bot answers instead of a reply when a person should take over (autoAnswerPrompt). */
const HANDOVER_MARKERS = { unsure: '[[HANDOVER:UNSURE]]', person: '[[HANDOVER:PERSON]]' } as const;

/**
 * The AI bot answering the customer itself: only from what the organization told it, and a marker in
 * place of a reply when it does not know or the customer wants a person (handoverAsked reads it).
 */
export function autoAnswerPrompt(transcript: string, organizationName: string, instructions: string): ChatMessage[] {
  const business = businessSection(organizationName, instructions);
  return [
    {
      role: 'system',
      content: `You answer customers of ${organizationName} in their chat, as its assistant: short, friendly, plain text, `
        + 'in the language the customer writes in. Answer with the reply only. Answer only from what the business tells you and the '
        + `conversation. If you are not sure of the answer, answer exactly ${HANDOVER_MARKERS.unsure}. If the customer asks for a `
        + `person, a human or an agent, answer exactly ${HANDOVER_MARKERS.person}.${business}`,
    },
    { role: 'user', content: transcript },
  ];
}

/** The hand-over an auto answer asks for, if it carries a marker (anywhere: models add words around it). */
export function handoverAsked(answer: string): 'aiUnsure' | 'askedForPerson' | undefined {
  if (answer.includes(HANDOVER_MARKERS.person)) return 'askedForPerson';
  if (answer.includes(HANDOVER_MARKERS.unsure)) return 'aiUnsure';
  return undefined;
}

export function summaryPrompt(transcript: string, language: string): ChatMessage[] {
  return [
    {
      role: 'system',
      content: 'Summarize this customer-service conversation for a colleague: what the customer wants and what is still open. '
        + `At most ${NOTE_MAX_LENGTH} characters, plain text, in ${language}. Answer with the summary only.`,
    },
    { role: 'user', content: transcript },
  ];
}
