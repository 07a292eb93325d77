import type { Organization } from '../../common/protocol';

/** The name agents see: the display name, else the generated name. */
export function organizationName(org: Pick<Organization, 'displayName' | 'name'>): string {
  return org.displayName || org.name;
}
