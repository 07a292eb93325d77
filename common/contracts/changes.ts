// The change feed (docs/sync.md).
import type { Customer } from './customers';
import type { Message } from './messages';

/**
 * POST /functions/changes — everything that changed in an organization after `since`.
 * Sequence numbers are per organization, strictly increasing in commit order, so a
 * client that stores `cursor` and asks again never misses a change.
 */
export interface ChangesRequest {
  orgId: string;
  since: number;
  limit?: number;
}
export type Change =
  | { seq: number; className: 'Customer'; objectId: string; op: 'upsert'; object: Customer }
  | { seq: number; className: 'Message'; objectId: string; op: 'upsert'; object: Message }
  | { seq: number; className: 'Customer' | 'Message'; objectId: string; op: 'delete' };
export interface ChangesResult {
  changes: Change[];
  /** Pass as `since` next time. */
  cursor: number;
  /** More changes wait after `cursor`: pull again at once. */
  hasMore: boolean;
}
