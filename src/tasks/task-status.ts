// How a task's status shows (01 §4): its icon and its tooltip.

export type TaskIcon = 'queued' | 'spin-slow' | 'spin-fast' | 'check' | 'cross' | 'scheduled';
export type TaskTooltip = 'started' | 'pending' | 'working' | 'success' | 'fail';

export interface TaskStatusLook {
  icon: TaskIcon;
  tooltip: TaskTooltip;
}

/** pending spins slowly, preparing and working faster, done is a check, error a cross. */
export function taskStatusLook(status: string): TaskStatusLook {
  switch (status) {
    case 'pending': return { icon: 'spin-slow', tooltip: 'pending' };
    case 'preparing':
    case 'working': return { icon: 'spin-fast', tooltip: 'working' };
    case 'done': return { icon: 'check', tooltip: 'success' };
    case 'error': return { icon: 'cross', tooltip: 'fail' };
    case 'scheduled': return { icon: 'scheduled', tooltip: 'pending' };
    default: return { icon: 'queued', tooltip: 'started' };
  }
}

/** A status change worth a toast (01 §4): done always, error for exports (the caller checks the type). */
export function finishedTransition(previous: string | undefined, current: string): 'done' | 'error' | undefined {
  if (previous === current) return undefined;
  if (current === 'done' || current === 'error') return current;
  return undefined;
}
