// The selected organization id, persisted so a reload (or the bare "/") returns to it.
const STORAGE_KEY = 'parley.selectedOrgId';

export function readSelectedOrgId(): string | null {
  return localStorage.getItem(STORAGE_KEY);
}

export function storeSelectedOrgId(orgId: string | null): void {
  if (orgId) localStorage.setItem(STORAGE_KEY, orgId);
  else localStorage.removeItem(STORAGE_KEY);
}
