// Why a task failed, in the active language: its error key's text (common/error-keys.ts TaskErrorKey).
// The server's own words show only for a failure this console has no text for (an unkeyed or a newer key).
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { CSV_ID_EXPORT_HEADERS, type CsvIdType } from '../../common/customer-groups';
import { TaskErrorKey } from '../../common/error-keys';
import { exportLocaleOf } from '../../common/tasks';

/** The id column missing from an imported CSV, as its name and as the customer export in this language names it. */
function noIdColumnText(type: CsvIdType): string {
  const exported = CSV_ID_EXPORT_HEADERS[type][exportLocaleOf(i18n.locale)];
  return t`The first row of the file has no ${type} column (a customer export calls it “${exported}”).`;
}

function keyText(errorKey: string | undefined): string | undefined {
  switch (errorKey) {
    case TaskErrorKey.CSV_NO_CUSTOMER_ID: return noIdColumnText('customerId');
    case TaskErrorKey.CSV_NO_OBJECT_ID: return noIdColumnText('objectId');
    case TaskErrorKey.CSV_NO_IDS: return t`The file has no customer ids below its first row.`;
    case TaskErrorKey.CSV_EMPTY: return t`The file is empty: it needs a first row naming the columns, then a row per customer.`;
    case TaskErrorKey.CSV_UNREADABLE: return t`The file could not be read as CSV. Check that every quote is closed and that it is saved as CSV (UTF-8).`;
    case TaskErrorKey.CSV_NO_PRODUCT_COLUMNS: return t`The first row of the file names none of the product import's columns (Title, SKU, Stock, Regular price, …).`;
    case TaskErrorKey.FILE_UNREADABLE: return t`The file could not be read from storage. Please try again later.`;
    case TaskErrorKey.FILE_DELETED: return t`The file was deleted before the task ran.`;
    case TaskErrorKey.GROUP_DELETED: return t`The customer group was deleted before the import ran.`;
    case TaskErrorKey.INTERRUPTED: return t`The server stopped while this task ran, several times. Please start it again.`;
    default: return undefined;
  }
}

/** A failed task's reason (`errorKey`, with `error` the server's words), as the task list and notifications say it. */
export function taskErrorText(failure: { errorKey?: string; error?: string }): string {
  const text = keyText(failure.errorKey);
  if (text) return text;
  const detail = failure.error;
  return detail ? t`The task failed: ${detail}` : t`The task failed.`;
}
