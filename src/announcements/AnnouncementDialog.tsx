import { useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { ANNOUNCEMENT_NAME_MAX } from '../../common/notifications';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import type { AnnouncementRecord } from '../../local/records';
import { FormError } from '../ui/FormError';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { AnnouncementContentField, fieldClass } from './AnnouncementContentField';
import { createAnnouncement, updateAnnouncement } from './announcements-api';

interface AnnouncementDialogProps {
  orgId: string;
  /** The announcement to edit; a new one when absent. */
  editing?: AnnouncementRecord;
  onClose: () => void;
}

/** Admins write or edit an announcement: name, content (formatted, with a preview) and whether it is pinned. Mounted while open. */
export function AnnouncementDialog({ orgId, editing, onClose }: AnnouncementDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState(editing?.name ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [pinned, setPinned] = useState(editing?.nailed === 'pinned');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(t`Enter a name.`);
    if (!content.trim()) return setError(t`Enter the content.`);
    setBusy(true);
    setError(null);
    try {
      const draft = { name: name.trim(), content, nailed: pinned ? 'pinned' as const : 'normal' as const };
      if (editing) await updateAnnouncement(orgId, editing.objectId, draft);
      else await createAnnouncement(orgId, draft);
      onClose();
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="max-h-[90vh] w-full max-w-[640px] overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{editing ? t`Edit announcement` : t`New announcement`}</DialogTitle>
          <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
            <div>
              <label htmlFor="announcement-name" className="mb-1 block text-sm font-medium text-slate-700">{t`Name`}</label>
              <input id="announcement-name" value={name} maxLength={ANNOUNCEMENT_NAME_MAX} onChange={(event) => setName(event.target.value)} className={fieldClass} />
            </div>
            <AnnouncementContentField value={content} onChange={setContent} />
            <label className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={pinned} onChange={(event) => setPinned(event.target.checked)} className="size-4 rounded border-slate-300" />
              {t`Pin to the top`}
            </label>
            <FormError message={error} />
            <div className="flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>{t`Cancel`}</button>
              <button type="submit" className={primaryButton} disabled={busy}>{editing ? t`Save` : t`Publish`}</button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
