// File storage on local disk under DATA_DIR/files (ARCHITECTURE §3). Keys are `{orgId}/{objectId}`:
// made of ids only, never of a name a user typed.
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
  }
}

export interface FileStorage {
  /**
   * Stores the stream under `key`, at most `limit` bytes: past the limit it stops, keeps nothing
   * and throws TooLargeError. Answers the number of bytes stored.
   */
  write(key: string, source: Readable, limit: number): Promise<number>;
  read(key: string): ReadStream;
  remove(key: string): Promise<void>;
  /** Removes every file of an organization (when it is deleted). */
  removeOrganization(orgId: string): Promise<void>;
}

/** Past the limit the rest is read and dropped up to this much, so the client can read the 413; then the connection is cut. */
const DISCARD_AFTER_LIMIT = 16 * 1024 * 1024;

/**
 * Reads `source` into `write` with backpressure, at most `limit` bytes. Past the limit it rejects
 * with TooLargeError at once and drops the rest (never destroying the request while the answer is
 * still to be sent, which would leave the client without it).
 */
function receive(source: Readable, limit: number, write: (chunk: Buffer) => Promise<void>): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let failed: unknown;
    let writing = Promise.resolve();
    const fail = (error: unknown) => {
      if (failed) return;
      failed = error;
      reject(error);
    };
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (failed) {
        if (size > limit + DISCARD_AFTER_LIMIT) source.destroy();
        return;
      }
      if (size > limit) return fail(new TooLargeError(limit));
      source.pause();
      writing = writing.then(() => write(chunk)).then(() => void source.resume(), (error: unknown) => {
        fail(error);
        source.resume();
      });
    });
    source.on('end', () => void writing.then(() => { if (!failed) resolve(size); }));
    source.on('error', fail);
    source.on('close', () => { if (!source.readableEnded) fail(new Error('the upload was cut off')); });
  });
}

export function localDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  const pathOf = (key: string) => path.join(root, ...key.split('/'));

  return {
    async write(key, source, limit) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed at the end: a cut upload never leaves half a file.
      const partial = `${target}.part`;
      const handle = await open(partial, 'w');
      try {
        const size = await receive(source, limit, (chunk) => handle.write(chunk).then(() => undefined));
        await handle.close();
        await rename(partial, target);
        return size;
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
    },
    read(key) {
      return createReadStream(pathOf(key));
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removeOrganization(orgId) {
      await rm(pathOf(orgId), { recursive: true, force: true });
    },
  };
}
