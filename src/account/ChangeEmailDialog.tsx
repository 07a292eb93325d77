import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isValidEmail, normalizeEmail } from '../../common/account-profile';
import { toApiError } from '../api/api-error';
import type { StoredUser } from '../auth/session-store';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { storeFreshUser, updateUser } from './account-api';
import { profileErrorText } from './profile-error-text';

const FORM_ID = 'change-email-form';

/** Change e-mail (01 §2, §5): submit only for a valid address; it is lowercased and verified again. */
export function ChangeEmailDialog({ user, open, onClose, onChanged }: {
  user: StoredUser;
  open: boolean;
  onClose: () => void;
  onChanged: (email: string) => void;
}) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = isValidEmail(email) && normalizeEmail(email) !== user.email;

  function close() {
    if (busy) return;
    setEmail('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await updateUser(user.objectId, { email: normalizeEmail(email) });
      storeFreshUser(updated);
      setBusy(false);
      setEmail('');
      onChanged(updated.email);
    } catch (cause) {
      setError(profileErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Change e-mail`}
      size="small"
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" form={FORM_ID} className={primaryButton} disabled={!valid || busy}>{t`Change e-mail`}</button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} className="space-y-4 p-1">
        <p className="text-sm text-slate-600">
          {t`We will send a verification link to the new address. Until you open it, the console asks you to verify.`}
        </p>
        <TextField label={t`New e-mail`} type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} />
        <FormError message={error} />
      </form>
    </Modal>
  );
}
