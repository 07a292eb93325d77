// The task runner of this process, wired to the database and the organization rooms.
import type { Server } from 'socket.io';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { socketTaskEmitter, type TaskEmitter } from './emit';
import { TaskRegistry } from './registry';
import { TaskRunner } from './runner';
import { notifyTaskFinished } from '../notifications/notify';
import type { Pusher } from '../push';
import { socketEmitter } from '../realtime/emitter';

export interface Tasks {
  runner: TaskRunner;
  emitTask: TaskEmitter;
  /** The task types this server's runner works: a plugin registers the types it owns here. */
  taskTypes: TaskRegistry;
}

export function createTasks(database: Database, config: ServerConfig, io: Server, push: Pusher, log: FastifyBaseLogger): Tasks {
  const taskEvent = socketTaskEmitter(io);
  // A task that ends (done or error) also becomes a notification (server/notifications) for every
  // member, and a web push to the member who started it.
  const emitTask: TaskEmitter = (row) => {
    taskEvent(row);
    void notifyTaskFinished({ db: database.db, realtime: socketEmitter(io), log }, row);
    void push.taskFinished(row);
  };
  const taskTypes = new TaskRegistry();
  const runner = new TaskRunner({
    registry: taskTypes,
    db: database.db,
    config,
    emit: emitTask,
    log,
    // PGlite is one process's alone: a task it shows as working was left by the previous run.
    exclusiveDatabase: database.kind === 'pglite',
  });
  return { runner, emitTask, taskTypes };
}
