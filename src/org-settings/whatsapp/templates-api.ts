// WhatsApp message templates of a connected number (common/contracts/whatsapp-templates.ts): plain-JSON
// service routes under /integration/whatsapp-templates, over HTTP (not kept offline).
import type { WhatsAppTemplate, WhatsAppTemplateCreateRequest, WhatsAppTemplateList } from '../../../common/contracts/whatsapp-templates';
import { serviceCall } from '../../notifications/service-api';

const PATH = '/integration/whatsapp-templates';

/** The number's templates as last synced from Meta (any member: the composer picks from them). */
export async function listWhatsAppTemplates(orgId: string, integrationId: string): Promise<WhatsAppTemplate[]> {
  return (await serviceCall<WhatsAppTemplateList>('GET', PATH, orgId, { query: { orgId, integrationId } })).results;
}

/** Reads the templates and their review states from Meta now (admins); answers the fresh list. */
export async function syncWhatsAppTemplates(orgId: string, integrationId: string): Promise<WhatsAppTemplate[]> {
  return (await serviceCall<WhatsAppTemplateList>('POST', `${PATH}/sync`, orgId, { json: { orgId, integrationId } })).results;
}

/** What the create form sends: the request without the organization. */
export type WhatsAppTemplateDraft = Omit<WhatsAppTemplateCreateRequest, 'orgId'>;

/** Submits a new template to Meta for review (admins); it starts PENDING. */
export function createWhatsAppTemplate(orgId: string, draft: WhatsAppTemplateDraft): Promise<WhatsAppTemplate> {
  return serviceCall<WhatsAppTemplate>('POST', PATH, orgId, { json: { orgId, ...draft } });
}

/** Deletes the template at Meta and here (admins). */
export async function deleteWhatsAppTemplate(orgId: string, objectId: string): Promise<void> {
  await serviceCall('DELETE', `${PATH}/${encodeURIComponent(objectId)}`, orgId, { query: { orgId } });
}
