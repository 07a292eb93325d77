// Customer groups on a real server: CSV import through the task runner, the group list and its
// customers, update and delete rules, bad input and other organizations.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import type { CustomerGroup, CustomerGroupQueryResponse } from '../../common/contracts/customer-groups';
import { randomId } from '../../common/ids';
import type { Customer } from '../../common/contracts/customers';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import { TaskType } from '../../common/tasks';
import type { GetUploadUrlResult, UploadedFile } from '../../common/contracts/files';
import type { SystemMessage } from '../../common/contracts/notifications';
import { changedOutside } from '../auth-cache/test-helpers';
import { loadConfig } from '../config';
import { memberships, orgRoles, tasks } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

const { appId } = loadConfig({});
let t: TestServer;
let agent: Agent;
let stranger: Agent;
let amy: Customer;
let ben: Customer;

beforeAll(async () => {
  t = await startTestServer();
  agent = await t.agentWithOrg('grouper');
  stranger = await t.agentWithOrg('stranger');
  amy = (await t.visitorCustomer(agent, 'Hi from Amy')).customer;
  ben = (await t.visitorCustomer(agent, 'Hi from Ben')).customer;
});
afterAll(async () => { await t?.close(); });

async function uploadCsv(text: string, who: Agent = agent, name = 'customers.csv', mode = 'csv'): Promise<UploadedFile> {
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

const importCsv = (body: Record<string, unknown>, who: Agent = agent) =>
  t.call<{ result: Task; error?: string }>('/customer_group/import/csv', { orgId: who.orgId, ...body }, who.token);

/** The task once it is done or in error (read over findTasks). */
async function finished(taskId: string, who: Agent = agent): Promise<Task> {
  for (let i = 0; i < 200; i++) {
    const list = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: who.orgId }, who.token);
    const task = list.body.result.tasks.find((candidate) => candidate.objectId === taskId);
    if (task?.status === 'done' || task?.status === 'error') return task;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the import did not finish');
}

const listGroups = (who: Agent = agent, body: Record<string, unknown> = {}) =>
  t.call<CustomerGroupQueryResponse & { error?: string }>('/classes/CustomerGroup', {
    _method: 'GET', where: { organization: { __type: 'Pointer', className: 'Organization', objectId: who.orgId }, expired: { $ne: true }, status: { $ne: 'creating' } },
    limit: 40, skip: 0, order: '-updatedAt', ...body,
  }, who.token);
const groupCall = (id: string, body: Record<string, unknown>, who: Agent = agent) =>
  t.call<CustomerGroup & { error?: string }>(`/classes/CustomerGroup/${id}`, { orgId: who.orgId, ...body }, who.token);
const customersOf = (groupId: string, body: Record<string, unknown> = {}, who: Agent = agent) =>
  t.call<{ result: { customers?: Partial<Customer>[]; count?: number }; error?: string }>('/functions/getCustomersByCustomerGroup', {
    orgId: who.orgId, where: { customerGroupId: groupId }, ...body,
  }, who.token);

async function importedGroup(text: string, title: string, type = 'customerId'): Promise<{ task: Task; group: CustomerGroup }> {
  const file = await uploadCsv(text);
  const started = await importCsv({ title, type, fileUrl: file.url });
  expect(started.status).toBe(200);
  expect(started.body.result).toMatchObject({ type: TaskType.IMPORT_CUSTOMER_GROUP_CSV, status: 'started', options: { title: title.trim(), type } });
  const task = await finished(started.body.result.objectId);
  const group = await groupCall(String(started.body.result.options.group), { _method: 'GET' });
  return { task, group: group.body };
}

describe('customer-group CSV import', () => {
  it('fills a new custom group with the customers the file names and reports the rows that match nobody', async () => {
    const csv = `name,customerId\r\nAmy,${amy.customerId}\r\nBen,"${ben.customerId}"\r\nNobody,visitor-unknown\r\nAmy twice,${amy.customerId}\r\n`;
    const { task, group } = await importedGroup(csv, '  VIP from CSV ');
    expect(task).toMatchObject({ status: 'done', total: 3, progress: 3, result: { ids: 3, matched: 2, unmatched: 1 } });
    expect(group).toMatchObject({ name: 'VIP from CSV', status: 'ready', count: 2, expired: false, options: { isCustomCustomerGroup: true } });

    const listed = await listGroups();
    expect(listed.body.results.map((row) => [row.name, row.count, row.status])).toContainEqual(['VIP from CSV', 2, 'ready']);

    const members = await customersOf(group.objectId);
    expect(members.body.result.customers?.map((customer) => customer.objectId).sort()).toEqual([amy.objectId, ben.objectId].sort());
    expect((await customersOf(group.objectId, { returnCount: true })).body.result).toEqual({ count: 2 });
    const paged = await customersOf(group.objectId, { limit: 1, skip: 1, select: ['displayName'], sliceTagsCount: 0 });
    expect(paged.body.result.customers).toHaveLength(1);
    expect(Object.keys(paged.body.result.customers![0]!).sort()).toEqual(['displayName', 'objectId']);
  });

  it('matches by objectId when the type says so', async () => {
    const { task, group } = await importedGroup(`objectId\n${amy.objectId}\nAAAAAAAAAA\n`, 'By object id', 'objectId');
    expect(task.result).toEqual({ ids: 2, matched: 1, unmatched: 1 });
    expect(group.count).toBe(1);
  });

  it('fails the task with a key and a message for a file it cannot read, and leaves no group behind', async () => {
    const file = await uploadCsv('name,email\nAmy,amy@example.com\n');
    const started = await importCsv({ title: 'Broken', type: 'customerId', fileUrl: file.url });
    const task = await finished(started.body.result.objectId);
    expect(task).toMatchObject({ status: 'error', errorKey: 'error/csv-no-customer-id', error: 'the CSV has no customerId column in its header row' });
    // The members' notification of the failure carries the key too (the console says it in their language).
    await expect.poll(async () => {
      const notes = await t.call<{ result: SystemMessage[] }>('/functions/findSystemMessage', { orgId: agent.orgId }, agent.token);
      return notes.body.result.find((note) => note.data.body.context?.taskId === task.objectId)?.data.body.error;
    }).toMatchObject({ key: 'error/csv-no-customer-id', details: ['the CSV has no customerId column in its header row'] });
    expect((await groupCall(String(started.body.result.options.group), { _method: 'GET' })).status).toBe(404);
    expect((await listGroups()).body.results.map((row) => row.name)).not.toContain('Broken');

    const quoted = await uploadCsv('customerId\n"v-1"x\n');
    const bad = await finished((await importCsv({ title: 'Quotes', type: 'customerId', fileUrl: quoted.url })).body.result.objectId);
    expect(bad).toMatchObject({ status: 'error', errorKey: 'error/csv-unreadable' });
    expect(bad.error).toMatch(/^the CSV could not be read: /);
  });

  it('refuses bad input with a 400 naming the problem', async () => {
    const file = await uploadCsv(`customerId\n${amy.customerId}\n`);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'customerId', fileUrl: file.url }, /title/],
      [{ title: '   ', type: 'customerId', fileUrl: file.url }, /title must not be blank/],
      [{ title: 'x', type: 'phone', fileUrl: file.url }, /type/],
      [{ title: 'x', type: 'customerId' }, /fileUrl/],
      [{ title: 'x', type: 'customerId', fileUrl: 'https://elsewhere.example/files/AAAAAAAAAA/a.csv' }, /fileUrl must be the url of a file uploaded/],
      [{ title: 'x', type: 'customerId', fileUrl: `${file.url}?x=1` }, /fileUrl must be the url/],
    ];
    for (const [body, message] of cases) {
      const answer = await importCsv(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    // A finished upload that is not a CSV import (another mode).
    const asked = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', {
      orgId: agent.orgId, fileName: 'x.csv', contentType: 'text/csv', mode: 'csv',
    }, agent.token);
    const unfinished = await importCsv({ title: 'x', type: 'customerId', fileUrl: `/files/${asked.body.result.objectId}/x.csv` });
    expect(unfinished.status).toBe(400);
    expect(unfinished.body.error).toMatch(/has not finished/);

    // A spreadsheet renamed to .csv is refused when its upload is confirmed.
    const zip = new Uint8Array(50);
    zip.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8]);
    const xlsx = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', {
      orgId: agent.orgId, fileName: 'sheet.csv', contentType: 'text/csv', size: zip.length, mode: 'csv',
    }, agent.token);
    await fetch(t.url + xlsx.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': 'text/csv' }, body: zip });
    const confirmed = await t.call(`/classes/File/${xlsx.body.result.objectId}`, { orgId: agent.orgId }, agent.token);
    expect(confirmed).toMatchObject({ status: 400, body: { error: 'file-format-errorCsv' } });

    // A group is custom (a CSV fills it) or has a query (query-groups.test.ts); a custom one takes none.
    expect((await t.call('/classes/CustomerGroup', { orgId: agent.orgId, name: 'Neither' }, agent.token)).status).toBe(400);
    expect((await t.call('/classes/CustomerGroup', { orgId: agent.orgId, name: 'Both', query: { platforms: ['line'] }, options: { isCustomCustomerGroup: true } }, agent.token)).status).toBe(400);
    expect((await t.call('/classes/CustomerGroup', { orgId: agent.orgId, options: { isCustomCustomerGroup: true } }, agent.token)).body.error).toMatch(/name/);
    expect((await listGroups(agent, { limit: 101 })).status).toBe(400);
    expect((await listGroups(agent, { where: { color: 'red' } })).status).toBe(400);
    expect((await listGroups(agent, { order: 'password' })).status).toBe(400);
  });

  it('answers 404 for another organization\'s groups and files', async () => {
    const { group } = await importedGroup(`customerId\n${amy.customerId}\n`, 'Private group');
    for (const method of ['GET', 'PUT', 'DELETE']) {
      expect((await groupCall(group.objectId, { _method: method, name: 'Mine now' }, stranger)).status).toBe(404);
    }
    expect((await customersOf(group.objectId, {}, stranger)).status).toBe(404);
    expect((await listGroups(stranger)).body.results.map((row) => row.objectId)).not.toContain(group.objectId);
    // Naming the other organization in the query.
    const theirs = await t.call('/classes/CustomerGroup', {
      _method: 'GET', orgId: stranger.orgId, where: { organization: { __type: 'Pointer', className: 'Organization', objectId: agent.orgId } },
    }, stranger.token);
    expect(theirs.status).toBe(404);
    const strangersFile = await uploadCsv('customerId\nx\n', stranger);
    expect((await importCsv({ title: 'Stolen', type: 'customerId', fileUrl: strangersFile.url })).status).toBe(404);
    expect((await groupCall(group.objectId, { _method: 'GET' })).body.name).toBe('Private group');
  });
});

describe('an exported file imports back', () => {
  it('makes a group of every exported customer, whatever the language of the export and the id type chosen', async () => {
    for (const i18n of ['en-US', 'ja-JP', 'zh-TW', 'zh-CN']) {
      const started = await t.call<{ result: Task }>('/functions/exportCustomers', { orgId: agent.orgId, i18n }, agent.token);
      const exported = await finished(started.body.result.objectId);
      expect(exported.status, i18n).toBe('done');
      const download = await fetch(t.url + exported.url!, { headers: { 'X-Parse-Application-Id': appId, 'X-Parse-Session-Token': agent.token } });
      const text = await download.text();
      for (const type of ['customerId', 'objectId']) {
        const { task, group } = await importedGroup(text, `Export ${i18n} by ${type}`, type);
        expect(task, `${i18n} ${type}`).toMatchObject({ status: 'done', result: { matched: task.result?.ids, unmatched: 0 } });
        expect(group.count, `${i18n} ${type}`).toBeGreaterThanOrEqual(2);
        const members = (await customersOf(group.objectId, { limit: 100 })).body.result.customers!.map((customer) => customer.objectId);
        expect(members).toEqual(expect.arrayContaining([amy.objectId, ben.objectId]));
      }
    }
  });
});

describe('customer-group list, update and delete', () => {
  it('creates an empty custom group, lists newest change first, and pages', async () => {
    const created: string[] = [];
    for (const name of ['Page A', 'Page B', 'Page C']) {
      const answer = await t.call<CustomerGroup>('/classes/CustomerGroup', { orgId: agent.orgId, name, options: { isCustomCustomerGroup: true } }, agent.token);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ name, count: 0, status: 'ready', query: {} });
      created.push(answer.body.objectId);
    }
    const first = await listGroups(agent, { limit: 2, count: true });
    expect(first.body.results.map((row) => row.name)).toEqual(['Page C', 'Page B']);
    expect(first.body.count).toBeGreaterThanOrEqual(3);
    const second = await listGroups(agent, { limit: 2, skip: 2 });
    expect(second.body.results[0]?.name).toBe('Page A');
  });

  it('updates a name or expired, and nothing else', async () => {
    const { group } = await importedGroup(`customerId\n${ben.customerId}\n`, 'To rename');
    const missing = await groupCall(group.objectId, { _method: 'PUT' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('a customer group update needs name or expired');
    expect((await groupCall(group.objectId, { _method: 'PUT', name: '  ' })).status).toBe(400);
    expect((await groupCall(group.objectId, { _method: 'PUT', count: 99 })).status).toBe(400);

    const renamed = await groupCall(group.objectId, { _method: 'PUT', name: ' Renamed ' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', count: 1 });
    expect((await listGroups()).body.results[0]?.name).toBe('Renamed');

    const expired = await groupCall(group.objectId, { _method: 'PUT', expired: true });
    expect(expired.body.expired).toBe(true);
    expect((await listGroups()).body.results.map((row) => row.objectId)).not.toContain(group.objectId);
  });

  it('deletes a group (not while its import runs), after which it is gone', async () => {
    const { group } = await importedGroup(`customerId\n${amy.customerId}\n`, 'To delete');
    expect((await groupCall(group.objectId, { _method: 'DELETE' })).body).toEqual({});
    expect((await groupCall(group.objectId, { _method: 'GET' })).status).toBe(404);
    expect((await groupCall(group.objectId, { _method: 'DELETE' })).status).toBe(404);
    expect((await customersOf(group.objectId)).status).toBe(404);

    // An import that has not run yet (scheduled far ahead, so the runner leaves it be).
    const busy = await t.call<CustomerGroup>('/classes/CustomerGroup', { orgId: agent.orgId, name: 'Busy', options: { isCustomCustomerGroup: true } }, agent.token);
    await t.server.db.insert(tasks).values({
      objectId: randomId(), orgId: agent.orgId, type: TaskType.IMPORT_CUSTOMER_GROUP_CSV, status: 'scheduled',
      scheduleAt: new Date(Date.now() + 3_600_000), options: { title: 'Busy', type: 'customerId', file: 'AAAAAAAAAA', group: busy.body.objectId },
    });
    const refused = await groupCall(busy.body.objectId, { _method: 'DELETE' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/still importing/);
  });
});

describe('who may use customer groups', () => {
  it('admins, and members whose custom role has the customerGroups part (01 §6)', async () => {
    const owner = await t.agentWithOrg('roles');
    const joined = await joinedMember(t, owner, 'Gina');
    const member: Agent = { ...joined, orgId: owner.orgId };
    const refused = { code: 119, error: 'error/feature-disabled' };
    expect((await listGroups(owner)).status).toBe(200);
    // A general member: customer management is not on their menu.
    expect((await listGroups(member)).body).toEqual(refused);

    // A role with customer management's tag part only.
    const feature = structuredClone(vpcSettingForPlan('enterprise').data);
    feature.customerMgmt.customerGroups.enabled = false;
    const roleId = randomId();
    await t.server.db.insert(orgRoles).values({ objectId: roleId, orgId: owner.orgId, name: 'Taggers', feature });
    await t.server.db.update(memberships).set({ orgRoleId: roleId })
      .where(and(eq(memberships.orgId, owner.orgId), eq(memberships.userId, member.userId)));
    changedOutside(t, { orgId: owner.orgId });
    expect((await listGroups(member)).body).toEqual(refused);
    expect((await importCsv({ title: 'x', type: 'customerId', fileUrl: '/files/AAAAAAAAAA/x.csv' }, member)).body).toEqual(refused);

    feature.customerMgmt.customerGroups.enabled = true;
    await t.server.db.update(orgRoles).set({ feature }).where(eq(orgRoles.objectId, roleId));
    changedOutside(t, { orgId: owner.orgId });
    expect((await listGroups(member)).status).toBe(200);
  });
});
