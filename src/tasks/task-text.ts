// The words of tasks: type names, status tooltips, toasts (in the active language).
import { t } from '@lingui/core/macro';
import type { ProductImportResult } from '../../common/contracts/chat-pay-tasks';
import { TaskType } from '../../common/tasks';
import type { TaskTooltip } from './task-status';

export function taskTypeName(type: string): string {
  switch (type) {
    case TaskType.EXPORT_CUSTOMERS: return t`Export customers`;
    case TaskType.EXPORT_BROADCASTS: return t`Export broadcasts`;
    case TaskType.BROADCAST: return t`Broadcast`;
    case TaskType.IMPORT_CUSTOMER_GROUP_CSV: return t`Import customer group`;
    case TaskType.CREATE_CUSTOMER_GROUP: return t`Create customer group`;
    case TaskType.UPDATE_CUSTOMER_GROUP: return t`Update customer group`;
    case TaskType.REFRESH_CUSTOMER_GROUP: return t`Refresh customer group`;
    case TaskType.ADD_TAGS: return t`Add tags to customers`;
    case TaskType.DELETE_TAGS: return t`Remove tags from customers`;
    case TaskType.IMPORT_SHOP_PRODUCTS_CSV: return t`Import products (CSV)`;
    case TaskType.EXPORT_SHOP_ORDERS: return t`Export orders`;
    default: return t`Task ${type}`;
  }
}

/** A task's name in the list: its type's, with the broadcast's own name for a broadcast. */
export function taskName(task: { type: string; options?: Record<string, unknown> }): string {
  const broadcast = task.type === TaskType.BROADCAST && typeof task.options?.name === 'string' ? task.options.name : undefined;
  return broadcast ? t`Broadcast: ${broadcast}` : taskTypeName(task.type);
}

export function taskTooltipText(tooltip: TaskTooltip): string {
  switch (tooltip) {
    case 'started': return t({ message: 'Started', context: 'task status' });
    case 'pending': return t({ message: 'Pending', context: 'task status' });
    case 'working': return t({ message: 'Working', context: 'task status' });
    case 'success': return t({ message: 'Success', context: 'task status' });
    case 'fail': return t({ message: 'Failed', context: 'task status' });
  }
}

/** The success toast of a task once it is done. */
export function taskDoneToast(task: { type: string; options?: Record<string, unknown> }): string {
  const { type } = task;
  switch (type) {
    case TaskType.EXPORT_CUSTOMERS: return t`The customer export is ready. Download it from the task list.`;
    case TaskType.EXPORT_BROADCASTS: return t`The broadcast export is ready. Download it from the task list.`;
    case TaskType.BROADCAST: {
      const name = typeof task.options?.name === 'string' ? task.options.name : '';
      return name ? t`The broadcast ${name} was sent.` : t`The broadcast was sent.`;
    }
    case TaskType.IMPORT_CUSTOMER_GROUP_CSV: return t`The customer group import is done.`;
    case TaskType.CREATE_CUSTOMER_GROUP:
    case TaskType.UPDATE_CUSTOMER_GROUP:
    case TaskType.REFRESH_CUSTOMER_GROUP: {
      const name = typeof task.options?.name === 'string' ? task.options.name : '';
      return t`The customer group ${name} is ready.`;
    }
    case TaskType.ADD_TAGS: return t`The tags were added to the customers.`;
    case TaskType.DELETE_TAGS: return t`The tags were removed from the customers.`;
    case TaskType.IMPORT_SHOP_PRODUCTS_CSV: return t`The product import is done. Its report is in the task list.`;
    case TaskType.EXPORT_SHOP_ORDERS: return t`The order export is ready. Download it from the task list.`;
    default: {
      const name = taskTypeName(type);
      return t`${name} is done.`;
    }
  }
}

export function exportErrorToast(): string {
  return t`The export failed. You can retry it from the task list.`;
}

/** A query group's members computed: the task reports how many. */
const COMPUTED_GROUP_TYPES: readonly string[] = [TaskType.CREATE_CUSTOMER_GROUP, TaskType.UPDATE_CUSTOMER_GROUP, TaskType.REFRESH_CUSTOMER_GROUP];

/** What a done task reports besides a file, for the task list (undefined when its type reports nothing). */
export function taskResultText(task: { type: string; status: string; options?: Record<string, unknown>; result?: Record<string, unknown> }): string | undefined {
  if (task.status !== 'done' || !task.result) return undefined;
  if (COMPUTED_GROUP_TYPES.includes(task.type)) {
    const name = String(task.options?.name ?? '');
    const count = Number(task.result.count ?? 0);
    return t`${name}: ${count} customers.`;
  }
  if (task.type === TaskType.IMPORT_SHOP_PRODUCTS_CSV) {
    const created = Number(task.result.created ?? 0);
    const updated = Number(task.result.updated ?? 0);
    const failed = Number(task.result.failed ?? 0);
    return t`Rows created: ${created}, updated: ${updated}, not applied: ${failed}.`;
  }
  if (task.type !== TaskType.IMPORT_CUSTOMER_GROUP_CSV) return undefined;
  const title = String(task.options?.title ?? '');
  const matched = Number(task.result.matched ?? 0);
  const unmatched = Number(task.result.unmatched ?? 0);
  return t`${title}: ${matched} customers added, ${unmatched} ids matched nobody.`;
}

/** The first rows a product import did not apply, as its report words them (the downloaded report has them all). */
export function taskProblemLines(task: { type: string; status: string; result?: Record<string, unknown> }): string[] {
  if (task.type !== TaskType.IMPORT_SHOP_PRODUCTS_CSV || task.status !== 'done' || !Array.isArray(task.result?.problems)) return [];
  return (task.result.problems as ProductImportResult['problems']).map(({ row, column, problem }) => t`Row ${row}, ${column}: ${problem}`);
}
