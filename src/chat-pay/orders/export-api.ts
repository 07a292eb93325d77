import type { OrderExportRequest } from '../../../common/contracts/chat-pay-tasks';
import type { Task } from '../../../common/contracts/tasks';
import { shopCall } from '../shop-call';

/** Starts the export of the orders the filter selects; the task list offers its file. */
export function startOrderExport(orgId: string, request: OrderExportRequest): Promise<Task> {
  return shopCall<Task>('POST', orgId, '/orders/export', { json: request });
}
