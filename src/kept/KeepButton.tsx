import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import type { MessageRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { db } from '../../local/db';
import { showToast } from '../ui/toast-store';

const actionButton = 'rounded px-1.5 py-0.5 text-xs font-medium text-slate-500 hover:bg-slate-100 hover:text-indigo-700 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-600 aria-pressed:text-indigo-700';

/** Keep (or stop keeping) a message for later; works offline (the change waits in the action outbox). */
export function KeepButton({ message }: { message: MessageRecord }) {
  const { t } = useLingui();
  const kept = useLiveQuery(() => db.keptMessages.get(message.objectId), [message.objectId]);

  async function toggle() {
    try {
      if (kept) await getSync().act({ kind: 'unkeep', kept, customerId: message.customerId });
      else await getSync().act({ kind: 'keep', message });
    } catch {
      showToast('error', t`The change could not be saved on this device. Try again.`);
    }
  }

  return (
    <button type="button" className={actionButton} aria-pressed={kept !== undefined} onClick={() => void toggle()}>
      {kept ? t`Kept` : t`Keep`}
    </button>
  );
}
