// The user's organizations, cached so the shell and its guards work offline after a reload.
import type { Organization } from '../../common/contracts/organizations';

const STORAGE_KEY = 'parley.organizations';

interface CachedOrganizations {
  userId: string;
  organizations: Organization[];
}

export function readCachedOrganizations(userId: string): Organization[] | null {
  const text = localStorage.getItem(STORAGE_KEY);
  if (!text) return null;
  const cached = JSON.parse(text) as CachedOrganizations;
  return cached.userId === userId ? cached.organizations.map(withIntegrations) : null;
}

/**
 * A list cached before organizations carried `integrations` lacks them: every organization then had
 * live chat connected (as migration 0017 recorded on the server), until the list is read again.
 */
function withIntegrations(organization: Organization): Organization {
  return Array.isArray(organization.integrations) ? organization : { ...organization, integrations: [{ platform: 'livechat', alert: false }] };
}

export function cacheOrganizations(userId: string, organizations: Organization[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ userId, organizations } satisfies CachedOrganizations));
}

export function clearCachedOrganizations(): void {
  localStorage.removeItem(STORAGE_KEY);
}
