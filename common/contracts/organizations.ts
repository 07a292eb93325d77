// Organizations: create, list, update, integrations, the creation quota (01 §3, §7; docs/organizations.md).
import type { CustomerSearchMode } from '../customer-search';
import type { ParseDate, ParsePointer } from '../parse';
import type { Authority, Platform } from './base';

/** POST /classes/Organization (create). */
export interface CreateOrganizationRequest {
  name: string;
  displayName?: string;
  industry?: string;
  locale?: string;
}

export interface Organization {
  objectId: string;
  name: string;
  displayName: string;
  industry: string;
  locale: string;
  /** The caller's authority in this organization. */
  authorityName: Authority;
  /** A signed URL of the organization's icon (good for an hour), when it has one. */
  icon?: string;
  /** Trusted routes and URLs (common/organizations/redirect-whitelist.ts); the server always sends it. */
  redirectOptions?: { whitelist: string[] };
  /** Connected channels (01 §3); live chat from creation until an admin disconnects it. */
  integrations: OrganizationIntegration[];
  /** Names of the customers' custom fields (POST /functions/updateCustomFields; docs/customer-profile.md). */
  customFields?: Partial<Record<'customField1' | 'customField2' | 'customField3', string>>;
  /** How the customer name search matches (common/customer-search.ts; docs/search.md); the server always sends it. */
  customerSearchMode?: CustomerSearchMode;
  createdAt: string;
  updatedAt: string;
}

/** A connected channel; `alert`: it needs an admin's attention (always false for live chat). */
export interface OrganizationIntegration { platform: Platform; alert: boolean }

/**
 * POST /functions/disconnectIntegration and /functions/connectIntegration (admins): answer
 * `{result: {integrations}}`. Only live chat can be connected by this server.
 */
export interface IntegrationRequest { orgId: string; platform: Platform }
export interface IntegrationResult { integrations: OrganizationIntegration[] }

/**
 * PUT /classes/Organization/{id} (admin only). Basic info: 01 §5 name and industry are required;
 * `icon` is the objectId of an uploaded image of the organization, null to remove it. Or only
 * `redirectOptions`, to replace the whitelist.
 */
export type UpdateOrganizationRequest =
  | { name: string; industry: string; displayName?: string; locale?: string; icon?: string | null; customerSearchMode?: CustomerSearchMode }
  | { redirectOptions: { whitelist: string[] } }
  | { customerSearchMode: CustomerSearchMode };

/** The caller's permission record (POST /classes/Permission; 01 §3): how many organizations they may still create. */
export interface PermissionRecord {
  objectId: string;
  owner: ParsePointer<'_User'>;
  'Organization number': number;
  expiredAt?: ParseDate;
  createdAt: string;
  updatedAt: string;
}


/** Socket `event` to an organization's room when it is deleted. */
export interface OrganizationDeletedEvent { type: 'organizationDeleted'; orgId: string }
/** Socket `event` to an organization's room when its integrations change: consoles read their list again. */
export interface OrganizationChangedEvent { type: 'organizationChanged'; orgId: string }
