// Which channels of the linked-app page have a card and which show connect tips: a channel this
// server connects has its card once the organization's plan includes it.
import { describe, expect, it } from 'vitest';
import { planTier } from '../../common/access';
import { channelCards, channelsWithTips } from './channels';

describe('channelCards', () => {
  it('shows each Meta and LINE card when the plan includes it, else its tips name the plan', () => {
    const free = planTier('free').channels;
    const basic = planTier('basic').channels;
    const business = planTier('business').channels;
    expect(channelCards(free)).toEqual([]);
    expect(channelCards(basic)).toEqual(['line', 'facebook', 'instagram']);
    expect(channelCards(business)).toEqual(['line', 'facebook', 'instagram', 'whatsapp']);
    expect(channelsWithTips(channelCards(business), business)).toEqual([]);
    expect(channelsWithTips(channelCards(basic), basic).map((channel) => [channel.platform, channel.notInPlan])).toEqual([['whatsapp', true]]);
    expect(channelsWithTips(channelCards(free), free).map((channel) => [channel.platform, channel.notInPlan])).toEqual([['line', true], ['facebook', true], ['instagram', true], ['whatsapp', true]]);
  });
});
