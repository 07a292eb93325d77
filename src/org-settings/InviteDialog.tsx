import { useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { OrgSeats } from '../../common/contracts/organizations';
import { toApiError } from '../api/api-error';
import { useCloseOnOrganizationChange } from '../org/use-close-on-organization-change';
import { FormError } from '../ui/FormError';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { inviteMembers } from './api';
import { parseEmails } from './invite-emails';
import { memberErrorText } from './member-errors';

interface InviteDialogProps {
  orgId: string;
  /** The plan's seats: the dialog refuses more new addresses than are free (03 §9). */
  seats: OrgSeats;
  /** Addresses of the members: the server skips them, so they take no seat. */
  memberEmails: string[];
  open: boolean;
  onClose: () => void;
}

/** Mails invitation links to one or more addresses (admins). */
export function InviteDialog({ orgId, seats, memberEmails, open, onClose }: InviteDialogProps) {
  const { t } = useLingui();
  const free = Math.max(0, seats.total - seats.used);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setText('');
    setError(null);
    onClose();
  }
  useCloseOnOrganizationChange(open, close);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { valid, invalid } = parseEmails(text);
    if (invalid.length) {
      const list = invalid.join(', ');
      return setError(t`Not an e-mail address: ${list}`);
    }
    if (!valid.length) return setError(t`Enter at least one e-mail address.`);
    const newcomers = valid.filter((email) => !memberEmails.includes(email)).length;
    if (newcomers > free) {
      return setError(plural(free, {
        one: `Only # seat is free: enter at most # new address, or remove a member first.`,
        other: `Only # seats are free: enter at most # new addresses, or remove a member first.`,
      }));
    }
    setBusy(true);
    setError(null);
    try {
      const { invited, alreadyMembers } = await inviteMembers(orgId, valid);
      if (invited.length) {
        const count = invited.length;
        const email = invited[0]!.email;
        showToast('success', count === 1 ? t`Invitation sent to ${email}.` : t`${count} invitations sent.`);
      }
      if (alreadyMembers.length) {
        const list = alreadyMembers.join(', ');
        showToast('info', t`Already members: ${list}`);
      }
      setBusy(false);
      setText('');
      onClose();
    } catch (cause) {
      setError(memberErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-[500px] w-full max-w-[734px] overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t`Invite members`}</DialogTitle>
          <p className="mt-1 text-sm text-slate-600">{t`Each address gets a link to join, valid for 7 days. New members join as General.`}</p>
          <p className="mt-1 text-sm text-slate-600">{plural(free, { one: `# seat of your plan is free.`, other: `# seats of your plan are free.` })}</p>
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <div>
              <label htmlFor="invite-emails" className="mb-1 block text-sm font-medium text-slate-700">{t`E-mail addresses`}</label>
              <textarea
                id="invite-emails"
                rows={3}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder="name@example.com, other@example.com"
                aria-describedby="invite-emails-hint"
                className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-xs focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none"
              />
              <p id="invite-emails-hint" className="mt-1 text-xs text-slate-500">{t`Separate several addresses with commas or new lines.`}</p>
            </div>
            <FormError message={error} />
            <div className="flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
              <button type="submit" className={primaryButton} disabled={busy}>{t`Send invitations`}</button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
