// The message routes' refusals that carry an error key the console explains (01 §8).
import { MESSAGING_WINDOW_CLOSED } from '../../common/error-keys';
import { ParseErrorCode } from '../../common/parse';
import type { Platform } from '../../common/contracts/base';
import { ApiError } from '../http/errors';

const WHAT_OUTSIDE_WINDOW: Partial<Record<Platform, string>> = {
  facebook: 'Messenger takes only a message with a tag',
  instagram: 'Instagram takes only a message with the HUMAN_AGENT tag',
  whatsapp: 'WhatsApp takes only an approved template (WHATSAPP_TEMPLATE)',
};

/** A reply outside the customer's messaging window without what the platform then requires. */
export const messagingWindowClosed = (platform: Platform) => new ApiError(400, ParseErrorCode.SCRIPT_FAILED, MESSAGING_WINDOW_CLOSED, {
  detail: `options.fbMessengerTag: more than 24 hours since the customer last wrote: ${WHAT_OUTSIDE_WINDOW[platform] ?? 'the platform takes only a message with a tag'}`,
});
