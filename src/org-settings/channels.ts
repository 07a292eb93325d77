import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Platform } from '../../common/contracts/base';
import type { CredentialPlatform } from '../../common/contracts/integrations';
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
  /** This console could connect it, but the organization's plan does not include it (03 §9). */
  notInPlan?: boolean;
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

/**
 * The platforms connected with credentials that have a card of their own (src/org-settings/line,
 * messenger, instagram, whatsapp). Typed by the server's contract: a card exists only for what POST /functions/integrate takes.
 */
const CARD_PLATFORMS = ['line', 'facebook', 'instagram', 'whatsapp'] as const satisfies readonly CredentialPlatform[];
export type CardPlatform = (typeof CARD_PLATFORMS)[number];

/**
 * The cards of the linked-app page: the channels this server connects (CONNECTABLE_PLATFORMS) that the
 * organization's plan includes (03 §9: the free plan has live chat only).
 */
export function channelCards(planChannels: readonly Platform[]): CardPlatform[] {
  return CARD_PLATFORMS.filter((platform) => CONNECTABLE_PLATFORMS.includes(platform) && planChannels.includes(platform));
}

/**
 * The linked-app page's other channels: each shows its connect tips, whose Continue says why it cannot
 * be connected: the plan lacks it, or this server cannot connect it yet.
 */
export function channelsWithTips(cards: readonly Platform[], planChannels: readonly Platform[]): ChannelInfo[] {
  return CHANNEL_NAMES.flatMap(([platform, name]) => {
    const needs = NEEDS[platform];
    if (!needs || cards.includes(platform)) return [];
    return [{ platform, name, needs, notInPlan: CONNECTABLE_PLATFORMS.includes(platform) && !planChannels.includes(platform) }];
  });
}

/** A channel's connect tips (01 §2). */
export function channelTips(platform: Platform): ChannelInfo {
  const [, name] = CHANNEL_NAMES.find(([known]) => known === platform)!;
  return { platform, name, needs: NEEDS[platform]! };
}

/** The names of the channels this server connects, as a list in the active language ("LINE, Messenger, and Live chat"). */
export function connectableChannelList(i18n: I18n): string {
  const names = CHANNEL_NAMES.filter(([platform]) => CONNECTABLE_PLATFORMS.includes(platform)).map(([, name]) => i18n._(name));
  return new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(names);
}
