import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { startCustomerExport } from './tasks-api';

/** Starts a CSV export of the organization's customers; the task panel follows it. */
export function ExportCustomersButton({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={`${secondaryButton} px-2 py-1 text-xs`}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await startCustomerExport(orgId);
          showToast('info', t`Export started. Follow it in the task list.`);
        } catch {
          showToast('error', t`The export could not be started. Check your connection and try again.`);
        } finally {
          setBusy(false);
        }
      }}
    >
      {t`Export customers`}
    </button>
  );
}
