// Calls `onFinished` when a task that fills a customer group of the organization (a CSV import, or a
// query group's members computed) reaches done or error while the page is open.
import { CUSTOMER_GROUP_TASK_TYPES } from '../../common/tasks';
import { useTaskFinished } from '../tasks/use-task-finished';

export function useGroupTaskFinished(orgId: string, onFinished: () => void): void {
  useTaskFinished(orgId, CUSTOMER_GROUP_TASK_TYPES, onFinished);
}
