import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { NOTE_MAX_LENGTH, canSubmitNote, noteLength } from '../../common/notes-tags';
import { primaryButton, secondaryButton } from '../ui/buttons';

interface NoteDialogProps {
  open: boolean;
  title: string;
  /** The text to start from ('' for a new note). */
  initial: string;
  onSave: (text: string) => void;
  onClose: () => void;
}

/** Writes or edits a note: count/limit under the text, Save disabled when blank or over 300 (02 §5 Notes). */
export function NoteDialog({ open, title, initial, onSave, onClose }: NoteDialogProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const length = noteLength(text);
  const over = length > NOTE_MAX_LENGTH;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canSubmitNote(text)) return;
    onSave(text.trim());
  }

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <form onSubmit={submit} className="mt-4">
            <label htmlFor="note-text" className="block text-sm font-medium text-slate-700">{t`Note`}</label>
            <textarea
              id="note-text"
              value={text}
              onChange={(event) => setText(event.target.value)}
              rows={5}
              aria-describedby="note-count"
              aria-invalid={over}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none"
            />
            <p id="note-count" className={`mt-1 text-right text-xs ${over ? 'font-semibold text-red-600' : 'text-slate-500'}`}>
              {length}/{NOTE_MAX_LENGTH}
            </p>
            <div className="mt-4 flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
              <button type="submit" className={primaryButton} disabled={!canSubmitNote(text)}>{t`Save note`}</button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
