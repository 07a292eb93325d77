import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { meetsPasswordPolicy } from '../../common/password-policy';
import { toApiError } from '../api/api-error';
import { passwordPolicyText } from '../auth/account-errors';
import { changePassword } from '../auth/password-api';
import type { StoredUser } from '../auth/session-store';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { changePasswordErrorText } from './change-password-error-text';

const FORM_ID = 'change-password-form';
const EMPTY = { current: '', next: '', confirm: '' };

/**
 * Security › Change password: the current password, the new one (the rule said before it is typed)
 * and the new one again. The server checks the current one; the account's other sessions end.
 */
export function ChangePasswordDialog({ user, open, onClose, onChanged }: {
  user: StoredUser;
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const ruleId = useId();
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof EMPTY) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value })),
  });

  function close() {
    if (busy) return;
    setFields(EMPTY);
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!meetsPasswordPolicy(fields.next)) return setError(passwordPolicyText());
    if (fields.next !== fields.confirm) return setError(t`The new password and its confirmation are not the same.`);
    setBusy(true);
    setError(null);
    try {
      await changePassword({ username: user.username, oldPassword: fields.current, newPassword: fields.next });
      setBusy(false);
      setFields(EMPTY);
      onChanged();
    } catch (cause) {
      setError(changePasswordErrorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Change password`}
      size="small"
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" form={FORM_ID} className={primaryButton} disabled={busy}>{t`Change password`}</button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={(event) => void submit(event)} className="space-y-4 p-1">
        <input type="hidden" name="username" autoComplete="username" value={user.username} />
        <TextField label={t`Current password`} type="password" autoComplete="current-password" required {...field('current')} />
        <div>
          <TextField label={t`New password`} type="password" autoComplete="new-password" required aria-describedby={ruleId} {...field('next')} />
          <p id={ruleId} className="mt-1 text-sm text-slate-500">{passwordPolicyText()}</p>
        </div>
        <TextField label={t`Confirm new password`} type="password" autoComplete="new-password" required {...field('confirm')} />
        <p className="text-sm text-slate-600">{t`Your other devices are logged out and must log in with the new password. This one stays logged in.`}</p>
        <FormError message={error} />
      </form>
    </Modal>
  );
}
