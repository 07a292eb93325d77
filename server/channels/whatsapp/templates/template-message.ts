// A WhatsApp template an agent sends (publishTemplate with templateType 'whatsapp'), checked and filled
// in for the customer: an APPROVED template of the customer's own number, a value for each placeholder
// (02 §3: the customer's profile value, or the agent's text). What is stored is what goes out.
import { and, eq } from 'drizzle-orm';
import type { WhatsAppTemplateMessageData, WhatsAppTemplateSend } from '../../../../common/contracts/whatsapp-templates';
import { fillPlaceholders, placeholderNumbers, type WhatsAppCustomerValue } from '../../../../common/whatsapp-templates';
import type { Queryable } from '../../../db/client';
import { whatsappTemplates } from '../../../db/schema';
import { badRequest } from '../../../http/errors';
import type { CustomerRow } from '../../../messages/serialize';

/** A customer's value a placeholder may take: a column, a custom field or a profile field. */
function customerValue(customer: CustomerRow, key: WhatsAppCustomerValue): string | undefined {
  switch (key) {
    case 'displayName': return customer.displayName;
    case 'originalDisplayName': return customer.originalDisplayName;
    case 'cellPhone': return customer.cellPhone ?? undefined;
    case 'email': return customer.email ?? undefined;
    case 'customField1': case 'customField2': case 'customField3': return customer.customFields[key];
    default: return customer.profile[key];
  }
}

export async function whatsAppTemplateMessage(db: Queryable, customer: CustomerRow, send: WhatsAppTemplateSend): Promise<WhatsAppTemplateMessageData> {
  if (customer.platform !== 'whatsapp' || !customer.integrationId) {
    throw badRequest('template.data.templateType: a WhatsApp template goes to a customer of a connected WhatsApp number only');
  }
  const [template] = await db.select().from(whatsappTemplates).where(and(
    eq(whatsappTemplates.orgId, customer.orgId), eq(whatsappTemplates.integrationId, customer.integrationId),
    eq(whatsappTemplates.objectId, send.waTemplateId), eq(whatsappTemplates.status, 'APPROVED'),
  )).limit(1);
  if (!template) throw badRequest(`template.data.waTemplateId: ${send.waTemplateId} is not an approved template of this customer's WhatsApp number`);
  const count = placeholderNumbers(template.body).length;
  if (send.placeholders.length !== count) {
    throw badRequest(`template.data.placeholders: template ${template.name} has ${count} placeholders, ${send.placeholders.length} given`);
  }
  const parameters = send.placeholders.map((placeholder, index) => {
    const value = (placeholder.type === 'customer' ? customerValue(customer, placeholder.value) : placeholder.value)?.trim();
    if (!value) throw badRequest(`template.data.placeholders: {{${index + 1}}} is the customer's ${placeholder.value}, which is empty`);
    return value;
  });
  return {
    templateType: 'whatsapp',
    waTemplateId: template.objectId,
    name: template.name,
    language: template.language,
    content: fillPlaceholders(template.body, parameters),
    parameters,
    ...(template.header ? { header: template.header } : {}),
    ...(template.footer ? { footer: template.footer } : {}),
    ...(template.buttons.length > 0 ? { buttons: template.buttons } : {}),
  };
}
