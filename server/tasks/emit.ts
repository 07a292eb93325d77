// Every status change (and throttled progress) of a task goes to its organization's console sockets.
import type { Server } from 'socket.io';
import type { TaskEvent } from '../../common/contracts/tasks';
import { orgRoom } from '../realtime/emitter';
import { toTask, type TaskRow } from './serialize';

export type TaskEmitter = (row: TaskRow) => void;

export function socketTaskEmitter(io: Server): TaskEmitter {
  return (row) => {
    const event: TaskEvent = { type: 'task', task: toTask(row) };
    io.to(orgRoom(row.orgId)).emit('event', event);
  };
}
