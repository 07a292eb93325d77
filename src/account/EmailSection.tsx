import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StoredUser } from '../auth/session-store';
import { secondaryButton } from '../ui/buttons';
import { ChangeEmailDialog } from './ChangeEmailDialog';

/** The account's e-mail address, with the Change e-mail dialog. */
export function EmailSection({ user }: { user: StoredUser }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = user.email;
  return (
    <section aria-labelledby="email-heading" className="space-y-3">
      <h2 id="email-heading" className="text-base font-semibold text-slate-900">{t`E-mail`}</h2>
      <p className="text-sm text-slate-700">
        {email}{' '}
        <span className="text-slate-500">{user.emailVerified ? t`(verified)` : t`(not verified yet)`}</span>
      </p>
      {sentTo && (
        <output className="block rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">
          {t`We sent a verification link to ${sentTo}. Open it to keep using the console.`}
        </output>
      )}
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>{t`Change e-mail`}</button>
      <ChangeEmailDialog
        user={user}
        open={open}
        onClose={() => setOpen(false)}
        onChanged={(changed) => { setOpen(false); setSentTo(changed); }}
      />
    </section>
  );
}
