import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { customerNotes, pendingNoteChanges } from '../../local/notes-queries';
import type { NoteRecord, PendingActionRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';
import { DeleteNoteDialog } from './DeleteNoteDialog';
import { NoteDialog } from './NoteDialog';
import { PendingLabel } from './PendingLabel';

type Editing = { kind: 'new' } | { kind: 'edit'; note: NoteRecord } | { kind: 'delete'; note: NoteRecord } | null;

const linkButton = 'rounded px-1 text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The customer's notes, newest first, with add, edit and delete; changes not yet sent say so. */
export function NotesSection({ orgId, customerId, author }: { orgId: string; customerId: string; author: { id: string; name: string } }) {
  const { t, i18n } = useLingui();
  const notes = useLiveQuery(() => customerNotes(customerId), [customerId]);
  const pending = useLiveQuery(() => pendingNoteChanges(customerId), [customerId]);
  const [editing, setEditing] = useState<Editing>(null);
  const dateFormat = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });

  async function change(run: () => Promise<void>) {
    setEditing(null);
    try {
      await run();
    } catch {
      showToast('error', t`The note could not be saved on this device. Try again.`);
    }
  }

  return (
    <section aria-labelledby="customer-notes-heading" className="border-t border-slate-200 px-4 py-3">
      <div className="flex items-center justify-between">
        <h2 id="customer-notes-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t`Notes`}</h2>
        <button type="button" className={linkButton} onClick={() => setEditing({ kind: 'new' })}>{t`Add note`}</button>
      </div>
      {notes?.length === 0 && <p className="mt-2 text-sm text-slate-500">{t`No notes yet.`}</p>}
      <ul className="mt-2 space-y-2">
        {notes?.map((note) => (
          <li key={note.objectId} className="rounded-md bg-amber-50 p-2 text-sm text-slate-800">
            <p className="whitespace-pre-wrap break-words">{note.note}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <span>{note.authorName} · {dateFormat.format(new Date(note.createdAt))}</span>
              <NotePending action={pending?.get(note.objectId)} />
              <span className="ml-auto flex gap-1">
                <button type="button" className={linkButton} aria-label={t`Edit note`} onClick={() => setEditing({ kind: 'edit', note })}>{t`Edit`}</button>
                <button type="button" className={linkButton} aria-label={t`Delete note`} onClick={() => setEditing({ kind: 'delete', note })}>{t`Delete`}</button>
              </span>
            </div>
          </li>
        ))}
      </ul>
      {editing?.kind === 'new' && (
        <NoteDialog open title={t`Add note`} initial="" onClose={() => setEditing(null)}
          onSave={(text) => void change(() => getSync().act({ kind: 'note.create', orgId, customerId, note: text, authorId: author.id, authorName: author.name }))} />
      )}
      {editing?.kind === 'edit' && (
        <NoteDialog open title={t`Edit note`} initial={editing.note.note} onClose={() => setEditing(null)}
          onSave={(text) => void change(() => getSync().act({ kind: 'note.update', orgId, customerId, noteId: editing.note.objectId, note: text }))} />
      )}
      <DeleteNoteDialog open={editing?.kind === 'delete'} onClose={() => setEditing(null)}
        onDelete={() => {
          if (editing?.kind !== 'delete') return;
          const noteId = editing.note.objectId;
          void change(() => getSync().act({ kind: 'note.delete', orgId, customerId, noteId }));
        }} />
    </section>
  );
}

function NotePending({ action }: { action: PendingActionRecord | undefined }) {
  return action ? <PendingLabel action={action} /> : null;
}
