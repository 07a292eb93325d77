// Instagram's side of the Page Send API (meta/send-api.ts; docs/channels.md, "Instagram"): its error
// keys, the codes Instagram answers with, and its messages (outbound-messages.ts).
import { DeliveryError } from '../../../common/error-keys';
import type { SendApiRules } from '../meta/send-api';
import { instagramMessageOf } from './outbound-messages';

export const INSTAGRAM_SEND_RULES: SendApiRules = {
  platform: 'instagram',
  errors: {
    rateLimited: DeliveryError.INSTAGRAM_RATE_LIMITED,
    tokenExpired: DeliveryError.INSTAGRAM_TOKEN_EXPIRED,
    outsideWindow: DeliveryError.INSTAGRAM_OUTSIDE_WINDOW,
    userUnavailable: DeliveryError.INSTAGRAM_USER_UNAVAILABLE,
    unknown: DeliveryError.INSTAGRAM_UNKNOWN,
    unsupported: DeliveryError.INSTAGRAM_UNSUPPORTED,
  },
  rateLimitCodes: new Set([4, 613, 80002, 80006]),
  isOutsideWindow: (code, subcode) => code === 10 && (subcode === 2534022 || subcode === 2018278),
  isUserUnavailable: (code, subcode) => code === 551 || subcode === 2534014 || subcode === 1545041,
  messageOf: instagramMessageOf,
};
