// For tests that change an organization, a membership or a user straight in the database, as an
// operator's SQL would: each server's auth cache is told (both in the two-process run), as the
// operator's tools tell every process through the bus.
import type { TestServer } from '../testing/harness';

export function changedOutside(test: Pick<TestServer, 'on'>, change: { orgId: string } | { userId: string }): void {
  const forget = 'orgId' in change ? { kind: 'org' as const, id: change.orgId } : { kind: 'user' as const, id: change.userId };
  for (const index of [0, -1]) test.on(index).server.app.authCache.forget(forget);
}
