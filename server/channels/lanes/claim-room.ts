// What one claim may take (server/channels/lanes/lane-worker.ts): the free slots of the process, and of
// each account its own share, so that one account's backlog never fills a process's slots.
export interface ClaimRoom {
  /** Jobs the claim may take in all. */
  limit: number;
  /** Accounts with no room now (their share is in flight, or their platform asked us to wait). */
  full: string[];
  /** How many more jobs of the account may go in flight. */
  roomOf(account: string): number;
}

/** The candidates (in their order) that fit the room of their account. */
export function withinRoom<Row>(candidates: readonly Row[], room: ClaimRoom, accountOf: (row: Row) => string): Row[] {
  const taken = new Map<string, number>();
  return candidates.filter((row) => {
    const account = accountOf(row);
    const count = taken.get(account) ?? 0;
    if (count >= room.roomOf(account)) return false;
    taken.set(account, count + 1);
    return true;
  });
}
