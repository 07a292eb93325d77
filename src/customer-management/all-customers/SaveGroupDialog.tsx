import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerFilterQuery } from '../../../common/contracts/customer-filter';
import { GROUP_NAME_MAX } from '../../../common/customer-groups';
import { ApiError } from '../../api/api-error';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { saveCustomerGroup } from './all-customers-api';

/** Save as customer group: the filter becomes a group that stays current (POST /customer_group/create). */
export function SaveGroupDialog({ orgId, query, count, onClose }: { orgId: string; query: CustomerFilterQuery; count: number; onClose: () => void }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const trimmed = name.trim();

  async function submit() {
    if (!trimmed) return;
    setBusy(true);
    setError(null);
    try {
      await saveCustomerGroup(orgId, trimmed, query);
      showToast('info', t`The customer group "${trimmed}" is being made. It is in the customer groups once ready.`);
      onClose();
    } catch (cause) {
      setError(cause instanceof ApiError && cause.offline
        ? t`You are offline. Save the group once you are back online.`
        : cause instanceof Error ? cause.message : String(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      size="small"
      title={t`Save as customer group`}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
          <button type="submit" form="save-customer-group" className={primaryButton} disabled={!trimmed || busy}>{t`Save`}</button>
        </>
      }
    >
      <form
        id="save-customer-group"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="mb-3 text-sm text-slate-600">{t`The group keeps the customers this filter selects (${count} now), and follows it as customers change.`}</p>
        <TextField label={t`Group name`} value={name} maxLength={GROUP_NAME_MAX} required onChange={(event) => setName(event.target.value)} />
        <div className="mt-3"><FormError message={error} /></div>
      </form>
    </Modal>
  );
}
