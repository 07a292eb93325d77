// For tests that change an organization, a membership or a user straight in the database, as an
// operator's SQL would: the server's auth cache is told, as the operator's tools tell it through the bus.
import type { ParleyServer } from '../app';

export function changedOutside(server: ParleyServer, change: { orgId: string } | { userId: string }): void {
  server.app.authCache.forget('orgId' in change ? { kind: 'org', id: change.orgId } : { kind: 'user', id: change.userId });
}
