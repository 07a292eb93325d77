import { useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { CUSTOM_FIELD_KEYS, CUSTOM_FIELD_LABEL_MAX, type CustomFieldLabels } from '../../common/customer-profile';
import type { CustomFieldLabelsResult } from '../../common/contracts/customer-profile';
import type { FunctionResponse } from '../../common/contracts/base';
import { post } from '../api/client';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { primaryButton, secondaryButton } from '../ui/buttons';

interface CustomFieldNamesDialogProps {
  orgId: string;
  labels: CustomFieldLabels;
  onClose: () => void;
  /** The names were saved: the organization is read again. */
  onSaved: () => void;
}

/** Admins name the organization's three custom fields (POST /functions/updateCustomFields without a customer). */
export function CustomFieldNamesDialog({ orgId, labels, onClose, onSaved }: CustomFieldNamesDialogProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<CustomFieldLabels>(labels);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError('');
    try {
      const fields = Object.fromEntries(CUSTOM_FIELD_KEYS.map((key) => [key, draft[key] ?? '']));
      await post<FunctionResponse<CustomFieldLabelsResult>>('/functions/updateCustomFields', { orgId, where: { orgId }, fields });
      onSaved();
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t`Custom field names`}</DialogTitle>
          <form onSubmit={(event) => void submit(event)} className="mt-4 space-y-3">
            {CUSTOM_FIELD_KEYS.map((key, index) => {
              const number = index + 1;
              return (
                <label key={key} className="block text-sm font-medium text-slate-700">
                  {t`Name of custom field ${number}`}
                  <input
                    value={draft[key] ?? ''}
                    maxLength={CUSTOM_FIELD_LABEL_MAX}
                    onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                    className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:outline-none"
                  />
                </label>
              );
            })}
            {error && <p role="alert" className="text-sm text-red-700">{error}</p>}
            <div className="flex justify-end gap-2">
              <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
              <button type="submit" className={primaryButton} disabled={saving}>{t`Save names`}</button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
