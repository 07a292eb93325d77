// Rows this worker wrote from outside the change feed (socket events, send confirmations, action
// answers, older pages). A change page fetched before such a write and applied after it must not undo
// it; remembering these few rows lets a page be checked without reading each of its rows back from
// IndexedDB first, which would double the requests of every pull.
//
// Only this worker's writes are known. Another tab's worker (the dedicated-worker fallback, where
// only the leader pulls) may still see such a page win for a moment; the feed heals that, since the
// newer write has a later sequence number and a later page brings it again.

export type FeedClass = 'Customer' | 'Message';

interface Written {
  updatedAt: string;
  /** When it was written, in marks: see mark(). */
  mark: number;
}

interface Versioned {
  objectId: string;
  updatedAt: string;
}

export class DirectWrites {
  /** In write order (a row written again moves to the end), so forgetting stops at the first kept row. */
  private readonly written = new Map<string, Written>();
  private marks = 0;

  /** Notes rows written outside the feed. */
  note(className: FeedClass, rows: readonly Versioned[]): void {
    for (const row of rows) {
      const key = `${className}:${row.objectId}`;
      this.written.delete(key);
      this.written.set(key, { updatedAt: row.updatedAt, mark: this.marks });
    }
  }

  /** The rows of a change page that are not older than a direct write of the same object. */
  notOlder<Row extends Versioned>(className: FeedClass, rows: readonly Row[]): Row[] {
    if (this.written.size === 0) return [...rows];
    return rows.filter((row) => {
      const written = this.written.get(`${className}:${row.objectId}`);
      return written === undefined || written.updatedAt <= row.updatedAt;
    });
  }

  /** Taken before a page is fetched: the page holds every write noted before it. */
  mark(): number {
    this.marks += 1;
    return this.marks;
  }

  /** Forgets writes noted before `mark`, once every page fetched before that mark has been applied. */
  forgetBefore(mark: number): void {
    for (const [key, written] of this.written) {
      if (written.mark >= mark) return;
      this.written.delete(key);
    }
  }

  clear(): void {
    this.written.clear();
  }
}

/** The worker's one record of its direct writes. */
export const directWrites = new DirectWrites();
