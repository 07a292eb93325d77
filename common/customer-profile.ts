// The customer profile (02 §3 Customer, §7 "Customers and search", §9): custom fields, monitoring,
// binding to a role, e-commerce history and the channels' message tags: the rules both the console and
// the server follow (the calls' shapes are in contracts/customer-profile.ts).
import type { Platform } from './contracts/base';

/** A customer's free fields whose names the organization chooses (02 §3 customField1 to customField3). */
export const CUSTOM_FIELD_KEYS = ['customField1', 'customField2', 'customField3'] as const;
export type CustomFieldKey = (typeof CUSTOM_FIELD_KEYS)[number];
export type CustomFieldValues = Partial<Record<CustomFieldKey, string>>;
/** The organization's names of its custom fields; a field without a name is shown by its number. */
export type CustomFieldLabels = Partial<Record<CustomFieldKey, string>>;

export const CUSTOM_FIELD_LABEL_MAX = 40;
export const CUSTOM_FIELD_VALUE_MAX = 200;

/** The profile fields of 02 §3 Customer the panel lists, in order (what the channel or a form told us). */
export const PROFILE_FIELD_KEYS = [
  'originalDisplayName', 'gender', 'birthday', 'cellPhone', 'email', 'nation', 'location', 'address', 'about', 'language',
] as const;
export type ProfileFieldKey = (typeof PROFILE_FIELD_KEYS)[number];
/** The profile fields the server keeps together (the others have columns of their own). */
export const EXTRA_PROFILE_KEYS = ['gender', 'birthday', 'nation', 'location', 'address', 'about', 'language'] as const;
export type CustomerProfileFields = Partial<Record<(typeof EXTRA_PROFILE_KEYS)[number], string>>;

/** E-commerce purchase history: 10 a page (02 §9 "History page: 10"). */
export const EC_HISTORY_PAGE_SIZE = 10;
export const EC_HISTORY_LIMIT_MAX = 100;

/** Facebook message tags (02 §3 Enumerations); NO_TAG sends none. */
export const FACEBOOK_MESSAGE_TAGS = ['NO_TAG', 'HUMAN_AGENT', 'CONFIRMED_EVENT_UPDATE', 'POST_PURCHASE_UPDATE', 'ACCOUNT_UPDATE'] as const;
/** Instagram answers outside the 24-hour window only as a person's reply: HUMAN_AGENT (Meta's Instagram messaging policy). */
export const INSTAGRAM_MESSAGE_TAGS = ['NO_TAG', 'HUMAN_AGENT'] as const;
/** WhatsApp tags (02 §3 Enumerations). */
export const WHATSAPP_MESSAGE_TAGS = ['NO_TAG', 'WHATSAPP_TEMPLATE'] as const;
export type MessageTag = (typeof FACEBOOK_MESSAGE_TAGS)[number] | (typeof WHATSAPP_MESSAGE_TAGS)[number];
export const MESSAGE_TAGS: readonly MessageTag[] = [...new Set<MessageTag>([...FACEBOOK_MESSAGE_TAGS, ...WHATSAPP_MESSAGE_TAGS])];

/** The message tags a reply to a customer of this platform may carry; none for the other channels. */
export function messageTagsFor(platform: Platform): readonly MessageTag[] {
  if (platform === 'facebook') return FACEBOOK_MESSAGE_TAGS;
  if (platform === 'instagram') return INSTAGRAM_MESSAGE_TAGS;
  if (platform === 'whatsapp') return WHATSAPP_MESSAGE_TAGS;
  return [];
}

/** The tag a message goes out with: nothing for NO_TAG or a channel without tags. */
export function outgoingMessageTag(platform: Platform, tag: MessageTag | undefined): MessageTag | undefined {
  return tag && tag !== 'NO_TAG' && messageTagsFor(platform).includes(tag) ? tag : undefined;
}

/** The role a customer is bound to, as the inbox rules read it (bind, subBind). */
export interface BindScope {
  /** The role of the user looking, or null. */
  roleId: string | null;
  /** Every role under it (subordinates, their subordinates, …). */
  subRoleIds: readonly string[];
}

/** The roles below `roleId` in the superior chain (not itself), whatever the depth. */
export function subordinateRoleIds(roles: readonly { _id: string; superiorId: string | null }[], roleId: string | null): string[] {
  if (!roleId) return [];
  const found: string[] = [];
  let frontier = [roleId];
  while (frontier.length > 0) {
    const next = roles.filter((role) => role.superiorId !== null && frontier.includes(role.superiorId) && !found.includes(role._id));
    found.push(...next.map((role) => role._id));
    frontier = next.map((role) => role._id);
  }
  return found;
}

// The calls' requests and answers: contracts/customer-profile.ts.
