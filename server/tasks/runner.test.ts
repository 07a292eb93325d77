// The runner against a real database: claims once across runners, recovers what a stopped process
// left, re-queues on shutdown, reports every status change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { TaskErrorKey } from '../../common/error-keys';
import { loadConfig } from '../config';
import { tasks } from '../db/schema';
import { startTestServer, type TestServer } from '../testing/harness';
import { TaskRegistry, type TaskHandler } from './registry';
import { INTERRUPTED_ERROR, MAX_ATTEMPTS, TaskRunner } from './runner';
import { toTask, type TaskRow } from './serialize';
import { createTask } from './store';
import { TaskError } from './task-error';

const silent = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

let test: TestServer;
let orgId: string;
beforeAll(async () => {
  test = await startTestServer();
  ({ orgId } = await test.agentWithOrg('runner'));
});
afterAll(() => test.close());

/** A runner of its own registry: the server's runner never sees these test types. */
function runnerWith(types: Record<string, TaskHandler>, emitted: TaskRow[] = [], leaseMs?: number) {
  const registry = new TaskRegistry();
  for (const [type, handler] of Object.entries(types)) registry.register(type, handler);
  return new TaskRunner({
    db: test.server.db, config: loadConfig({}), emit: (row) => emitted.push(row), log: silent,
    registry, pollMs: 20, leaseMs, progressEveryMs: 0, exclusiveDatabase: false,
  });
}

const row = async (id: string) => (await test.server.db.select().from(tasks).where(eq(tasks.objectId, id)))[0]!;

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('task runner', () => {
  it('runs each task exactly once when several runners share the work', async () => {
    const runs = new Map<string, number>();
    const handler: TaskHandler = async ({ task, start, progress }) => {
      runs.set(task.objectId, (runs.get(task.objectId) ?? 0) + 1);
      await start(2);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await progress(2);
    };
    const created = await Promise.all(Array.from({ length: 12 }, () => createTask(test.server.db, orgId, 'testOnce', {})));
    const runners = [runnerWith({ testOnce: handler }), runnerWith({ testOnce: handler }), runnerWith({ testOnce: handler })];
    await Promise.all(runners.map((runner) => runner.start()));
    await until(async () => (await Promise.all(created.map((task) => row(task.objectId)))).every((task) => task.status === 'done'));
    await Promise.all(runners.map((runner) => runner.stop()));
    expect(created.map((task) => runs.get(task.objectId))).toEqual(created.map(() => 1));
    const done = await row(created[0]!.objectId);
    expect(done).toMatchObject({ status: 'done', total: 2, progress: 2, attempts: 1, leaseUntil: null });
  });

  it('never claims the same row twice with concurrent claims', async () => {
    const created = await Promise.all(Array.from({ length: 6 }, () => createTask(test.server.db, orgId, 'testClaim', {})));
    const runners = [runnerWith({ testClaim: async () => {} }), runnerWith({ testClaim: async () => {} })];
    const claimed: string[] = [];
    for (;;) {
      const batch = await Promise.all([...runners, ...runners].map((runner) => runner.claim()));
      const got = batch.filter((task) => task !== undefined);
      if (got.length === 0) break;
      claimed.push(...got.map((task) => task.objectId));
    }
    expect(claimed.sort()).toEqual(created.map((task) => task.objectId).sort());
  });

  it('reports started → preparing → working → done with total and progress', async () => {
    const emitted: TaskRow[] = [];
    const runner = runnerWith({
      testProgress: async ({ start, progress }) => {
        await start(3);
        for (let done = 1; done <= 3; done++) await progress(done);
      },
    }, emitted);
    const task = await createTask(test.server.db, orgId, 'testProgress', {});
    await runner.start();
    await until(async () => emitted.some((event) => event.objectId === task.objectId && event.status === 'done'));
    await runner.stop();
    const mine = emitted.filter((event) => event.objectId === task.objectId);
    expect(mine.map((event) => event.status)).toEqual(['preparing', 'working', 'working', 'working', 'working', 'done']);
    expect(mine.at(-1)).toMatchObject({ total: 3, progress: 3 });
  });

  it('marks a failing task error with its message, under the key of a TaskError or else error/task-failed', async () => {
    const runner = runnerWith({ testFail: async () => { throw new Error('disk full'); } });
    const task = await createTask(test.server.db, orgId, 'testFail', {});
    await runner.start();
    await until(async () => (await row(task.objectId)).status === 'error');
    await runner.stop();
    expect(await row(task.objectId)).toMatchObject({ status: 'error', error: 'disk full', errorKey: 'error/task-failed' });

    const keyed = runnerWith({ testGone: async () => { throw new TaskError(TaskErrorKey.FILE_DELETED, 'the file was deleted'); } });
    const gone = await createTask(test.server.db, orgId, 'testGone', {});
    await keyed.start();
    await until(async () => (await row(gone.objectId)).status === 'error');
    await keyed.stop();
    expect(toTask(await row(gone.objectId))).toMatchObject({ status: 'error', error: 'the file was deleted', errorKey: 'error/file-deleted' });
  });

  it('re-queues a task left working by a crashed process once its lease ran out, then runs it', async () => {
    const task = await createTask(test.server.db, orgId, 'testCrash', {});
    await test.server.db.update(tasks)
      .set({ status: 'working', attempts: 1, total: 5, progress: 2, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(tasks.objectId, task.objectId));
    const emitted: TaskRow[] = [];
    const runner = runnerWith({ testCrash: async ({ start }) => { await start(5); } }, emitted);
    await runner.start();
    await until(async () => (await row(task.objectId)).status === 'done');
    await runner.stop();
    expect(emitted.filter((event) => event.objectId === task.objectId).map((event) => event.status))
      .toEqual(['pending', 'preparing', 'working', 'done']);
    expect((await row(task.objectId)).attempts).toBe(2);
  });

  it('fails a task visibly after its attempts are used up', async () => {
    const task = await createTask(test.server.db, orgId, 'testCrashLoop', {});
    await test.server.db.update(tasks)
      .set({ status: 'preparing', attempts: MAX_ATTEMPTS, leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(tasks.objectId, task.objectId));
    const runner = runnerWith({ testCrashLoop: async () => {} });
    const recovered = await runner.recover();
    expect(recovered.map((event) => event.objectId)).toContain(task.objectId);
    expect(await row(task.objectId)).toMatchObject({ status: 'error', error: INTERRUPTED_ERROR, errorKey: 'error/task-interrupted' });
  });

  it('leaves a live lease alone unless the database is its own (PGlite restart)', async () => {
    const task = await createTask(test.server.db, orgId, 'testLive', {});
    await test.server.db.update(tasks)
      .set({ status: 'working', attempts: 1, leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(tasks.objectId, task.objectId));
    const runner = runnerWith({});
    await runner.recover();
    expect((await row(task.objectId)).status).toBe('working');
    await runner.recover(true);
    expect((await row(task.objectId)).status).toBe('pending');
  });

  it('puts a running task back in the queue when the server shuts down', async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => { started = resolve; });
    const runner = runnerWith({
      testShutdown: async ({ start, signal }) => {
        await start(1);
        started();
        await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
      },
    });
    const task = await createTask(test.server.db, orgId, 'testShutdown', {});
    await runner.start();
    await running;
    await runner.stop();
    expect(await row(task.objectId)).toMatchObject({ status: 'pending', leaseUntil: null });
    // The next start runs it again.
    const next = runnerWith({ testShutdown: async () => {} });
    await next.start();
    await until(async () => (await row(task.objectId)).status === 'done');
    await next.stop();
  });

  it('stops a run whose lease was taken over', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    const runner = runnerWith({
      testTakeover: async ({ start, progress }) => {
        await start(2);
        await gate;
        await progress(1);
      },
    }, [], 60_000);
    const task = await createTask(test.server.db, orgId, 'testTakeover', {});
    await runner.start();
    await until(async () => (await row(task.objectId)).status === 'working');
    // Another process re-queued and claimed it meanwhile (attempts moved on).
    await test.server.db.update(tasks).set({ attempts: 5 }).where(eq(tasks.objectId, task.objectId));
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await runner.stop();
    expect(await row(task.objectId)).toMatchObject({ status: 'working', attempts: 5 });
  });
});
