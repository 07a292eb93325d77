// Which channels of the linked-app page have a card and which show connect tips: Messenger's card
// appears once the organization's plan includes it (the contract takes it); LINE's always.
import { describe, expect, it } from 'vitest';
import { planTier } from '../../common/access';
import { channelCards, channelsWithTips } from './channels';

describe('channelCards', () => {
  it('shows Messenger when the plan includes it, LINE always', () => {
    const free = planTier('free').channels;
    const basic = planTier('basic').channels;
    expect(channelCards(free)).toEqual(['line']);
    expect(channelCards(basic)).toEqual(['line', 'facebook']);
    expect(channelsWithTips(channelCards(basic), basic).map((channel) => [channel.platform, channel.notInPlan])).toEqual([['instagram', false], ['whatsapp', false]]);
    expect(channelsWithTips(channelCards(free), free).map((channel) => [channel.platform, channel.notInPlan])).toEqual([['facebook', true], ['instagram', false], ['whatsapp', false]]);
  });
});
