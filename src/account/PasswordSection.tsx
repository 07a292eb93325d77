import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StoredUser } from '../auth/session-store';
import { secondaryButton } from '../ui/buttons';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/** Security › Password, with the Change password dialog. */
export function PasswordSection({ user }: { user: StoredUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  return (
    <section aria-labelledby="password-heading" className="space-y-3">
      <h3 id="password-heading" className="text-sm font-medium text-slate-800">{t`Password`}</h3>
      {changed && (
        <output className="block rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {t`Your password has been changed. Other devices must log in again.`}
        </output>
      )}
      <button type="button" className={secondaryButton} onClick={() => { setChanged(false); setOpen(true); }}>{t`Change password`}</button>
      <ChangePasswordDialog user={user} open={open} onClose={() => setOpen(false)} onChanged={() => { setOpen(false); setChanged(true); }} />
    </section>
  );
}
