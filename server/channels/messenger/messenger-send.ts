// Messenger's side of the Page Send API (meta/send-api.ts; docs/channels.md, "Messenger"): its error
// keys, the codes Messenger answers with, and its messages (outbound-messages.ts).
import { DeliveryError } from '../../../common/error-keys';
import type { SendApiRules } from '../meta/send-api';
import { messengerMessageOf } from './outbound-messages';

export const MESSENGER_SEND_RULES: SendApiRules = {
  platform: 'facebook',
  errors: {
    rateLimited: DeliveryError.FACEBOOK_RATE_LIMITED,
    tokenExpired: DeliveryError.FACEBOOK_TOKEN_EXPIRED,
    outsideWindow: DeliveryError.FACEBOOK_OUTSIDE_WINDOW,
    userUnavailable: DeliveryError.FACEBOOK_USER_UNAVAILABLE,
    unknown: DeliveryError.FACEBOOK_UNKNOWN,
    unsupported: DeliveryError.FACEBOOK_UNSUPPORTED,
  },
  rateLimitCodes: new Set([4, 613, 80007]),
  isOutsideWindow: (code, subcode) => code === 10 && subcode === 2018278,
  isUserUnavailable: (code, subcode) => code === 551 || subcode === 1545041,
  messageOf: messengerMessageOf,
};
