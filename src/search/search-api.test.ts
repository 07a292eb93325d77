import { afterEach, describe, expect, it, vi } from 'vitest';
import { wireCustomer } from '../../local/test-fixtures';
import { findCustomersByName, messageSearchWhere, searchMessages } from './search-api';

afterEach(() => vi.unstubAllGlobals());

/** A server that answers only when the request is not cancelled first (fetch rejects on abort). */
function slowServer(body: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(await request.clone().json());
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (request.signal.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    return Response.json(body);
  });
  return sent;
}

describe('search calls', () => {
  it('asks findCustomerV3 for the name and answers the customers', async () => {
    const sent = slowServer({ result: { customers: [wireCustomer({ objectId: 'ann', displayName: 'Ann' })] } });
    const found = await findCustomersByName('org1', ' Ann ', new AbortController().signal);
    expect(found.map((row) => row.displayName)).toEqual(['Ann']);
    expect(sent[0]).toMatchObject({ orgId: 'org1', where: { nameSearch: 'Ann' }, options: { limit: 20 } });
  });

  it('swallows a cancelled search into an empty list', async () => {
    slowServer({ result: { customers: [wireCustomer({ objectId: 'ann' })], messages: [] } });
    const controller = new AbortController();
    const customers = findCustomersByName('org1', 'Ann', controller.signal);
    const messages = searchMessages('org1', { keyword: 'x' }, { limit: 20, skip: 0 }, controller.signal);
    controller.abort();
    await expect(customers).resolves.toEqual([]);
    await expect(messages).resolves.toEqual([]);
  });

  it('still fails when the server cannot be reached (the console then answers from IndexedDB)', async () => {
    vi.stubGlobal('fetch', async () => { throw new TypeError('Failed to fetch'); });
    await expect(searchMessages('org1', { keyword: 'x' }, { limit: 20, skip: 0 }, new AbortController().signal)).rejects.toThrow('Failed to fetch');
  });

  it('writes the message query of 02 §7 from the panel\'s filter', () => {
    expect(messageSearchWhere({
      keyword: ' order ', platforms: ['line'], from: '2026-01-01T00:00:00.000Z', senderTypes: ['Customer'],
      inboxes: ['done'], tagsIn: [], tagsNotIn: ['spam'],
    })).toEqual({
      keyword: 'order', platform: { $in: ['line'] }, _created_at: { $gte: '2026-01-01T00:00:00.000Z' },
      senderType: { $in: ['Customer'] }, inbox: { $in: ['done'] }, tags: { $nin: ['spam'] },
    });
    expect(messageSearchWhere({ keyword: '' })).toEqual({});
  });
});
