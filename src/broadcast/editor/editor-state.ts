// The broadcast editor's state (03 §3): what the agent composes, how it becomes the create/update
// payload and back, and each message's problem by the shared content rules (common/broadcast-content.ts).
import {
  audiencePlatforms, BROADCAST_MAX_MESSAGES, defaultScheduleAt, scheduleProblem, type BroadcastGender, type SCHEDULE_MUST_BE_FUTURE,
} from '../../../common/broadcasts';
import { broadcastContentProblem, hasWhatsAppTemplate, quickReplyProblem, type ContentProblem } from '../../../common/broadcast-content';
import type { Broadcast, BroadcastCreateRequest, BroadcastMessage, BroadcastQuery } from '../../../common/contracts/broadcasts';
import type { InboxCategory, Platform } from '../../../common/contracts/base';
import type { MessageTag } from '../../../common/customer-profile';
import { newCardSet } from '../../cards/card-sets';

/** What the preview shows of a picked WhatsApp template (not sent: the server fills it per customer). */
export interface WhatsAppTemplateLabel { name: string; language: string; body: string; integrationId: string }

/** A message being composed: the wire message, a stable key for React, and what the preview needs. */
export type EditorMessage = BroadcastMessage & { key: string; whatsapp?: WhatsAppTemplateLabel };
export type MessageKind = 'text' | 'image' | 'card' | 'carousel' | 'confirm' | 'imagemap' | 'richvideo' | 'whatsapp' | 'shareMessage';

export interface AudienceState {
  platforms: Platform[];
  tagsMode: 'any' | 'all';
  tags: string[];
  tagsExcluded: string[];
  gender: BroadcastGender[];
  inboxes: InboxCategory[];
  customerGroups: string[];
  customersIncluded: string[];
  customersExcluded: string[];
  /** "Failed in broadcast X": fixed when resending, shown read-only. */
  resendTaskId?: string;
}

export interface EditorState {
  name: string;
  audience: AudienceState;
  messages: EditorMessage[];
  /** Quick reply buttons under the last message (LINE); null when there are none. */
  quickReply: { label: string; text: string }[] | null;
  timing: 'now' | 'scheduled';
  /** ISO time; '' with timing 'now' (choosing now clears it, 03 §4). */
  scheduleAt: string;
  fbMessengerTag: MessageTag;
  /** The share message's button (03 §3 shareMessageSetting.buttonLabel); absent in a draft kept before share messages existed. */
  shareButtonLabel?: string;
  /** Signed URLs that show the files uploaded here (src/cards/shown-url.tsx), by their stable URL. */
  shownUrls?: Record<string, string>;
}

export const emptyAudience = (resendTaskId?: string): AudienceState => ({
  platforms: [], tagsMode: 'any', tags: [], tagsExcluded: [], gender: [], inboxes: [], customerGroups: [], customersIncluded: [], customersExcluded: [],
  ...(resendTaskId ? { resendTaskId } : {}),
});

let keys = 0;
export const newKey = () => `m${Date.now().toString(36)}${(keys++).toString(36)}`;

export function emptyEditor(resendTaskId?: string): EditorState {
  return { name: '', audience: emptyAudience(resendTaskId), messages: [newMessage('text')], quickReply: null, timing: 'now', scheduleAt: '', fbMessengerTag: 'NO_TAG' };
}

export function newMessage(kind: MessageKind): EditorMessage {
  const key = newKey();
  switch (kind) {
    case 'text': return { key, contentType: 'text', data: { content: '' } };
    case 'image': return { key, contentType: 'image', data: { url: '' } };
    case 'card': return { key, contentType: 'template', data: newCardSet('buttons') };
    case 'carousel':
    case 'confirm':
      return { key, contentType: 'template', data: newCardSet(kind) };
    case 'imagemap': return { key, contentType: 'imagemap', data: { imageUrl: '', content: '', baseHeight: 320, actions: [] } };
    case 'richvideo': return { key, contentType: 'richvideo', data: { url: '', previewUrl: '', fileName: '' } };
    case 'whatsapp': return { key, contentType: 'template', data: { templateType: 'whatsapp', waTemplateId: '', placeholders: [] } };
    case 'shareMessage': return { key, contentType: 'shareMessage', data: newCardSet('buttons') };
  }
}

/** The kind a message is edited as. */
export function kindOf(message: BroadcastMessage): MessageKind {
  if (message.contentType !== 'template') return message.contentType;
  const { templateType } = message.data;
  if (templateType === 'whatsapp') return 'whatsapp';
  return templateType === 'buttons' ? 'card' : templateType;
}

export const canAddMessage = (state: EditorState) => state.messages.length < BROADCAST_MAX_MESSAGES;

/** The audience as the server reads it (03 §3 query): only the conditions given. */
export function queryOf(audience: AudienceState): BroadcastQuery {
  const query: BroadcastQuery = {};
  if (audience.platforms.length) query.platforms = audience.platforms;
  const tagDensity: NonNullable<BroadcastQuery['tagDensity']> = {};
  if (audience.tags.length) tagDensity[audience.tagsMode === 'all' ? '$all' : '$in'] = audience.tags;
  if (audience.tagsExcluded.length) tagDensity.$nin = audience.tagsExcluded;
  if (Object.keys(tagDensity).length) query.tagDensity = tagDensity;
  if (audience.gender.length) query.gender = audience.gender;
  if (audience.inboxes.length) query.inboxes = audience.inboxes;
  if (audience.customerGroups.length) query.customerGroups = audience.customerGroups;
  const customers: NonNullable<BroadcastQuery['customerObjectIds']> = {};
  if (audience.customersIncluded.length) customers.$in = audience.customersIncluded;
  if (audience.customersExcluded.length) customers.$nin = audience.customersExcluded;
  if (Object.keys(customers).length) query.customerObjectIds = customers;
  if (audience.resendTaskId) query.resendTaskId = audience.resendTaskId;
  return query;
}

/** The platforms the audience may reach ("all" expanded; none named: every platform). */
export const platformsOf = (audience: AudienceState): Platform[] => audiencePlatforms(audience.platforms);

/** The messages as they go on the wire (without the editor's keys and preview labels). */
export const wireMessages = (messages: readonly EditorMessage[]): BroadcastMessage[] =>
  messages.map(({ contentType, data }) => ({ contentType, data }) as BroadcastMessage);

/** The WhatsApp tag follows the messages: WHATSAPP_TEMPLATE when they carry an approved template. */
export const whatsappTagOf = (messages: readonly EditorMessage[]): MessageTag =>
  (hasWhatsAppTemplate(wireMessages(messages)) ? 'WHATSAPP_TEMPLATE' : 'NO_TAG');

/** The share message's setting, when the messages have one. */
export const shareSettingOf = (state: EditorState) =>
  (state.messages.some((message) => message.contentType === 'shareMessage') ? { buttonLabel: state.shareButtonLabel ?? '' } : undefined);

/** POST /broadcast/create's body (update adds query.taskId). */
export function payloadOf(state: EditorState, isDraft: boolean): BroadcastCreateRequest {
  const quickReply = state.quickReply?.length ? { quickReply: { items: state.quickReply } } : {};
  const shareMessageSetting = shareSettingOf(state);
  return {
    name: state.name.trim(),
    query: queryOf(state.audience),
    messages: wireMessages(state.messages),
    ...quickReply,
    ...(shareMessageSetting ? { shareMessageSetting } : {}),
    scheduleAt: state.timing === 'scheduled' && state.scheduleAt ? new Date(state.scheduleAt).toISOString() : null,
    options: {
      fbMessengerTag: state.fbMessengerTag as NonNullable<BroadcastCreateRequest['options']>['fbMessengerTag'],
      whatsappTag: whatsappTagOf(state.messages) as NonNullable<BroadcastCreateRequest['options']>['whatsappTag'],
      isDraft, applyFacebook24Policy: true, applyLineUnfollowFilter: true,
    },
  };
}

/** A stored broadcast back in the editor (edit, or the content of a copy). */
export function stateOf(broadcast: Broadcast): EditorState {
  const { query } = broadcast;
  return {
    name: broadcast.name,
    audience: {
      platforms: query.platforms?.length ? audiencePlatforms(query.platforms) : [],
      tagsMode: query.tagDensity?.$all?.length ? 'all' : 'any',
      tags: [...(query.tagDensity?.$all ?? query.tagDensity?.$in ?? [])],
      tagsExcluded: [...(query.tagDensity?.$nin ?? [])],
      gender: [...(query.gender ?? [])],
      inboxes: [...(query.inboxes ?? [])],
      customerGroups: [...(query.customerGroups ?? [])],
      customersIncluded: [...(query.customerObjectIds?.$in ?? [])],
      customersExcluded: [...(query.customerObjectIds?.$nin ?? [])],
      ...(query.resendTaskId ? { resendTaskId: query.resendTaskId } : {}),
    },
    messages: [...broadcast.messages].sort((a, b) => a.index - b.index).map(({ contentType, data }) => ({ key: newKey(), contentType, data }) as EditorMessage),
    quickReply: broadcast.quickReply?.items.length ? broadcast.quickReply.items.map((item) => ({ ...item })) : null,
    timing: broadcast.scheduleAt ? 'scheduled' : 'now',
    scheduleAt: broadcast.scheduleAt ?? '',
    fbMessengerTag: broadcast.options.fbMessengerTag ?? 'NO_TAG',
    ...(broadcast.shareMessageSetting ? { shareButtonLabel: broadcast.shareMessageSetting.buttonLabel } : {}),
  };
}

const MINUTE_MS = 60_000;

/**
 * Timing: "now" clears the time, "scheduled" starts 5 minutes ahead (03 §4), rounded up to a whole
 * minute: the field shows minutes only, and the time sent must be the one it shows.
 */
export function withTiming(state: EditorState, timing: EditorState['timing'], now: number): EditorState {
  if (timing === 'now') return { ...state, timing, scheduleAt: '' };
  const at = Math.ceil(defaultScheduleAt(now).getTime() / MINUTE_MS) * MINUTE_MS;
  return { ...state, timing, scheduleAt: new Date(at).toISOString() };
}

export function scheduleProblemOf(state: EditorState, now: number): typeof SCHEDULE_MUST_BE_FUTURE | undefined {
  return state.timing === 'scheduled' ? scheduleProblem(state.scheduleAt || 'invalid', now) : undefined;
}

/**
 * Each message's first problem by the shared rules (keyed by the message's index, fields named under
 * `messages/{index}/…` as the server names them), and the quick reply's.
 */
export function messageProblems(state: EditorState): { messages: (ContentProblem | undefined)[]; quickReply?: ContentProblem } {
  const platforms = platformsOf(state.audience);
  const messages = state.messages.map((message, index) => {
    if (kindOf(message) === 'whatsapp' && !(message.data as { waTemplateId: string }).waTemplateId) {
      return { field: `messages/${index}/data/waTemplateId`, message: 'choose an approved template' };
    }
    const problem = broadcastContentProblem(wireMessages([message]), platforms, undefined, shareSettingOf(state));
    return problem && { field: problem.field.replace(/^messages\/0/, `messages/${index}`), message: problem.message };
  });
  const quickReply = state.quickReply ? quickReplyProblem({ items: state.quickReply }) : undefined;
  return { messages, ...(quickReply ? { quickReply } : {}) };
}

/** Whether the broadcast may be sent or scheduled: a name, at least one message, every message valid, a future schedule. */
export function sendProblems(state: EditorState, now: number): { name: boolean; content: boolean; schedule: boolean } {
  const problems = messageProblems(state);
  const content = state.messages.length === 0 || state.messages.length > BROADCAST_MAX_MESSAGES
    || problems.messages.some(Boolean) || Boolean(problems.quickReply)
    || broadcastContentProblem(wireMessages(state.messages), platformsOf(state.audience), state.quickReply ? { items: state.quickReply } : undefined, shareSettingOf(state)) !== undefined;
  return { name: state.name.trim() === '', content, schedule: scheduleProblemOf(state, now) !== undefined };
}
