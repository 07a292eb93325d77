import type { Organization } from '../../common/contracts/organizations';

/** The name agents see: the display name, else the generated name. */
export function organizationName(org: Pick<Organization, 'displayName' | 'name'>): string {
  return org.displayName || org.name;
}
