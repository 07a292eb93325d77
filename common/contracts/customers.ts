// Customers as the inbox lists them (02 §3).
import type { ParseDate, ParsePointer } from '../parse';
import type { InboxCategory, Platform, SenderType } from './base';
import type { LastRead } from './read-state';

export interface LastMessagePreview {
  objectId: string;
  contentType: string;
  text: string;
  senderType: SenderType;
  createdAt: string;
}

export interface Customer {
  objectId: string;
  organization: ParsePointer<'Organization'>;
  /** The customer's id on its platform (for live chat: the visitor id). */
  customerId: string;
  platform: Platform;
  displayName: string;
  originalDisplayName: string;
  picture?: string;
  inbox: InboxCategory[];
  friendship: 'follow' | 'unfollow';
  tags: string[];
  joinedAt: ParseDate;
  lastMessageAt?: ParseDate;
  lastInboundAt?: ParseDate;
  assignedAt?: ParseDate;
  /** The user (objectId) the customer is assigned to, if anyone (02 §7 assign). */
  assignee?: string;
  /** Agents watch this customer (POST /customer/monitoring/update; docs/customer-profile.md). */
  isMonitoring?: boolean;
  /** The org role the customer is bound to (POST /functions/bind), and its name. */
  bind?: string;
  bindName?: string;
  customField1?: string;
  customField2?: string;
  customField3?: string;
  /** Profile fields of 02 §3, when the channel or a form told us. */
  gender?: string;
  birthday?: string;
  cellPhone?: string;
  email?: string;
  nation?: string;
  location?: string;
  address?: string;
  about?: string;
  language?: string;
  conversation: { objectId: string; lastMessage?: LastMessagePreview };
  lastRead: LastRead;
  createdAt: string;
  updatedAt: string;
}
