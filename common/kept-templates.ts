// Kept messages and reply templates (02 §3, §7, §9): the wire shapes and limits both sides use.
import type { ParsePointer } from './parse';
import type { Platform, SenderType } from './contracts/base';
import type { ContentType, MessageData } from './contracts/message-data';

/** Kept messages per page (02 §9). */
export const KEPT_PAGE_SIZE = 20;
/** Reply templates per page (02 §9). */
export const TEMPLATE_PAGE_SIZE = 20;
/** A template's name, as the picker lists it. */
export const TEMPLATE_NAME_MAX = 50;
/** A text template's content; the longest text any supported platform takes in one message. */
export const TEMPLATE_CONTENT_MAX = 2000;
/** A template's note (what it is for). */
export const TEMPLATE_NOTE_MAX = 200;

/** A message an agent kept for later (02 §3 Kept message): a copy of the message, shared by the organization. */
export interface KeptMessage {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  conversation: ParsePointer<'Conversation'>;
  message: ParsePointer<'Message'>;
  /** The agent who kept it. */
  owner: ParsePointer<'_User'>;
  platform: Platform;
  contentType: ContentType;
  data: MessageData;
  labels: string[];
  /** The kept message's receiptId, when the console sent it. */
  receipts: string[];
  sender: { objectId: string; className: SenderType; name?: string };
  /** When the message was written. */
  messageCreatedAt: string;
  /** When it was kept. */
  createdAt: string;
}

/**
 * POST /functions/keep — `objectId` is the console's own id of the keep (10 of A–Z a–z 0–9); keeping
 * a message kept already answers the stored keep.
 */
export interface KeepRequest {
  orgId?: string;
  conversation: string;
  message: string;
  owner?: string;
  objectId?: string;
}
/** POST /classes/KeptMessage — a Parse-style query, newest first. */
export interface KeptQueryRequest {
  orgId?: string;
  where?: { conversation?: string };
  limit?: number;
  skip?: number;
}
export interface KeptQueryResponse { results: KeptMessage[] }
/** POST /classes/KeptMessage/{id} with `_method: 'DELETE'`. */
export interface KeptDeleteResponse { objectId: string; deleted: true }

/** A reply template (02 §3): version 2; a text template holds its text in data.content and one element. */
export interface ReplyTemplate {
  objectId: string;
  templateId: string;
  organization: ParsePointer<'Organization'>;
  templateType: 'text';
  name: string;
  note: string;
  expiredAt?: string;
  hidden: boolean;
  version: 2;
  data: { content: string; elements: { contentType: 'text'; data: { content: string } }[] };
  createdAt: string;
  updatedAt: string;
}

/** POST /functions/queryTemplate — the organization's templates whose name or text contains the keyword, by name. */
export interface QueryTemplateRequest {
  orgId?: string;
  where?: { keyword?: string };
  options?: { limit?: number; skip?: number };
}
export interface QueryTemplateResult { templates: ReplyTemplate[] }
/**
 * POST /functions/saveTemplate — the spec names the save (02 §5: orgId, templateType, name and at
 * least one element) but not its path. `objectId` is the console's own id (a repeat answers the same).
 */
export interface SaveTemplateRequest {
  orgId?: string;
  templateType: 'text';
  name: string;
  note?: string;
  data: { elements: { contentType: 'text'; data: { content: string } }[] };
  objectId?: string;
}
/** POST /functions/removeTemplate. */
export interface RemoveTemplateRequest { orgId?: string; templateId: string }
export interface RemoveTemplateResult { objectId: string; removed: true }
