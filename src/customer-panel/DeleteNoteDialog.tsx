import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { dangerButton, secondaryButton } from '../ui/buttons';

/** Asks before a note is deleted. */
export function DeleteNoteDialog({ open, onDelete, onClose }: { open: boolean; onDelete: () => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t`Delete note`}</DialogTitle>
          <Description className="mt-2 text-sm text-slate-600">{t`Delete this note? This cannot be undone.`}</Description>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
            <button type="button" className={dangerButton} onClick={onDelete}>{t`Delete`}</button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
