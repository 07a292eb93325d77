// The editor's calls (server/broadcasts; docs/broadcasts.md), over HTTP: read a broadcast to edit,
// create, update, and count an audience (copy, pause and the rest: ../broadcast-api.ts).
import type { FunctionResponse } from '../../../common/contracts/base';
import type {
  Broadcast, BroadcastCreateRequest, BroadcastCustomersRequest, BroadcastCustomersResult, BroadcastUpdateRequest,
} from '../../../common/contracts/broadcasts';
import { post } from '../../api/client';
import { serviceCall } from '../../notifications/service-api';

/** GET /broadcast/tasks/{taskId}?mode=edit: error/data-immutable once it started. */
export function getBroadcastForEdit(orgId: string, taskId: string): Promise<Broadcast> {
  return serviceCall<FunctionResponse<Broadcast>>('GET', `/broadcast/tasks/${encodeURIComponent(taskId)}`, orgId, { query: { orgId, mode: 'edit' } })
    .then((answer) => answer.result);
}

export async function createBroadcast(orgId: string, request: BroadcastCreateRequest): Promise<Broadcast> {
  return (await post<FunctionResponse<Broadcast>>('/broadcast/create', { ...request, orgId })).result;
}

export async function updateBroadcast(orgId: string, taskId: string, request: BroadcastCreateRequest): Promise<Broadcast> {
  const body: BroadcastUpdateRequest = { ...request, orgId, query: { ...request.query, taskId } };
  return (await post<FunctionResponse<Broadcast>>('/broadcast/update', body)).result;
}

/** POST /broadcast/getCustomers with returnCount: how many the audience reaches now. */
export async function countAudience(
  orgId: string, where: BroadcastCustomersRequest['where'], options: BroadcastCustomersRequest['options'], signal: AbortSignal,
): Promise<number> {
  const { result } = await post<FunctionResponse<BroadcastCustomersResult>>(
    '/broadcast/getCustomers', { orgId, where, returnCount: true, ...(options ? { options } : {}) }, { signal },
  );
  return 'count' in result ? result.count : 0;
}
