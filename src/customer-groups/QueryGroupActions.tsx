import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { secondaryButton } from '../ui/buttons';
import { refreshCustomerGroup } from './customer-groups-api';
import { RequeryDialog } from './RequeryDialog';

/**
 * Refresh and Edit query of a query group (02 §4): each starts the task that computes its customers
 * again, so both wait while the group is not ready. `disabled`: offline, or the list as last loaded.
 */
export function QueryGroupActions({ orgId, group, disabled, onStarted }: {
  orgId: string;
  group: CustomerGroup;
  disabled: boolean;
  /** A task started: the group is `updating` now. */
  onStarted: () => void;
}) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = group.name;
  const waiting = disabled || group.status !== 'ready';

  async function refresh() {
    setError(null);
    try {
      await refreshCustomerGroup(orgId, group.objectId);
      onStarted();
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
    }
  }

  return (
    <>
      <button type="button" className={secondaryButton} disabled={waiting} onClick={() => void refresh()} aria-label={t`Refresh ${name}`}>{t({ message: 'Refresh', context: 'customer group' })}</button>
      <button type="button" className={secondaryButton} disabled={waiting} onClick={() => setEditing(true)} aria-label={t`Edit the query of ${name}`}>{t`Edit query`}</button>
      {error && <span role="alert" className="text-sm text-red-700">{error}</span>}
      <RequeryDialog orgId={orgId} group={editing ? group : null} onClose={() => setEditing(false)} onStarted={onStarted} />
    </>
  );
}
