import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DeliveryError } from '../../common/error-keys';
import type { MessageRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { ClockIcon } from '../shell/icons';
import { showToast } from '../ui/toast-store';
import { PLATFORM_LABELS } from './platforms';

const linkButton = 'font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** What a refused delivery's error key means (01 §8 platform errors). */
const DELIVERY_ERRORS: Record<string, MessageDescriptor> = {
  [DeliveryError.LINE_MONTHLY_LIMIT]: msg`LINE's monthly message limit is reached: this reply was not sent.`,
  [DeliveryError.LINE_UNKNOWN]: msg`LINE did not answer, so the reply may not have arrived. Resend it if the customer did not get it.`,
  [DeliveryError.LINE_UNSUPPORTED]: msg`This kind of message cannot be sent to LINE yet.`,
  [DeliveryError.DISCONNECTED]: msg`The account this customer writes to is no longer connected.`,
  [DeliveryError.FACEBOOK_OUTSIDE_WINDOW]: msg`More than 24 hours after the customer's last message, Messenger takes only a tagged message: this reply was not sent.`,
  [DeliveryError.FACEBOOK_USER_UNAVAILABLE]: msg`This person cannot be reached on Messenger right now (they may have blocked the Page).`,
  [DeliveryError.FACEBOOK_RATE_LIMITED]: msg`Messenger is limiting how many messages the Page may send: this reply was not sent. Try again later.`,
  [DeliveryError.FACEBOOK_TOKEN_EXPIRED]: msg`The Page's access token has expired: an admin must connect the Page again in Linked apps.`,
  [DeliveryError.FACEBOOK_UNKNOWN]: msg`Messenger did not answer, so the reply may not have arrived. Resend it if the customer did not get it.`,
  [DeliveryError.FACEBOOK_UNSUPPORTED]: msg`This kind of message cannot be sent to Messenger yet.`,
  [DeliveryError.INSTAGRAM_OUTSIDE_WINDOW]: msg`More than 24 hours after the customer's last message, Instagram takes only a message tagged Human agent: this reply was not sent.`,
  [DeliveryError.INSTAGRAM_USER_UNAVAILABLE]: msg`This person cannot be reached on Instagram right now (they may have blocked the account).`,
  [DeliveryError.INSTAGRAM_RATE_LIMITED]: msg`Instagram is limiting how many messages the account may send: this reply was not sent. Try again later.`,
  [DeliveryError.INSTAGRAM_TOKEN_EXPIRED]: msg`The Instagram account's Page token has expired: an admin must connect it again in Linked apps.`,
  [DeliveryError.INSTAGRAM_UNKNOWN]: msg`Instagram did not answer, so the reply may not have arrived. Resend it if the customer did not get it.`,
  [DeliveryError.INSTAGRAM_UNSUPPORTED]: msg`Instagram does not take this kind of message (no audio or video).`,
  [DeliveryError.WHATSAPP_OUTSIDE_WINDOW]: msg`More than 24 hours after the customer's last message, WhatsApp takes only an approved template: this reply was not sent.`,
  [DeliveryError.WHATSAPP_USER_UNAVAILABLE]: msg`This number cannot get WhatsApp messages (not on WhatsApp, an old app, or it blocked the business).`,
  [DeliveryError.WHATSAPP_RATE_LIMITED]: msg`WhatsApp is limiting how many messages the number may send: this reply was not sent. Try again later.`,
  [DeliveryError.WHATSAPP_TOKEN_EXPIRED]: msg`The WhatsApp number's access token has expired: an admin must connect it again in Linked apps.`,
  [DeliveryError.WHATSAPP_TEMPLATE]: msg`WhatsApp refused the template: it is missing, paused, or its placeholders do not fit. Check it in Organization settings › WhatsApp templates.`,
  [DeliveryError.WHATSAPP_UNKNOWN]: msg`WhatsApp did not answer, so the reply may not have arrived. Resend it if the customer did not get it.`,
  [DeliveryError.WHATSAPP_UNSUPPORTED]: msg`This kind of message cannot be sent to WhatsApp yet.`,
};

/**
 * How a reply on a connected platform is going (docs/channels.md): sending, or refused with the
 * platform's words and a Resend. Once the platform has it, only the newest reply says whether the
 * customer's device got it (Delivered) or the customer read it (Seen), as the platform reports.
 */
export function DeliveryNote({ message, newestReply }: { message: MessageRecord; newestReply: boolean }) {
  const { t, i18n } = useLingui();
  const { delivery } = message;
  if (newestReply && (delivery?.state === 'delivered' || delivery?.state === 'read')) {
    return <p className="mt-1 px-1 text-right text-xs text-slate-500">{delivery.state === 'read' ? t`Seen` : t`Delivered`}</p>;
  }
  if (delivery?.state !== 'pending' && delivery?.state !== 'failed') return null;
  const platform = i18n._(PLATFORM_LABELS[message.platform]);
  if (delivery.state === 'pending') {
    return (
      <p className="mt-1 flex items-center gap-1 px-1 text-xs text-slate-500">
        <ClockIcon />
        <span>{t`Sending to ${platform}…`}</span>
      </p>
    );
  }
  const known = delivery.error ? DELIVERY_ERRORS[delivery.error] : undefined;
  const detail = delivery.detail ?? '';
  const text = known ? i18n._(known) : t`${platform} refused the reply: ${detail}`;
  function resend() {
    getSync().resendDelivery(message.orgId, message.objectId)
      .catch(() => showToast('error', t`The reply could not be sent again. Check your connection and try again.`));
  }
  return (
    <p role="alert" className="mt-1 flex max-w-[70%] flex-wrap items-center justify-end gap-x-3 px-1 text-xs text-red-700">
      <span title={known ? detail : undefined}>{text}</span>
      <button type="button" className={linkButton} onClick={resend}>{t`Resend`}</button>
    </p>
  );
}
