import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FormError } from './FormError';
import { Modal } from './Modal';
import { TextField } from './TextField';
import { dangerButton, secondaryButton } from './buttons';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What will be lost, in a sentence or two. */
  description: ReactNode;
  /** When set, Delete stays disabled until this name is typed exactly (trimmed, 01 §5). */
  confirmName?: string;
  /** Runs the deletion; a thrown error's text is shown and the dialog stays open. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Turns a failure into the text to show. */
  errorText: (cause: unknown) => string | Promise<string>;
  /** The danger button's text when it is not Delete (e.g. Disconnect). */
  confirmLabel?: string;
}

/** Asks before something is deleted; optionally the user must type its name first. */
export function ConfirmDeleteDialog({ open, title, description, confirmName, onConfirm, onClose, errorText, confirmLabel }: ConfirmDeleteDialogProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmed = confirmName === undefined || typed.trim() === confirmName.trim();

  function close() {
    if (busy) return;
    setTyped('');
    setError(null);
    onClose();
  }

  async function confirm() {
    if (!confirmed) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setTyped('');
      setBusy(false);
    } catch (cause) {
      setError(await errorText(cause));
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={title}
      size="small"
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="button" className={dangerButton} onClick={() => void confirm()} disabled={busy || !confirmed}>{confirmLabel ?? t`Delete`}</button>
        </>
      }
    >
      <div className="text-sm text-slate-600">{description}</div>
      {confirmName !== undefined && (
        <TextField
          className="mt-4"
          label={t`Type ${confirmName} to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      )}
      <div className="mt-3"><FormError message={error} /></div>
    </Modal>
  );
}
