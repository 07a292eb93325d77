import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { OrgMember } from '../../common/contracts/members';
import { toApiError } from '../api/api-error';
import { FormError } from '../ui/FormError';
import { dangerButton, secondaryButton } from '../ui/buttons';
import { evictMember } from './api';
import { memberErrorText } from './member-errors';
import { memberName } from './member-name';

interface RemoveMemberDialogProps {
  orgId: string;
  /** The member to remove; null keeps the dialog closed. */
  member: OrgMember | null;
  onClose: () => void;
  onRemoved: () => void;
}

/** Asks before an admin removes a member from the organization. */
export function RemoveMemberDialog({ orgId, member, onClose, onRemoved }: RemoveMemberDialogProps) {
  const { t } = useLingui();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = member ? memberName(member) : '';

  function close() {
    if (busy) return;
    setError(null);
    onClose();
  }

  async function remove() {
    if (!member) return;
    setBusy(true);
    setError(null);
    try {
      await evictMember(orgId, member.objectId);
      setBusy(false);
      onRemoved();
    } catch (cause) {
      setError(memberErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <Dialog open={member !== null} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t`Remove member`}</DialogTitle>
          <Description className="mt-2 text-sm text-slate-600">
            {t`Remove ${name} from the organization? They lose access at once and need a new invitation to come back.`}
          </Description>
          <div className="mt-4"><FormError message={error} /></div>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
            <button type="button" className={dangerButton} onClick={() => void remove()} disabled={busy}>{t`Remove`}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
