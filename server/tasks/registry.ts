// Task types: each module registers the handler of its types; the runner claims only registered types.
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import type { TaskRow } from './serialize';

export interface TaskContext {
  task: TaskRow;
  db: Db;
  config: ServerConfig;
  /** Aborted when the server shuts down: stop soon; the task is re-queued and runs again after the restart. */
  signal: AbortSignal;
  /** The amount of work is known: status `working` with this `total`. */
  start(total: number): Promise<void>;
  /** Items done so far (reported to the organization's sockets, throttled). */
  progress(done: number): Promise<void>;
}

/** What a finished task leaves behind: a download path and its file (relative to DATA_DIR), or a result. */
export interface TaskOutput {
  url?: string;
  filePath?: string;
  /** A summary the task list shows (e.g. rows imported and rows that matched nobody). */
  result?: Record<string, unknown>;
  /**
   * The task stops without ending: it is set aside (`scheduled` without a time: never claimed, not
   * listed for broadcasts), quietly. A paused broadcast ends its run so (server/broadcasts); its
   * resume is a new task.
   */
  park?: true;
}

/**
 * Runs one task to its end; a throw marks the task `error` with the thrown message as its detail and
 * the key of a TaskError (./task-error.ts; any other throw: error/task-failed).
 */
export type TaskHandler = (context: TaskContext) => Promise<TaskOutput | void>;

/**
 * Handlers by task type: each server has its own (Tasks.taskTypes), filled by the route plugins that
 * own the types; tests give their runners their own.
 */
export class TaskRegistry {
  private readonly handlers = new Map<string, TaskHandler>();

  register(type: string, handler: TaskHandler): void {
    this.handlers.set(type, handler);
  }

  handler(type: string): TaskHandler | undefined {
    return this.handlers.get(type);
  }

  types(): string[] {
    return [...this.handlers.keys()];
  }
}

