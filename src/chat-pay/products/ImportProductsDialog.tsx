import { useLingui } from '@lingui/react/macro';
import type { UploadedFile } from '../../../common/contracts/files';
import { exportLocaleOf } from '../../../common/tasks';
import { toApiError } from '../../api/api-error';
import { showToast } from '../../ui/toast-store';
import { UploadDialog } from '../../uploads/UploadDialog';
import type { Uploader } from '../../uploads/upload-client';
import { shopErrorText } from '../shop-error-text';
import { startProductImport } from './import-api';
import { ProductCsvFormat } from './ProductCsvFormat';

interface ImportProductsDialogProps {
  open: boolean;
  orgId: string;
  onClose: () => void;
  /** How to upload (the sync worker by default; tests pass their own). */
  upload?: Uploader;
}

/**
 * "Import products (CSV)": the upload dialog shows the columns and a sample (with the template) and
 * takes a .csv file (upload mode csv); the import then runs as a task, its report in the task list.
 */
export function ImportProductsDialog({ open, orgId, onClose, upload }: ImportProductsDialogProps) {
  const { t, i18n } = useLingui();

  async function start(file: UploadedFile) {
    try {
      await startProductImport(orgId, file.url, exportLocaleOf(i18n.locale));
      showToast('info', t`The product import has started. Follow it in the task list, where its report is downloaded.`);
    } catch (cause) {
      showToast('error', shopErrorText(await toApiError(cause)));
    }
  }

  return (
    <UploadDialog open={open} orgId={orgId} mode="csv" onUploaded={(file) => void start(file)} onClose={onClose} {...(upload ? { upload } : {})}>
      <ProductCsvFormat />
    </UploadDialog>
  );
}
