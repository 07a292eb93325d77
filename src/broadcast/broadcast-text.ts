// The words of broadcasts in the active language: statuses, platforms, outcomes, the error texts of
// 03 §8 "Broadcast send".
import { t } from '@lingui/core/macro';
import { DATA_IMMUTABLE, NOT_SUPPORTED_CONTENT_TYPE, OPENLOG_REASONS, SCHEDULE_MUST_BE_FUTURE, type BroadcastStatus } from '../../common/broadcasts';
import type { Platform } from '../../common/contracts/base';
import { toApiError } from '../api/api-error';

export function broadcastStatusText(status: BroadcastStatus | string): string {
  switch (status) {
    case 'draft': return t({ message: 'Draft', context: 'broadcast status' });
    case 'scheduled': return t({ message: 'Scheduled', context: 'broadcast status' });
    case 'started': return t({ message: 'Starting', context: 'broadcast status' });
    case 'preparing': return t({ message: 'Preparing', context: 'broadcast status' });
    case 'dispatching': return t({ message: 'Sending', context: 'broadcast status' });
    case 'pausing': return t({ message: 'Paused', context: 'broadcast status' });
    case 'terminated': return t({ message: 'Stopped', context: 'broadcast status' });
    case 'done': return t({ message: 'Done', context: 'broadcast status' });
    case 'error': return t({ message: 'Failed', context: 'broadcast status' });
    default: return status;
  }
}

export function platformText(platform: Platform | string): string {
  switch (platform) {
    case 'line': return 'LINE';
    case 'facebook': return 'Messenger';
    case 'instagram': return 'Instagram';
    case 'whatsapp': return 'WhatsApp';
    case 'livechat': return t`Live chat`;
    default: return platform;
  }
}

/** Why LINE's open log is not shown (POST /functions/getBroadcastOpenlog `reason`). */
export function openlogReasonText(reason: string | undefined): string {
  switch (reason) {
    case OPENLOG_REASONS.NOT_SENT: return t`Nothing has been sent yet, so there is no open log.`;
    case OPENLOG_REASONS.NO_LINE: return t`This broadcast reached no LINE customers. Only LINE reports opens and clicks.`;
    case OPENLOG_REASONS.NO_REQUEST_ID: return t`LINE took the messages but gave no request id for them, and LINE reports opens and clicks only by request id: they are not available for this broadcast. Its delivery counts above are not affected.`;
    case OPENLOG_REASONS.NOT_READY: return t`LINE has no opens and clicks for this broadcast yet: LINE makes them some time after sending, and leaves out small numbers. Look again later.`;
    case OPENLOG_REASONS.NOT_SUPPORTED: return t`These platforms do not report opens and clicks.`;
    default: return reason ?? t`LINE gave no open log for this broadcast.`;
  }
}

/** The text of a failed broadcast call (03 §8): the known keys, else the server's message, else the default. */
export async function broadcastErrorText(cause: unknown): Promise<string> {
  const error = await toApiError(cause);
  if (error.offline) return t`Cannot reach the server. Check your connection and try again.`;
  switch (error.body.error) {
    case DATA_IMMUTABLE: return t`This broadcast has already started or finished, so it cannot be changed this way. Reload the list to see where it stands.`;
    case SCHEDULE_MUST_BE_FUTURE: return t`The scheduled time must be in the future.`;
    case NOT_SUPPORTED_CONTENT_TYPE: return t`This broadcast has a kind of message that is not supported.`;
    default: return error.body.error ?? t`The broadcast could not be changed. Please try again.`;
  }
}
