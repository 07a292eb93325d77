import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GROUP_NAME_MAX } from '../../common/customer-groups';
import type { CustomerGroup } from '../../common/contracts/customer-groups';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { updateCustomerGroup } from './customer-groups-api';

/** Rename (02 §4): a new name, trimmed, never blank. */
export function RenameGroupDialog({ orgId, group, open, onClose, onRenamed }: {
  orgId: string;
  group: CustomerGroup;
  open: boolean;
  onClose: () => void;
  onRenamed: (group: CustomerGroup) => void;
}) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={t`Rename customer group`} size="small">
      {open && <RenameForm orgId={orgId} group={group} onClose={onClose} onRenamed={onRenamed} />}
    </Modal>
  );
}

function RenameForm({ orgId, group, onClose, onRenamed }: { orgId: string; group: CustomerGroup; onClose: () => void; onRenamed: (group: CustomerGroup) => void }) {
  const { t } = useLingui();
  const [name, setName] = useState(group.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      onRenamed(await updateCustomerGroup(orgId, group.objectId, { name: name.trim() }));
      onClose();
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField label={t`Name`} value={name} maxLength={GROUP_NAME_MAX} required onChange={(event) => setName(event.target.value)} />
      <FormError message={error} />
      <div className="flex justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
        <button type="submit" className={primaryButton} disabled={saving || name.trim() === ''}>{t`Save`}</button>
      </div>
    </form>
  );
}
