import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Platform } from '../../common/contracts/base';
import { CONNECTABLE_PLATFORMS } from '../../common/organizations/integrations';

/** Every channel's name, in the order of 01 §1 (the linked-app page lists them so). */
const CHANNEL_NAMES: readonly (readonly [Platform, MessageDescriptor])[] = [
  ['line', msg`LINE`],
  ['facebook', msg`Messenger`],
  ['instagram', msg`Instagram`],
  ['whatsapp', msg`WhatsApp`],
  ['livechat', msg`Live chat`],
];

export interface ChannelInfo {
  platform: Platform;
  name: MessageDescriptor;
  /** What the connect-tips dialog says one needs (01 §2). */
  needs: MessageDescriptor;
}

const NEEDS: Partial<Record<Platform, MessageDescriptor>> = {
  line: msg`A LINE Official Account with the Messaging API turned on: its channel secret and channel access token.`,
  facebook: msg`A Facebook Page you manage, and permission to let this console answer its messages.`,
  instagram: msg`An Instagram professional account linked to a Facebook Page you manage.`,
  whatsapp: msg`A WhatsApp Business account with a verified phone number.`,
};

/**
 * The channels of the linked-app page this server cannot connect yet (common/organizations/
 * integrations.ts): each shows its connect tips. Live chat, which it can, has its own card.
 */
export const CHANNELS_NOT_YET_CONNECTABLE: readonly ChannelInfo[] = CHANNEL_NAMES.flatMap(([platform, name]) => {
  const needs = NEEDS[platform];
  return CONNECTABLE_PLATFORMS.includes(platform) || !needs ? [] : [{ platform, name, needs }];
});

/** The names of the channels this server connects, as a list in the active language ("Live chat"; "LINE and Live chat"). */
export function connectableChannelList(i18n: I18n): string {
  const names = CHANNEL_NAMES.filter(([platform]) => CONNECTABLE_PLATFORMS.includes(platform)).map(([, name]) => i18n._(name));
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
}
