// The create-template form (organization-setting › WhatsApp template): what the admin typed, the
// request it makes, and which field a problem belongs to — found here first, else named by the server.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { isUploadErrorKey } from '../../../common/uploads';
import { WHATSAPP_PLACEHOLDER_MAX, WHATSAPP_TEMPLATE_NAME_PATTERN, placeholderProblem, type WhatsAppTemplateCategory } from '../../../common/whatsapp-templates';
import type { WhatsAppTemplateButton } from '../../../common/contracts/whatsapp-templates';
import type { ApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import { uploadErrorText } from '../../uploads/error-text';
import { namedField } from '../channel-accounts/connect-errors';
import type { WhatsAppTemplateDraft } from './templates-api';
import { placeholderCount } from './placeholders';

/** At most this many buttons in the form (Meta takes more; a few is what a chat template needs). */
export const FORM_BUTTONS_MAX = 3;

/** The header the form offers: none, a text, or a media sample uploaded for Meta's review. */
export type HeaderChoice = 'NONE' | 'TEXT' | 'IMAGE' | 'VIDEO' | 'DOCUMENT';
export type MediaHeaderFormat = Exclude<HeaderChoice, 'NONE' | 'TEXT'>;
export const HEADER_CHOICES: readonly HeaderChoice[] = ['NONE', 'TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'];

/** A media header's uploaded file: its name, and the stable /files/ URL sent as header.mediaUrl. */
export interface HeaderFile {
  name: string;
  url: string;
  contentType: string;
}

export interface TemplateForm {
  name: string;
  language: string;
  category: WhatsAppTemplateCategory;
  headerFormat: HeaderChoice;
  headerText: string;
  headerFile: HeaderFile | null;
  body: string;
  /** A sample value per placeholder, in order. */
  examples: string[];
  footer: string;
  buttons: WhatsAppTemplateButton[];
}

export type TemplateField = 'name' | 'language' | 'category' | 'header' | 'body' | 'examples' | 'footer' | 'buttons';
const FIELDS: readonly TemplateField[] = ['name', 'language', 'category', 'header', 'body', 'examples', 'footer', 'buttons'];

export interface TemplateFormError {
  field?: TemplateField;
  text: string;
}

export const emptyTemplateForm = (language: string): TemplateForm => ({
  name: '', language, category: 'UTILITY', headerFormat: 'NONE', headerText: '', headerFile: null, body: '', examples: [], footer: '', buttons: [],
});

/** The form's header as the request's: a text, a media format with the file's URL, or none. */
function headerOf(form: TemplateForm): WhatsAppTemplateDraft['header'] {
  const text = form.headerText.trim();
  if (form.headerFormat === 'TEXT') return text ? { format: 'TEXT', text } : undefined;
  if (form.headerFormat === 'NONE' || !form.headerFile) return undefined;
  return { format: form.headerFormat, mediaUrl: form.headerFile.url };
}

/** The request of a filled-in form: empty optional parts left out, a sample for each placeholder. */
export function templateDraftOf(form: TemplateForm, integrationId: string): WhatsAppTemplateDraft {
  const header = headerOf(form);
  const footer = form.footer.trim();
  return {
    integrationId,
    name: form.name.trim(),
    language: form.language,
    category: form.category,
    body: form.body.trim(),
    ...(header ? { header } : {}),
    ...(footer ? { footer } : {}),
    ...(form.buttons.length ? { buttons: form.buttons } : {}),
    ...(placeholderCount(form.body) ? { examples: form.examples.slice(0, placeholderCount(form.body)).map((value) => value.trim()) } : {}),
  };
}

/** What to fix before sending, or undefined. */
export function templateFormProblem(form: TemplateForm): TemplateFormError | undefined {
  if (!new RegExp(WHATSAPP_TEMPLATE_NAME_PATTERN).test(form.name.trim())) {
    return { field: 'name', text: t`The name is lower-case letters, digits and underscores (order_update).` };
  }
  if (form.headerFormat === 'TEXT' && form.headerText.trim() === '') return { field: 'header', text: t`Write the header text, or choose no header.` };
  if (form.headerFormat !== 'NONE' && form.headerFormat !== 'TEXT' && !form.headerFile) {
    return { field: 'header', text: t`Choose the header's file: Meta reviews it with the template.` };
  }
  if (form.body.trim() === '') return { field: 'body', text: t`Write the message body.` };
  if (placeholderProblem(form.body)) {
    const numbered = '{{1}}, {{2}}, {{3}}';
    return { field: 'body', text: t`Placeholders are numbered ${numbered} in order, at most ${WHATSAPP_PLACEHOLDER_MAX}.` };
  }
  const count = placeholderCount(form.body);
  if (form.examples.slice(0, count).filter((value) => value.trim() !== '').length < count) {
    return { field: 'examples', text: t`Give a sample value for each placeholder: Meta's review reads them.` };
  }
  if (form.buttons.some((button) => button.text.trim() === '' || (button.type === 'URL' && !/^https?:\/\//.test(button.url ?? ''))
    || (button.type === 'PHONE_NUMBER' && !/^\+[0-9]{6,20}$/.test(button.phoneNumber ?? '')))) {
    return { field: 'buttons', text: t`Each button needs its text; a link button an http(s) address, a call button a number starting with + (+886912345678).` };
  }
  return undefined;
}

/** A refusal of the server: the field it names (its format, or Meta's words about it), else the message. */
export function templateErrorOf(error: ApiError): TemplateFormError {
  const text = error.body.error ?? '';
  // The header's parts (header.text, header.mediaUrl): a template upload rule by its key, else the server's words.
  const headerPart = error.offline ? null : /^header\.\w+: (.*)$/s.exec(text);
  if (headerPart) {
    const detail = headerPart[1]!;
    if (isUploadErrorKey(detail)) return { field: 'header', text: uploadErrorText(i18n, detail) };
    const refused = /^WhatsApp refused it (.*)$/s.exec(detail)?.[1];
    return { field: 'header', text: refused === undefined ? t`This is not in the form Meta takes: ${detail}` : t`Meta refused it: ${refused}` };
  }
  const named = error.offline ? null : namedField(text, FIELDS);
  if (!named) return { text: errorText(error) };
  return { field: named.field, text: named.refused ? t`Meta refused it: ${text.slice(text.indexOf(':') + 1).trim()}` : t`This is not in the form Meta takes: ${text}` };
}
