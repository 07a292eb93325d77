import { beforeEach, describe, expect, it } from 'vitest';
import type { ChangesRequest, ChangesResult } from '../../common/contracts/changes';
import type { ApiClient } from '../../local/api-client';
import { db } from '../../local/db';
import { metaCursorKey } from '../../local/meta';
import { clearLocalData } from '../../local/queries';
import { directWrites } from '../../local/stores/direct-writes';
import { readCursor } from '../../local/stores/store-meta';
import { wireMessage } from '../../local/test-fixtures';
import { DeltaPuller } from './pull';
import { waitFor } from './engine-test-support';

const PAGES = 20;

/** A feed of PAGES pages of 3 messages each; `failOnce` pages answer a 503 the first time they are asked for. */
function standInFeed(failOnce: Set<number> = new Set()) {
  const asked: number[] = [];
  const api: ApiClient = {
    call: async <Result,>(name: string, body: { orgId: string }) => {
      if (name !== 'changes') throw new Error(`unexpected call ${name}`);
      const { since } = body as ChangesRequest & { orgId: string };
      const page = since / 3;
      asked.push(page);
      if (failOnce.delete(page)) throw new Error('503');
      const changes = [1, 2, 3].map((n) => {
        const seq = since + n;
        return { seq, className: 'Message' as const, objectId: `m${seq}`, op: 'upsert' as const, object: wireMessage({ objectId: `m${seq}` }) };
      });
      const result: ChangesResult = { changes, cursor: since + 3, hasMore: page < PAGES - 1 };
      return result as Result;
    },
    post: () => Promise.reject(new Error('unexpected post')),
  };
  return { api, asked };
}

/** Counts the transactions that moved the organization's cursor. */
function countCursorWrites(): { count: number; stop(): void } {
  const counter = { count: 0, stop: () => {} };
  const onWrite = (key: unknown) => {
    if (key === metaCursorKey('org1')) counter.count += 1;
  };
  const creating = (primaryKey: unknown) => onWrite(primaryKey);
  const updating = (_changes: unknown, primaryKey: unknown) => onWrite(primaryKey);
  db.meta.hook('creating', creating);
  db.meta.hook('updating', updating);
  counter.stop = () => {
    db.meta.hook('creating').unsubscribe(creating);
    db.meta.hook('updating').unsubscribe(updating);
  };
  return counter;
}

const puller = (api: ApiClient) => new DeltaPuller({ api, orgId: 'org1', now: Date.now, random: () => 0, onSessionInvalid: () => {} });

beforeEach(async () => {
  await clearLocalData();
  directWrites.clear();
});

describe('DeltaPuller', () => {
  it('stores every page of a feed that answers faster than IndexedDB writes, in fewer transactions than pages', async () => {
    const { api } = standInFeed();
    const writes = countCursorWrites();
    try {
      puller(api).request();
      await waitFor(async () => expect(await readCursor('org1')).toBe(PAGES * 3));
    } finally {
      writes.stop();
    }
    expect(await db.messages.count()).toBe(PAGES * 3);
    expect(writes.count).toBeLessThan(PAGES / 2);
  });

  it('keeps the pages that arrived before a failed one and goes on from there after the retry', async () => {
    const { api, asked } = standInFeed(new Set([5]));
    puller(api).request();
    await waitFor(async () => expect(await readCursor('org1')).toBe(PAGES * 3));
    expect(await db.messages.count()).toBe(PAGES * 3);
    // Page 5 was asked for twice (the failure, then the retry), and no page before it again.
    expect(asked.filter((page) => page === 5)).toHaveLength(2);
    expect(asked.filter((page) => page < 5).every((page, index, all) => all.indexOf(page) === index)).toBe(true);
  });
});
