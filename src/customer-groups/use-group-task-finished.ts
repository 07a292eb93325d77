// Calls `onFinished` when a CSV import task of the organization reaches done or error while the page is open.
import { TaskType } from '../../common/tasks';
import { useTaskFinished } from '../tasks/use-task-finished';

export function useImportFinished(orgId: string, onFinished: () => void): void {
  useTaskFinished(orgId, TaskType.IMPORT_CUSTOMER_GROUP_CSV, onFinished);
}
