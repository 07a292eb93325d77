import type { Organization } from '../../common/protocol';

/** Where a signed-in user lands (01 §2): create an organization first, else the selected one's message center. */
export function homePath(organizations: readonly Organization[], selectedOrgId: string | null): string {
  if (organizations.length === 0) return '/add-organization';
  const selected = organizations.find((org) => org.objectId === selectedOrgId) ?? organizations[0]!;
  return `/message-center/${selected.objectId}`;
}
