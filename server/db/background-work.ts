// Work done in the background (the channels' lane workers: applying webhook events, sending replies)
// is marked so, and its database calls give way to the ones of requests being answered: on the embedded
// database, which runs one statement at a time in this process, a webhook's answer or a console's page
// then waits for at most the statement under way, not for a backlog of the workers' (server/db/client.ts).
import { AsyncLocalStorage } from 'node:async_hooks';

const background = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) as background work. */
export const inBackground = <T>(work: () => Promise<T>): Promise<T> => background.run(true, work);

/** Whether the caller is background work. */
export const isBackground = (): boolean => background.getStore() === true;
