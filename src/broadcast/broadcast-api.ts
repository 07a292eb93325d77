// The broadcast calls of the list, analysis and export screens (03 §7; server/broadcasts,
// docs/broadcasts.md), over HTTP: broadcasts are not kept offline.
import type { FunctionResponse } from '../../common/contracts/base';
import type { Broadcast, BroadcastAnalysis, BroadcastList, BroadcastOpenlog } from '../../common/contracts/broadcasts';
import type { Task } from '../../common/contracts/tasks';
import type { BroadcastStatus } from '../../common/broadcasts';
import type { ExportLocale } from '../../common/tasks';
import { post } from '../api/client';
import { serviceCall } from '../notifications/service-api';
import { storeTasks } from '../../local/task-store';

export interface BroadcastListFilter {
  skip: number;
  limit: number;
  /** Part of the name; empty: every name. */
  search: string;
  /** One status; undefined: every status. */
  status?: BroadcastStatus;
}

/** A page of the organization's broadcasts, newest first (GET /broadcast/tasks); `signal` cancels it. */
export function listBroadcasts(orgId: string, filter: BroadcastListFilter, signal?: AbortSignal): Promise<BroadcastList> {
  const query: Record<string, string | number> = { orgId, skip: filter.skip, limit: filter.limit };
  if (filter.search) query.search = filter.search;
  if (filter.status) query.status = filter.status;
  return serviceCall<BroadcastList>('GET', '/broadcast/tasks', orgId, { query, signal });
}

export type BroadcastAction = 'pause' | 'resume' | 'stop' | 'copy';

/** Pause, resume, stop or copy (a new draft); answers the broadcast as it now is (the copy, for copy). */
export async function broadcastAction(orgId: string, action: BroadcastAction, taskId: string): Promise<Broadcast> {
  const body = action === 'pause' ? { orgId, taskId, query: { taskId } } : { orgId, taskId };
  const { result } = await post<FunctionResponse<Broadcast>>(`/broadcast/${action}`, body);
  return result;
}

export async function deleteBroadcast(orgId: string, taskId: string): Promise<void> {
  await serviceCall<object>('PUT', `/broadcast/delete/${encodeURIComponent(taskId)}`, orgId, { json: { orgId } });
}

/** The broadcast with its recipients' outcomes per platform (POST /broadcast/analysis). */
export async function fetchAnalysis(orgId: string, taskId: string): Promise<BroadcastAnalysis> {
  const { result } = await post<FunctionResponse<BroadcastAnalysis>>('/broadcast/analysis', { orgId, taskId });
  return result;
}

/** LINE's open statistics of the broadcast, or why there are none (POST /functions/getBroadcastOpenlog). */
export async function fetchOpenlog(orgId: string, taskId: string): Promise<BroadcastOpenlog> {
  const { result } = await post<FunctionResponse<BroadcastOpenlog>>('/functions/getBroadcastOpenlog', { orgId, where: { orgId, taskId } });
  return result;
}

export interface BroadcastExportInput {
  locale: ExportLocale;
  /** The period's first and last moments (the broadcasts created in it). */
  startDate: Date;
  endDate: Date;
}

/** Starts the export of the period's broadcasts (times in this browser's zone); the task lands in the task list at once. */
export async function startBroadcastExport(orgId: string, input: BroadcastExportInput): Promise<Task> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const { result } = await post<FunctionResponse<Task>>('/broadcast/export', {
    orgId, i18n: input.locale, timeZone,
    query: { orgId, startDate: input.startDate.toISOString(), endDate: input.endDate.toISOString() },
  });
  await storeTasks([result]);
  return result;
}
