// The selected organization id, persisted so a reload (or the bare "/") returns to it.
const STORAGE_KEY = 'parley.selectedOrgId';

export function readSelectedOrgId(): string | null {
  return localStorage.getItem(STORAGE_KEY);
}

export function storeSelectedOrgId(orgId: string | null): void {
  if (orgId) localStorage.setItem(STORAGE_KEY, orgId);
  else localStorage.removeItem(STORAGE_KEY);
}

/** The selected organization of the list, else its first; undefined when the list is empty. */
export function selectedIn<Org extends { objectId: string }>(organizations: readonly Org[]): Org | undefined {
  return organizations.find((org) => org.objectId === readSelectedOrgId()) ?? organizations[0];
}
