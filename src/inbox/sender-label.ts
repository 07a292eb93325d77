import { t } from '@lingui/core/macro';
import type { MessageRecord } from '../../local/records';

export interface SenderContext {
  currentUserId: string;
  organizationName: string;
  customerName: string;
}

/** Who a message is from, as 02 §6 shows it: "You", a colleague's first name, the organization, the bot. */
export function senderLabel(message: Pick<MessageRecord, 'senderType' | 'senderId' | 'senderName'>, context: SenderContext): string {
  switch (message.senderType) {
    case 'Customer':
      return context.customerName;
    case '_User':
      if (message.senderId === context.currentUserId) return t`You`;
      return message.senderName || t`User name updating`;
    case 'Organization':
      return context.organizationName;
    case 'Bot':
    case 'ForeignBot':
      return t`Bot`;
    case 'AddOn':
      return t`Add-on`;
  }
}
