import { useCallback, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WhatsAppTemplate } from '../../../common/contracts/whatsapp-templates';
import { fillPlaceholders, WHATSAPP_CUSTOMER_VALUES, type WhatsAppCustomerValue, type WhatsAppPlaceholder } from '../../../common/whatsapp-templates';
import type { CustomerRecord } from '../../../local/records';
import type { ApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import { useServerRead } from '../../api/use-server-read';
import { listWhatsAppTemplates } from '../../org-settings/whatsapp/templates-api';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { customerValueLabel, DEFAULT_PLACEHOLDER, placeholderTexts, switchedPlaceholder } from './placeholder-values';

const control = 'rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none';

/** A template picked to send: the approved template and what fills each placeholder. */
export interface PickedTemplate {
  template: WhatsAppTemplate;
  placeholders: WhatsAppPlaceholder[];
  /** The body filled in for this customer. */
  preview: string;
}

/**
 * Picks an approved template of the customer's number, fills each placeholder with a customer value
 * (the name on the channel by default) or custom text, and shows the message filled in as it will go.
 */
export function WhatsAppTemplateDialog({ orgId, customer, open, onClose, onSend }: {
  orgId: string;
  customer: CustomerRecord;
  open: boolean;
  onClose: () => void;
  onSend: (picked: PickedTemplate) => void;
}) {
  const { t } = useLingui();
  const integrationId = customer.integrationId ?? '';
  const read = useCallback(async () => (integrationId ? (await listWhatsAppTemplates(orgId, integrationId)).filter((template) => template.status === 'APPROVED') : []), [orgId, integrationId]);
  const errorTextOf = useCallback((error: ApiError) => (error.offline ? t`You are offline. Templates can be picked once the connection is back.` : errorText(error)), [t]);
  const templates = useServerRead(read, errorTextOf);
  const [chosenId, setChosenId] = useState('');
  const [placeholders, setPlaceholders] = useState<WhatsAppPlaceholder[]>([]);
  const chosen = templates.value?.find((template) => template.objectId === chosenId);
  const preview = chosen ? fillPlaceholders(chosen.body, placeholderTexts(customer, placeholders)) : '';
  const complete = chosen !== undefined && placeholders.every((placeholder) => placeholder.type === 'customer' || placeholder.value.trim() !== '');

  function choose(objectId: string) {
    setChosenId(objectId);
    const template = templates.value?.find((candidate) => candidate.objectId === objectId);
    setPlaceholders(Array.from({ length: template?.placeholderCount ?? 0 }, () => DEFAULT_PLACEHOLDER));
  }

  function send() {
    if (!chosen || !complete) return;
    onSend({ template: chosen, placeholders, preview });
    setChosenId('');
    setPlaceholders([]);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Send a WhatsApp template`}
      actions={(
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>{t`Cancel`}</button>
          <button type="button" className={primaryButton} onClick={send} disabled={!complete}>{t`Send template`}</button>
        </>
      )}
    >
      <div className="space-y-3 text-sm">
        {!integrationId && <p>{t`This customer's WhatsApp number is not known on this device yet, so its templates cannot be listed.`}</p>}
        {templates.error && <p role="alert" className="text-red-700">{templates.error}</p>}
        {templates.value?.length === 0 && integrationId && <p>{t`This number has no approved template. Admins create them in Organization settings › WhatsApp templates.`}</p>}
        {templates.value && templates.value.length > 0 && (
          <TemplateSelect templates={templates.value} value={chosenId} onChange={choose} />
        )}
        {chosen && (
          <>
            <p className="rounded-md bg-slate-50 p-2 whitespace-pre-wrap text-slate-700">{chosen.body}</p>
            {placeholders.map((placeholder, index) => (
              <PlaceholderInput key={index} number={index + 1} placeholder={placeholder}
                onChange={(next) => setPlaceholders((current) => current.map((item, at) => (at === index ? next : item)))} />
            ))}
            <div>
              <p className="font-medium text-slate-700">{t`Preview`}</p>
              <output aria-label={t`Preview`} className="mt-1 block rounded-md border border-green-200 bg-green-50 p-2 whitespace-pre-wrap text-slate-900">{preview}</output>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

export function TemplateSelect({ templates, value, onChange }: { templates: WhatsAppTemplate[]; value: string; onChange: (objectId: string) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-slate-700">{t`Template`}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={control}>
        <option value="" disabled>{t`Choose a template`}</option>
        {templates.map((template) => <option key={template.objectId} value={template.objectId}>{`${template.name} (${template.language})`}</option>)}
      </select>
    </div>
  );
}

/** One placeholder: a customer value or custom text (switching the type resets the value, 02 §5). */
export function PlaceholderInput({ number, placeholder, onChange }: { number: number; placeholder: WhatsAppPlaceholder; onChange: (next: WhatsAppPlaceholder) => void }) {
  const { t, i18n } = useLingui();
  const token = `{{${number}}}`;
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{t`Fill ${token}`}</legend>
      <span aria-hidden="true" className="font-mono text-slate-600">{token}</span>
      <select aria-label={t`${token} is filled with`} value={placeholder.type} className={control}
        onChange={(event) => onChange(switchedPlaceholder(event.target.value as WhatsAppPlaceholder['type']))}>
        <option value="customer">{t`A customer value`}</option>
        <option value="custom">{t`Custom text`}</option>
      </select>
      {placeholder.type === 'customer' ? (
        <select aria-label={t`Customer value for ${token}`} value={placeholder.value} className={control}
          onChange={(event) => onChange({ type: 'customer', value: event.target.value as WhatsAppCustomerValue })}>
          {WHATSAPP_CUSTOMER_VALUES.map((key) => <option key={key} value={key}>{customerValueLabel(i18n, key)}</option>)}
        </select>
      ) : (
        <input aria-label={t`Text for ${token}`} value={placeholder.value} maxLength={1000} className={`${control} flex-1`}
          onChange={(event) => onChange({ type: 'custom', value: event.target.value })} />
      )}
    </fieldset>
  );
}
