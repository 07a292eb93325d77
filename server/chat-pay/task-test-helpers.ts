// The chatPay task tests' calls: an uploaded CSV (the upload flow, mode csv), a task followed to its
// end over findTasks, and a task's file downloaded as the console does.
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import type { GetUploadUrlResult, UploadedFile } from '../../common/contracts/files';
import { loadConfig } from '../config';
import type { Agent, TestServer } from '../testing/harness';

const { appId } = loadConfig({});

export async function uploadCsv(t: TestServer, who: Agent, text: string, name = 'products.csv', mode = 'csv'): Promise<UploadedFile> {
  const bytes = new TextEncoder().encode(text);
  const asked = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', {
    orgId: who.orgId, fileName: name, contentType: 'text/csv', size: bytes.length, mode,
  }, who.token);
  expect(asked.status).toBe(200);
  const put = await fetch(t.url + asked.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: bytes });
  expect(put.status).toBe(200);
  const file = await t.call<UploadedFile>(`/classes/File/${asked.body.result.objectId}`, { orgId: who.orgId }, who.token);
  expect(file.status).toBe(200);
  return file.body;
}

/** The task once it is done or in error. */
export async function finished(t: TestServer, who: Agent, taskId: string): Promise<Task> {
  for (let i = 0; i < 400; i++) {
    const list = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: who.orgId }, who.token);
    const task = list.body.result.tasks.find((candidate) => candidate.objectId === taskId);
    if (task?.status === 'done' || task?.status === 'error') return task;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the task did not finish');
}

/** A task's file as the console downloads it (the session in a header), or the refusal. */
export const download = (t: TestServer, url: string, token?: string) => fetch(t.url + url, {
  headers: { 'X-Parse-Application-Id': appId, ...(token ? { 'X-Parse-Session-Token': token } : {}) },
});

/** A CSV's rows as cells, read as a spreadsheet would (quotes undone; the byte-order mark dropped). */
export const csvLines = (text: string): string[][] => parse(text, { bom: true });
