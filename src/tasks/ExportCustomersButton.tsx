import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { exportLocaleOf } from '../../common/tasks';
import { DownloadIcon } from '../shell/icons';
import { iconButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { startCustomerExport } from './tasks-api';

/** Starts a CSV export of the organization's customers in the console's language (an icon button); the task panel follows it. */
export function ExportCustomersButton({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={t`Export customers`}
      title={t`Export customers`}
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await startCustomerExport(orgId, exportLocaleOf(i18n.locale));
          showToast('info', t`Export started. Follow it in the task list.`);
        } catch {
          showToast('error', t`The export could not be started. Check your connection and try again.`);
        } finally {
          setBusy(false);
        }
      }}
    >
      <DownloadIcon />
    </button>
  );
}
