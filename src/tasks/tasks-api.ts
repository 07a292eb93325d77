// The task calls the console makes over HTTP; answers land in IndexedDB, where the panel reads them.
import type { FunctionResponse } from '../../common/contracts/base';
import type { CustomerFilterQuery } from '../../common/contracts/customer-filter';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import { MAX_TASKS, type ExportLocale } from '../../common/tasks';
import { post } from '../api/client';
import { readStoredUser } from '../auth/session-store';
import { storeTasks } from '../../local/task-store';

/** One page of the organization's tasks from the server, stored; answers how many came. */
export async function fetchTasks(orgId: string, skip: number): Promise<number> {
  const { result } = await post<FunctionResponse<FindTasksResult>>('/functions/findTasks', { orgId, skip, limit: MAX_TASKS });
  await storeTasks(result.tasks);
  return result.tasks.length;
}

/**
 * Starts a customer export in the console's language (`i18n`: header and names) with times in this
 * browser's zone: every customer, or those a filter query selects (all customers' export).
 */
export async function startCustomerExport(orgId: string, i18n: ExportLocale, query?: CustomerFilterQuery): Promise<Task> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { result } = await post<FunctionResponse<Task>>('/functions/exportCustomers', { orgId, i18n, timeZone, ...(query ? { query } : {}) });
  await storeTasks([result]);
  return result;
}

export async function retryTask(orgId: string, taskId: string): Promise<void> {
  const { result } = await post<FunctionResponse<Task>>('/functions/retryTask', { orgId, taskId });
  await storeTasks([result]);
}

/** The file name at the end of a task's download path. */
export function downloadFileName(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? 'export.csv');
}

/**
 * Downloads a task's file: a fetch with the session headers (a token never goes in a URL), then
 * the browser saves the blob under the file's name.
 */
export async function downloadTaskFile(orgId: string, url: string): Promise<void> {
  const response = await fetch(new URL(url, window.location.origin), {
    headers: {
      'X-Parse-Application-Id': __PARLEY_APP_ID__,
      'X-Parse-Session-Token': readStoredUser()?.sessionToken ?? '',
      'X-Org-Id': orgId,
    },
  });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = downloadFileName(url);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the save before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
