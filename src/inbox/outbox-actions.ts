import { t } from '@lingui/core/macro';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';

function run(action: Promise<void>): void {
  action.catch(() => showToast('error', t`The message could not be updated. Try again.`));
}

/** Retry a message the server refused (needResend). */
export function resendMessage(receiptId: string): void {
  run(getSync().resend(receiptId));
}

/** Drop a failed or expired message from the outbox. */
export function discardMessage(receiptId: string): void {
  run(getSync().discard(receiptId));
}
