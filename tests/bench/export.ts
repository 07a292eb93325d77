// Export of many customers (issue 5): wall time of the task and the server's peak memory.
import { readFileSync } from 'node:fs';
import type { FunctionResponse } from '../../common/contracts/base';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { launchServer } from '../../server/testing/server-process';
import { seedCustomers } from './seed';

export const EXPORT_CUSTOMERS = 100_000;

/** Peak resident memory (VmHWM) of a process, in bytes (Linux). */
function peakMemory(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmHWM:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

export async function benchExport(): Promise<{ seconds: number; peakBytes: number; idleBytes: number }> {
  const server = await launchServer();
  try {
    const call = async <T>(path: string, body: Record<string, unknown>): Promise<T> => {
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ _ApplicationId: DEFAULT_APP_ID, _JavaScriptKey: DEFAULT_JS_KEY, ...body }),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json() as Promise<T>;
    };
    const user = await call<{ sessionToken: string }>('/users', { username: 'export@example.com', email: 'export@example.com', password: 'bench password 1' });
    const org = await call<{ objectId: string }>('/classes/Organization', { _SessionToken: user.sessionToken, name: 'Export', industry: 'retail' });
    await server.stop();
    await seedCustomers(server.dataDir, org.objectId, EXPORT_CUSTOMERS);
    await server.start();

    const pid = server.pid!;
    const idleBytes = peakMemory(pid);
    const started = performance.now();
    const { result: task } = await call<FunctionResponse<Task>>('/functions/exportCustomers', { _SessionToken: user.sessionToken, orgId: org.objectId });
    for (;;) {
      const { result } = await call<FunctionResponse<FindTasksResult>>('/functions/findTasks', { _SessionToken: user.sessionToken, orgId: org.objectId, limit: 15 });
      const current = result.tasks.find((candidate) => candidate.objectId === task.objectId);
      if (current?.status === 'done') break;
      if (current?.status === 'error') throw new Error(`export failed: ${current.error}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { seconds: (performance.now() - started) / 1000, peakBytes: peakMemory(pid), idleBytes };
  } finally {
    await server.dispose();
  }
}
