// A WhatsApp Business Account's message templates at Meta: listed (GET /{waba-id}/message_templates,
// page by page), submitted for review (POST), deleted (DELETE by name and id). Meta describes a
// template as components (HEADER, BODY, FOOTER, BUTTONS); Parley as the parts of WhatsAppTemplate.
import type { WhatsAppTemplateButton, WhatsAppTemplateCreateRequest, WhatsAppTemplateHeader } from '../../../../common/contracts/whatsapp-templates';
import { WHATSAPP_BUTTON_TYPES, WHATSAPP_HEADER_FORMATS, WHATSAPP_TEMPLATE_STATUSES, type WhatsAppTemplateStatus } from '../../../../common/whatsapp-templates';
import type { MetaConfig } from '../../config';
import { graphCall } from '../../meta/graph';
import type { TemplateFields } from './serialize';

interface MetaButton { type?: string; text?: string; url?: string; phone_number?: string }
interface MetaComponent {
  type?: string;
  format?: string;
  text?: string;
  buttons?: MetaButton[];
  example?: { header_handle?: string[]; header_text?: string[]; body_text?: string[][] };
}
export interface MetaTemplate {
  id: string;
  name: string;
  language: string;
  status: string;
  category?: string;
  rejected_reason?: string;
  components?: MetaComponent[];
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);
const textOr = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function headerOf(component: MetaComponent | undefined): WhatsAppTemplateHeader | undefined {
  if (!component || !oneOf(WHATSAPP_HEADER_FORMATS, component.format)) return undefined;
  const text = textOr(component.text);
  const mediaUrl = textOr(component.example?.header_handle?.[0]);
  return { format: component.format, ...(text ? { text } : {}), ...(mediaUrl && /^https?:\/\//.test(mediaUrl) ? { mediaUrl } : {}) };
}

function buttonOf(button: MetaButton): WhatsAppTemplateButton[] {
  if (!oneOf(WHATSAPP_BUTTON_TYPES, button.type) || !textOr(button.text)) return [];
  return [{ type: button.type, text: button.text!, ...(textOr(button.url) ? { url: button.url } : {}), ...(textOr(button.phone_number) ? { phoneNumber: button.phone_number } : {}) }];
}

/** Meta's template as the parts Parley keeps; a state Parley does not know reads as PENDING (not sendable). */
export function templateFieldsOf(template: MetaTemplate): TemplateFields {
  const part = (type: string) => template.components?.find((component) => component.type === type);
  const header = headerOf(part('HEADER'));
  const footer = textOr(part('FOOTER')?.text);
  const reason = textOr(template.rejected_reason);
  const status: WhatsAppTemplateStatus = oneOf(WHATSAPP_TEMPLATE_STATUSES, template.status) ? template.status : 'PENDING';
  return {
    waTemplateId: template.id,
    name: template.name,
    language: template.language,
    category: template.category ?? '',
    status,
    body: part('BODY')?.text ?? '',
    buttons: (part('BUTTONS')?.buttons ?? []).flatMap(buttonOf),
    ...(header ? { header } : {}),
    ...(footer ? { footer } : {}),
    ...(reason && reason !== 'NONE' ? { reason } : {}),
  };
}

/** The header as Meta's component: a text, or a media format with the handle of its uploaded sample. */
function headerComponentOf(header: WhatsAppTemplateHeader, headerHandle: string | undefined): MetaComponent {
  if (header.format === 'TEXT') return { type: 'HEADER', format: 'TEXT', ...(header.text ? { text: header.text } : {}) };
  return { type: 'HEADER', format: header.format, ...(headerHandle ? { example: { header_handle: [headerHandle] } } : {}) };
}

/** The request's parts as Meta's components, with the samples its review asks for (a media header's: `headerHandle`). */
export function componentsOf(request: WhatsAppTemplateCreateRequest, headerHandle?: string): MetaComponent[] {
  const { header, body, footer, buttons = [], examples = [] } = request;
  return [
    ...(header ? [headerComponentOf(header, headerHandle)] : []),
    { type: 'BODY', text: body, ...(examples.length > 0 ? { example: { body_text: [examples] } } : {}) },
    ...(footer ? [{ type: 'FOOTER', text: footer }] : []),
    ...(buttons.length > 0 ? [{
      type: 'BUTTONS',
      buttons: buttons.map((button) => ({
        type: button.type, text: button.text, ...(button.url ? { url: button.url } : {}), ...(button.phoneNumber ? { phone_number: button.phoneNumber } : {}),
      })),
    }] : []),
  ];
}

const FIELDS = 'id,name,language,status,category,rejected_reason,components';
/** Pages of templates read at most (100 each): far more than a Business Account may have. */
const MAX_PAGES = 50;

export async function listMetaTemplates(config: MetaConfig, accessToken: string, wabaId: string): Promise<MetaTemplate[]> {
  const templates: MetaTemplate[] = [];
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await graphCall<{ data?: MetaTemplate[]; paging?: { cursors?: { after?: string }; next?: string } }>(config, accessToken, {
      path: `/${wabaId}/message_templates`, query: { fields: FIELDS, limit: '100', ...(after ? { after } : {}) },
    });
    templates.push(...(answer.data ?? []).filter((template) => typeof template.id === 'string' && typeof template.name === 'string'));
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
    if (!after) break;
  }
  return templates;
}

export function createMetaTemplate(config: MetaConfig, accessToken: string, wabaId: string, request: WhatsAppTemplateCreateRequest, headerHandle?: string) {
  return graphCall<{ id: string; status?: string; category?: string }>(config, accessToken, {
    method: 'POST',
    path: `/${wabaId}/message_templates`,
    body: { name: request.name, language: request.language, category: request.category, components: componentsOf(request, headerHandle) },
  });
}

export function deleteMetaTemplate(config: MetaConfig, accessToken: string, wabaId: string, template: { name: string; waTemplateId: string }) {
  return graphCall(config, accessToken, {
    method: 'DELETE', path: `/${wabaId}/message_templates`, query: { name: template.name, hsm_id: template.waTemplateId },
  });
}
