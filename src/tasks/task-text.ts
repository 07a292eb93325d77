// The words of tasks: type names, status tooltips, toasts (in the active language).
import { t } from '@lingui/core/macro';
import { TaskType } from '../../common/tasks';
import type { TaskTooltip } from './task-status';

export function taskTypeName(type: string): string {
  switch (type) {
    case TaskType.EXPORT_CUSTOMERS: return t`Export customers`;
    case TaskType.BROADCAST: return t`Broadcast`;
    default: return t`Task ${type}`;
  }
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

/** The success toast of a task type once it is done. */
export function taskDoneToast(type: string): string {
  switch (type) {
    case TaskType.EXPORT_CUSTOMERS: return t`The customer export is ready. Download it from the task list.`;
    case TaskType.BROADCAST: return t`The broadcast was sent.`;
    default: {
      const name = taskTypeName(type);
      return t`${name} is done.`;
    }
  }
}

export function exportErrorToast(): string {
  return t`The export failed. You can retry it from the task list.`;
}
