// The broadcast export (POST /broadcast/export): a CSV of the organization's broadcasts created in the
// period, header row in the chosen locale (zh-TW by default), stored as `{orgId}/exports/…` like the
// customer export (server/exports).
import { Readable } from 'node:stream';
import { DEFAULT_EXPORT_LOCALE, EXPORT_LOCALES, fileTimestamp, TaskType, type ExportLocale } from '../../common/tasks';
import { csvTime, pagedCsv } from '../exports/csv';
import type { FileStorage } from '../files';
import type { TaskContext, TaskOutput, TaskRegistry } from '../tasks/registry';
import { taskFileUrl } from '../tasks/routes';
import type { BroadcastRow } from './serialize';
import { broadcastsBetween } from './store';

const PAGE = 500;

type Column = { header: Record<ExportLocale, string>; value: (row: BroadcastRow, timeZone: string) => string };
const COLUMNS: Column[] = [
  { header: { 'en-US': 'Name', 'ja-JP': '名前', 'zh-TW': '名稱', 'zh-CN': '名称' }, value: (row) => row.name },
  { header: { 'en-US': 'Status', 'ja-JP': 'ステータス', 'zh-TW': '狀態', 'zh-CN': '状态' }, value: (row) => row.status },
  { header: { 'en-US': 'Scheduled at', 'ja-JP': '予約日時', 'zh-TW': '預約時間', 'zh-CN': '预约时间' }, value: (row, zone) => csvTime(row.scheduleAt, zone) },
  { header: { 'en-US': 'Created at', 'ja-JP': '作成日時', 'zh-TW': '建立時間', 'zh-CN': '创建时间' }, value: (row, zone) => csvTime(row.createdAt, zone) },
  { header: { 'en-US': 'Recipients', 'ja-JP': '配信対象', 'zh-TW': '發送對象', 'zh-CN': '发送对象' }, value: (row) => String(row.total) },
  { header: { 'en-US': 'Succeeded', 'ja-JP': '成功', 'zh-TW': '成功', 'zh-CN': '成功' }, value: (row) => String(row.success) },
  { header: { 'en-US': 'Failed', 'ja-JP': '失敗', 'zh-TW': '失敗', 'zh-CN': '失败' }, value: (row) => String(row.failed) },
  { header: { 'en-US': 'Unknown', 'ja-JP': '不明', 'zh-TW': '未知', 'zh-CN': '未知' }, value: (row) => String(row.unknown) },
];

const localeOf = (value: unknown): ExportLocale => (EXPORT_LOCALES.includes(value as ExportLocale) ? value as ExportLocale : DEFAULT_EXPORT_LOCALE);
const dateOf = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? new Date(value) : undefined);

export async function exportBroadcasts({ task, db, signal, start, progress }: TaskContext, storage: FileStorage): Promise<TaskOutput> {
  const locale = localeOf(task.options.locale);
  const timeZone = typeof task.options.timeZone === 'string' ? task.options.timeZone : 'UTC';
  const [from, to] = [dateOf(task.options.startDate), dateOf(task.options.endDate)];
  await start(0);
  const fileName = `broadcasts-${fileTimestamp(new Date(), timeZone)}.csv`;
  const csv = () => pagedCsv({
    header: COLUMNS.map((column) => column.header[locale]),
    page: (after) => broadcastsBetween(db, task.orgId, from, to, after, PAGE),
    cells: (row) => COLUMNS.map((column) => column.value(row, timeZone)),
    signal,
    progress,
  });
  const key = `${task.orgId}/exports/${task.objectId}/${fileName}`;
  await storage.write(key, Readable.from(csv(), { objectMode: false }), Number.MAX_SAFE_INTEGER, 'text/csv; charset=utf-8');
  return { filePath: key, url: taskFileUrl(task.objectId, fileName) };
}

export function registerBroadcastExport(taskTypes: TaskRegistry, storage: FileStorage): void {
  taskTypes.register(TaskType.EXPORT_BROADCASTS, (context) => exportBroadcasts(context, storage));
}
