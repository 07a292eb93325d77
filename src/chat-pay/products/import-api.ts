import type { Task } from '../../../common/contracts/tasks';
import type { ExportLocale } from '../../../common/tasks';
import { shopCall } from '../shop-call';

/** Starts the product CSV import of an uploaded file; its report comes in `i18n` (the console's language). */
export function startProductImport(orgId: string, s3FileUrl: string, i18n: ExportLocale): Promise<Task> {
  return shopCall<Task>('POST', orgId, '/csv/products/import', { json: { s3FileUrl, i18n } });
}
