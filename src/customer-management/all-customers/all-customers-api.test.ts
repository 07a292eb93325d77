// The all customers calls as the server's contracts have them: filterCustomers' page as synced rows,
// a query group (POST /customer_group/create) and a tag task over every match, their tasks stored.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../local/db';
import { wireCustomer } from '../../../local/test-fixtures';
import { pointer } from '../../../common/parse';
import type { Task } from '../../../common/contracts/tasks';
import { post } from '../../api/client';
import { filterCustomers, saveCustomerGroup } from './all-customers-api';

vi.mock('../../api/client', () => ({ post: vi.fn<(path: string, body: object) => Promise<unknown>>() }));

const orgId = 'Org0000001';
const task = (objectId: string, type: string): Task => ({
  objectId, organization: pointer('Organization', orgId), type, status: 'started', total: 0, progress: 0, options: {},
  createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(async () => {
  vi.mocked(post).mockReset();
  await db.tasks.clear();
});

describe('all customers calls', () => {
  it('asks for a page of the filter and answers synced rows with the count', async () => {
    vi.mocked(post).mockResolvedValue({ result: { customers: [wireCustomer({ objectId: 'Cust000001', orgId })], count: 7 } });
    const page = await filterCustomers(orgId, { query: { email: 'a@' }, sort: 'joinedAt', order: 'asc', skip: 40, limit: 20, returnCount: true });
    expect(post).toHaveBeenCalledWith('/functions/filterCustomers', {
      orgId, query: { email: 'a@' }, sort: 'joinedAt', order: 'asc', skip: 40, limit: 20, returnCount: true,
    });
    expect(page.count).toBe(7);
    expect(page.customers[0]).toMatchObject({ objectId: 'Cust000001', orgId, conversationId: 'conv-Cust000001' });
  });

  it('saves the query as a group, keeping its task for the task list', async () => {
    vi.mocked(post).mockResolvedValueOnce({ result: task('Task000001', 'createCustomerGroup') });
    await saveCustomerGroup(orgId, 'LINE fans', { platforms: ['line'] });
    expect(post).toHaveBeenLastCalledWith('/customer_group/create', { orgId, name: 'LINE fans', query: { platforms: ['line'] } });
    expect((await db.tasks.toArray()).map((row) => row.objectId)).toEqual(['Task000001']);
  });
});
