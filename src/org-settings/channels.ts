import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Platform } from '../../common/contracts/base';

export interface ChannelInfo {
  platform: Platform;
  name: MessageDescriptor;
  /** What the connect-tips dialog says one needs (01 §2). */
  needs: MessageDescriptor;
}

/** The channels of the linked-app page, in the order of 01 §1; live chat is built in. */
export const EXTERNAL_CHANNELS: readonly ChannelInfo[] = [
  { platform: 'line', name: msg`LINE`, needs: msg`A LINE Official Account with the Messaging API turned on: its channel secret and channel access token.` },
  { platform: 'facebook', name: msg`Messenger`, needs: msg`A Facebook Page you manage, and permission to let this console answer its messages.` },
  { platform: 'instagram', name: msg`Instagram`, needs: msg`An Instagram professional account linked to a Facebook Page you manage.` },
  { platform: 'whatsapp', name: msg`WhatsApp`, needs: msg`A WhatsApp Business account with a verified phone number.` },
];
