// A broadcast as the server answers it, for the broadcast screens' tests.
import type { Broadcast } from '../../common/contracts/broadcasts';

export const ORG = 'Org0000001';

export function testBroadcast(objectId: string, fields: Partial<Broadcast> = {}): Broadcast {
  return {
    objectId, organization: { __type: 'Pointer', className: 'Organization', objectId: ORG }, name: `Broadcast ${objectId}`,
    status: 'done', query: { platforms: ['line'] }, messages: [], options: {},
    total: 10, sent: 10, success: 9, failed: 1, unknown: 0,
    startedAt: '2026-03-01T02:00:00.000Z', createdAt: '2026-03-01T01:00:00.000Z', updatedAt: '2026-03-01T02:00:00.000Z', ...fields,
  };
}
