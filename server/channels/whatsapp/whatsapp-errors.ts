// WhatsApp's error codes as Parley's delivery errors (01 §8), the same whether a send is refused at
// once or a `failed` status reports it later (docs/channels.md, "WhatsApp").
import { DeliveryError } from '../../../common/error-keys';

/** Too many messages (the account's or to one number): the send did nothing and may pass later. */
export const RATE_LIMIT_CODES: ReadonlySet<number> = new Set([4, 80007, 130429, 131056]);
/** Too many messages to one number in a short time (the others are the account's). */
export const PAIR_RATE_LIMIT_CODE = 131056;
/** The access token is dead. */
export const TOKEN_EXPIRED_CODE = 190;

/** The delivery error key of a WhatsApp error code. */
export function deliveryErrorOf(code: number | undefined): string {
  if (code === undefined) return DeliveryError.WHATSAPP_UNKNOWN;
  if (RATE_LIMIT_CODES.has(code)) return DeliveryError.WHATSAPP_RATE_LIMITED;
  if (code === TOKEN_EXPIRED_CODE) return DeliveryError.WHATSAPP_TOKEN_EXPIRED;
  if (code === 131047) return DeliveryError.WHATSAPP_OUTSIDE_WINDOW;
  if (code === 131026) return DeliveryError.WHATSAPP_USER_UNAVAILABLE;
  if (code >= 132000 && code <= 132016) return DeliveryError.WHATSAPP_TEMPLATE;
  return `whatsapp:${code}`;
}
