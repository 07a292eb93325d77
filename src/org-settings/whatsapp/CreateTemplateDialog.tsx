import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { WHATSAPP_TEMPLATE_CATEGORIES, WHATSAPP_TEMPLATE_LIMITS, type WhatsAppTemplateCategory } from '../../../common/whatsapp-templates';
import type { WhatsAppTemplate } from '../../../common/contracts/whatsapp-templates';
import { toApiError } from '../../api/api-error';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { PlaceholderBodyField } from './PlaceholderBodyField';
import { placeholderCount } from './placeholders';
import { TemplateButtonsField } from './TemplateButtonsField';
import { TemplateHeaderField } from './TemplateHeaderField';
import type { Uploader } from '../../uploads/upload-client';
import {
  emptyTemplateForm, templateDraftOf, templateErrorOf, templateFormProblem, type TemplateField, type TemplateForm, type TemplateFormError,
} from './template-form';
import { createWhatsAppTemplate } from './templates-api';

/** Meta's language codes offered first; the names come from Intl in the console's language. */
const LANGUAGES = ['en_US', 'en_GB', 'zh_TW', 'zh_HK', 'zh_CN', 'ja', 'ko', 'th', 'vi', 'id', 'ms', 'es', 'pt_BR', 'fr', 'de'] as const;

export const CATEGORY_LABELS: Record<WhatsAppTemplateCategory, MessageDescriptor> = {
  MARKETING: msg`Marketing`,
  UTILITY: msg`Utility`,
  AUTHENTICATION: msg`Authentication`,
};

const fieldClass = (invalid: boolean) =>
  `block w-full rounded-md border px-3 py-2 text-sm focus:ring-2 focus:outline-none ${invalid ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-200'}`;

/**
 * Submits a new template of one number to Meta's review (admins). A problem marks its field and takes
 * the focus, whether found here or named by the server; what was typed stays.
 */
export function CreateTemplateDialog({ orgId, integrationId, open, onClose, onCreated, upload }: {
  orgId: string;
  integrationId: string;
  open: boolean;
  onClose: () => void;
  onCreated: (template: WhatsAppTemplate) => void;
  /** How a media header's file is uploaded (the sync worker by default; tests pass their own). */
  upload?: Uploader;
}) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const id = useId();
  const [form, setForm] = useState<TemplateForm>(() => emptyTemplateForm('en_US'));
  const [error, setError] = useState<TemplateFormError | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useRef(new Map<TemplateField, HTMLElement>());
  const languageNames = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  const count = placeholderCount(form.body);

  useEffect(() => {
    if (error?.field) fields.current.get(error.field)?.focus();
  }, [error]);

  const set = (patch: Partial<TemplateForm>) => setForm((current) => ({ ...current, ...patch }));
  const ref = (field: TemplateField) => (element: HTMLElement | null) => {
    if (element) fields.current.set(field, element);
    else fields.current.delete(field);
  };
  const errorOf = (field: TemplateField) => (error?.field === field ? error.text : null);
  const invalid = (field: TemplateField) => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {});
  const fieldError = (field: TemplateField) =>
    error?.field === field && field !== 'body' && field !== 'buttons'
      ? <p id={`${id}-${field}-error`} role="alert" className="mt-1 text-sm text-red-700">{error.text}</p>
      : null;

  function close() {
    if (busy) return;
    setForm(emptyTemplateForm('en_US'));
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = templateFormProblem(form);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const created = await createWhatsAppTemplate(orgId, templateDraftOf(form, integrationId));
      setForm(emptyTemplateForm('en_US'));
      onCreated(created);
    } catch (cause) {
      setError(templateErrorOf(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`New WhatsApp template`}
      actions={(
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" form={formId} className={primaryButton} disabled={busy}>{busy ? t`Sending to Meta…` : t`Submit for review`}</button>
        </>
      )}
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <p className="text-sm text-slate-600">{t`Meta reviews every template before it can be sent; this usually takes minutes, sometimes a day.`}</p>
        <div>
          <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-slate-700">{t`Name`}</label>
          <input id={`${id}-name`} ref={ref('name')} value={form.name} maxLength={WHATSAPP_TEMPLATE_LIMITS.name} autoComplete="off" spellCheck={false}
            onChange={(event) => set({ name: event.target.value })} className={fieldClass(Boolean(errorOf('name')))} {...invalid('name')} />
          {fieldError('name') ?? <p className="mt-1 text-xs text-slate-600">{t`Lower-case letters, digits and underscores, e.g. order_update.`}</p>}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-language`} className="mb-1 block text-sm font-medium text-slate-700">{t`Language`}</label>
            <select id={`${id}-language`} ref={ref('language')} value={form.language} onChange={(event) => set({ language: event.target.value })}
              className={fieldClass(Boolean(errorOf('language')))} {...invalid('language')}>
              {LANGUAGES.map((code) => <option key={code} value={code}>{languageNames.of(code.replace('_', '-')) ?? code}</option>)}
            </select>
            {fieldError('language')}
          </div>
          <div>
            <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-medium text-slate-700">{t`Category`}</label>
            <select id={`${id}-category`} ref={ref('category')} value={form.category}
              onChange={(event) => set({ category: event.target.value as WhatsAppTemplateCategory })}
              className={fieldClass(Boolean(errorOf('category')))} {...invalid('category')}>
              {WHATSAPP_TEMPLATE_CATEGORIES.map((category) => <option key={category} value={category}>{i18n._(CATEGORY_LABELS[category])}</option>)}
            </select>
            {fieldError('category')}
          </div>
        </div>
        <div>
          <TemplateHeaderField orgId={orgId} value={{ format: form.headerFormat, text: form.headerText, file: form.headerFile }}
            onChange={(header) => set({ headerFormat: header.format, headerText: header.text, headerFile: header.file })}
            error={errorOf('header')} inputRef={ref('header')} describedBy={`${id}-header-error`} {...(upload ? { upload } : {})} />
          {fieldError('header')}
        </div>
        <PlaceholderBodyField value={form.body} onChange={(body) => set({ body })} error={errorOf('body')} inputRef={ref('body')} />
        {count > 0 && (
          <fieldset>
            <legend className="mb-1 text-sm font-medium text-slate-700">{t`Sample values for Meta's review`}</legend>
            <div className="grid grid-cols-2 gap-2">
              {Array.from({ length: count }, (_, index) => {
                const placeholder = `{{${index + 1}}}`;
                return (
                  <input key={index} aria-label={t`Sample for ${placeholder}`} value={form.examples[index] ?? ''}
                    ref={index === 0 ? ref('examples') : undefined}
                    onChange={(event) => set({ examples: Object.assign([...form.examples], { [index]: event.target.value }) })}
                    className={fieldClass(Boolean(errorOf('examples')))} {...(index === 0 ? invalid('examples') : {})} />
                );
              })}
            </div>
            {fieldError('examples')}
          </fieldset>
        )}
        <div>
          <label htmlFor={`${id}-footer`} className="mb-1 block text-sm font-medium text-slate-700">{t`Footer (optional)`}</label>
          <input id={`${id}-footer`} ref={ref('footer')} value={form.footer} maxLength={WHATSAPP_TEMPLATE_LIMITS.footer}
            onChange={(event) => set({ footer: event.target.value })} className={fieldClass(Boolean(errorOf('footer')))} {...invalid('footer')} />
          {fieldError('footer')}
        </div>
        <div ref={ref('buttons')} tabIndex={-1}>
          <TemplateButtonsField buttons={form.buttons} onChange={(buttons) => set({ buttons })} error={errorOf('buttons')} />
        </div>
        <FormError message={error && !error.field ? error.text : null} />
      </form>
    </Modal>
  );
}
