import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import type { TemplateRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { useDebounced } from '../customer-panel/use-debounced';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { secondaryButton } from '../ui/buttons';
import { TemplateForm } from './TemplateForm';
import { organizationTemplates } from '../../local/templates-queries';

/** The server is asked once the agent stops typing (the search debounce of 02 §9). */
export const TEMPLATE_SEARCH_DELAY_MS = 600;

const linkButton = 'rounded px-1 text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

interface TemplatePickerProps {
  orgId: string;
  /** Puts the template's text into the editor. */
  onInsert: (content: string) => void;
}

/**
 * The reply templates of the organization: search, insert into the editor, add and remove. The list
 * comes from IndexedDB (works offline) and is refreshed from the server while online.
 */
export function TemplatePicker({ orgId, onInsert }: TemplatePickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [removing, setRemoving] = useState<TemplateRecord | null>(null);
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword, TEMPLATE_SEARCH_DELAY_MS);
  const templates = useLiveQuery(() => organizationTemplates(orgId, keyword), [orgId, keyword]);
  const removingName = removing?.name ?? '';

  useEffect(() => {
    // Offline the stored templates show as they are (the call just fails).
    if (open) getSync().queryTemplates(orgId, settled.trim()).catch(() => undefined);
  }, [open, orgId, settled]);

  function close() {
    setOpen(false);
    setCreating(false);
    setKeyword('');
  }

  function insert(template: TemplateRecord) {
    onInsert(template.content);
    close();
  }

  return (
    <>
      <button type="button" className={secondaryButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t`Templates`}
      </button>
      <Modal open={open} onClose={close} title={t`Reply templates`}>
        {creating ? (
          <TemplateForm
            onCancel={() => setCreating(false)}
            onSave={async (input) => {
              await getSync().saveTemplate({ orgId, ...input });
              setCreating(false);
            }}
          />
        ) : (
          <div className="space-y-3">
            <div className="flex items-end gap-2">
              <TextField className="flex-1" type="search" label={t`Search templates`} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
              <button type="button" className={secondaryButton} onClick={() => setCreating(true)}>{t`New template`}</button>
            </div>
            {templates?.length === 0 && <p className="text-sm text-slate-500">{keyword.trim() ? t`No templates match.` : t`No templates yet.`}</p>}
            <ul aria-label={t`Templates`} className="divide-y divide-slate-100">
              {templates?.map((template) => {
                const name = template.name;
                return (
                  <li key={template.objectId} className="flex items-start gap-2 py-2">
                    <button
                      type="button"
                      className="min-w-0 flex-1 rounded px-1 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                      aria-label={t`Insert template ${name}`}
                      onClick={() => insert(template)}
                    >
                      <span className="block text-sm font-medium text-slate-900">{template.name}</span>
                      <span className="block truncate text-xs text-slate-500">{template.content}</span>
                    </button>
                    <button type="button" className={linkButton} aria-label={t`Remove template ${name}`} onClick={() => setRemoving(template)}>
                      {t`Remove`}
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
        {/* Nested, so it stacks on the picker (Headless UI nested dialogs). */}
        <ConfirmDeleteDialog
          open={removing !== null}
          title={t`Remove template`}
          description={t`Remove the template “${removingName}”? Agents can no longer insert it.`}
          onConfirm={async () => {
            if (removing) await getSync().removeTemplate(orgId, removing.objectId);
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
          errorText={() => t`The template could not be removed. Check your connection and try again.`}
        />
      </Modal>
    </>
  );
}
