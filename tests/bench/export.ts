// Export of many customers (issues 5 and 18): wall time of the task and how much the server's
// resident memory grows meanwhile, on PGlite, a fresh server process for each run.
import type { FunctionResponse } from '../../common/contracts/base';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import { launchServer } from '../../server/testing/server-process';
import { callServer } from '../../server/testing/call-server';
import { figure, type Figure, median, processMemory, resetPeakMemory, SERVER_RUNS } from './figures';
import { seedCustomers } from './seed';

export const EXPORT_CUSTOMERS = 100_000;

export interface ExportFigures {
  seconds: Figure;
  /** Peak resident memory during the export minus the resident memory just before it. */
  growthBytes: Figure;
  /** Resident memory of the idle server just before the export (median). */
  idleBytes: number;
}

export async function benchExport(say: (line: string) => void): Promise<ExportFigures> {
  const server = await launchServer();
  try {
    const call = <T>(path: string, body: Record<string, unknown>) => callServer<T>(server.url, path, body);
    const user = await call<{ sessionToken: string }>('/users', { username: 'export@example.com', email: 'export@example.com', password: 'bench password 1' });
    const org = await call<{ objectId: string }>('/classes/Organization', { _SessionToken: user.sessionToken, name: 'Export', industry: 'retail' });
    await server.stop();
    await seedCustomers(server.dataDir, org.objectId, EXPORT_CUSTOMERS);

    const seconds: Figure[] = [];
    const growth: Figure[] = [];
    const idle: number[] = [];
    for (let run = 0; run < SERVER_RUNS; run++) {
      await server.start();
      const pid = server.pid!;
      const before = processMemory(pid, 'VmRSS');
      resetPeakMemory(pid);
      const started = performance.now();
      const { result: task } = await call<FunctionResponse<Task>>('/functions/exportCustomers', { _SessionToken: user.sessionToken, orgId: org.objectId });
      for (;;) {
        const { result } = await call<FunctionResponse<FindTasksResult>>('/functions/findTasks', { _SessionToken: user.sessionToken, orgId: org.objectId, limit: 15 });
        const current = result.tasks.find((candidate) => candidate.objectId === task.objectId);
        if (current?.status === 'done') break;
        if (current?.status === 'error') throw new Error(`export failed: ${current.error}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      seconds.push(figure((performance.now() - started) / 1000));
      growth.push(figure(processMemory(pid, 'VmHWM') - before));
      idle.push(before);
      say(`  (run ${run + 1}: ${seconds.at(-1)!.value.toFixed(1)} s, +${(growth.at(-1)!.value / 2 ** 20).toFixed(0)} MiB over ${(before / 2 ** 20).toFixed(0)} MiB, load ${seconds.at(-1)!.load.toFixed(2)})`);
      await server.stop();
    }
    return { seconds: median(seconds), growthBytes: median(growth), idleBytes: idle.sort((a, b) => a - b)[Math.floor(idle.length / 2)]! };
  } finally {
    await server.dispose();
  }
}
