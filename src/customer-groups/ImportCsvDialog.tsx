import { useId, useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CSV_ID_EXPORT_HEADERS, GROUP_NAME_MAX, type CsvIdType } from '../../common/customer-groups';
import { exportLocaleOf } from '../../common/tasks';
import type { UploadedFile } from '../../common/contracts/files';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { FormError } from '../ui/FormError';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { UploadDialog } from '../uploads/UploadDialog';
import { startCsvImport } from './customer-groups-api';
import { CsvFormat } from './CsvFormat';

interface ImportCsvDialogProps {
  open: boolean;
  orgId: string;
  onClose: () => void;
  /** The import task has started (its group now lists as importing). */
  onStarted: () => void;
}

/** The file's name without its extension: the group name offered. */
const nameOf = (file: UploadedFile) => file.name.replace(/\.csv$/i, '').slice(0, GROUP_NAME_MAX);

/**
 * "Import CSV": the upload dialog shows the columns the file needs with a sample and takes a .csv
 * file (upload mode csv), then the group is named and the import starts as a task
 * (docs/customer-groups.md has the file format).
 */
export function ImportCsvDialog({ open, orgId, onClose, onStarted }: ImportCsvDialogProps) {
  const { t, i18n } = useLingui();
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [title, setTitle] = useState('');
  const [type, setType] = useState<CsvIdType>('customerId');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The upload dialog closes itself after a success: that close moves on to naming, not away.
  const uploaded = useRef(false);
  const typeId = useId();
  const formId = useId();
  const fileName = file?.name ?? '';
  const exportedHeader = CSV_ID_EXPORT_HEADERS[type][exportLocaleOf(i18n.locale)];

  function finish() {
    uploaded.current = false;
    setFile(null);
    setError(null);
    setBusy(false);
    onClose();
  }

  function onUploaded(stored: UploadedFile) {
    uploaded.current = true;
    setFile(stored);
    setTitle(nameOf(stored));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || title.trim() === '' || busy) return;
    setBusy(true);
    setError(null);
    try {
      await startCsvImport(orgId, title.trim(), type, file.url);
      showToast('info', t`The import has started. The task list shows how it goes.`);
      onStarted();
      finish();
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <>
      <UploadDialog
        open={open && !file}
        orgId={orgId}
        mode="csv"
        onUploaded={onUploaded}
        onClose={() => { if (!uploaded.current) finish(); }}
      >
        <CsvFormat />
      </UploadDialog>
      <Modal
        open={open && file !== null}
        onClose={() => { if (!busy) finish(); }}
        title={t`Import customers from CSV`}
        actions={
          <>
            <button type="button" className={secondaryButton} onClick={finish} disabled={busy}>{t`Cancel`}</button>
            <button type="submit" form={formId} className={primaryButton} disabled={busy || title.trim() === ''}>{t`Import`}</button>
          </>
        }
      >
        <form id={formId} onSubmit={(event) => void submit(event)} className="space-y-4">
          <p className="text-sm text-slate-600">{t`Uploaded: ${fileName}`}</p>
          <TextField
            label={t`Group name`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={GROUP_NAME_MAX}
            required
          />
          <div>
            <label htmlFor={typeId} className="mb-1 block text-sm font-medium text-slate-700">{t`The file names customers by`}</label>
            <select
              id={typeId}
              value={type}
              onChange={(event) => setType(event.target.value as CsvIdType)}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
            >
              <option value="customerId">{t`customerId: the id on the customer's channel`}</option>
              <option value="objectId">{t`objectId: the customer's id in Parley`}</option>
            </select>
            <p className="mt-1 text-xs text-slate-500">{t`The first row of the file must name a column ${type} (or “${exportedHeader}”, as a customer export does); each row below gives one customer.`}</p>
          </div>
          <FormError message={error} />
        </form>
      </Modal>
    </>
  );
}
