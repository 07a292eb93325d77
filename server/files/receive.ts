// Reading an upload's bytes with a size limit and backpressure, for every storage backend.
import type { Readable } from 'node:stream';

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`);
  }
}

/** Past the limit the rest is read and dropped up to this much, so the client can read the 413; then the connection is cut. */
const DISCARD_AFTER_LIMIT = 16 * 1024 * 1024;

/**
 * Reads `source` into `write` with backpressure, at most `limit` bytes. Past the limit it rejects
 * with TooLargeError at once and drops the rest (never destroying the request while the answer is
 * still to be sent, which would leave the client without it).
 */
export function receive(source: Readable, limit: number, write: (chunk: Buffer) => Promise<void>): Promise<number> {
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
