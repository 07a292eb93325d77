// The user's organizations, cached so the shell and its guards work offline after a reload.
import type { Organization } from '../../common/protocol';

const STORAGE_KEY = 'parley.organizations';

interface CachedOrganizations {
  userId: string;
  organizations: Organization[];
}

export function readCachedOrganizations(userId: string): Organization[] | null {
  const text = localStorage.getItem(STORAGE_KEY);
  if (!text) return null;
  const cached = JSON.parse(text) as CachedOrganizations;
  return cached.userId === userId ? cached.organizations : null;
}

export function cacheOrganizations(userId: string, organizations: Organization[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, organizations } satisfies CachedOrganizations));
}

export function clearCachedOrganizations(): void {
  localStorage.removeItem(STORAGE_KEY);
}
