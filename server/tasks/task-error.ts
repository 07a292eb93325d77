// A task's failure as the console sees it: a key it translates (common/error-keys.ts TaskErrorKey)
// and the server's own words as the detail.
import { TaskErrorKey } from '../../common/error-keys';

/** Thrown by a task handler: the task ends in error with this key and the message as its detail. */
export class TaskError extends Error {
  constructor(readonly key: TaskErrorKey, message: string) {
    super(message);
  }
}

/** What a failed task stores: the key (FAILED for any other throw) and the detail (at most 500 characters). */
export function taskFailure(error: unknown): { errorKey: TaskErrorKey; error: string } {
  const message = error instanceof Error ? error.message : String(error);
  return { errorKey: error instanceof TaskError ? error.key : TaskErrorKey.FAILED, error: message.slice(0, 500) };
}
