// Which channels of the linked-app page have a card and which show connect tips: a channel this
// server connects has its card once the organization's plan includes it.
import { describe, expect, it } from 'vitest';
import { planTier } from '../../common/access';
import { channelCards, channelsWithTips } from './channels';

describe('channelCards', () => {
  it('shows LINE and Messenger when the plan includes them, else their tips name the plan', () => {
    const free = planTier('free').channels;
    const basic = planTier('basic').channels;
    expect(channelCards(free)).toEqual([]);
    expect(channelCards(basic)).toEqual(['line', 'facebook']);
    expect(channelsWithTips(channelCards(basic), basic).map((channel) => [channel.platform, channel.notInPlan])).toEqual([['instagram', false], ['whatsapp', false]]);
    expect(channelsWithTips(channelCards(free), free).map((channel) => [channel.platform, channel.notInPlan])).toEqual([['line', true], ['facebook', true], ['instagram', false], ['whatsapp', false]]);
  });
});
