import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { WHATSAPP_BUTTON_TYPES, WHATSAPP_TEMPLATE_LIMITS } from '../../../common/whatsapp-templates';
import type { WhatsAppTemplateButton } from '../../../common/contracts/whatsapp-templates';
import { secondaryButton } from '../../ui/buttons';
import { FORM_BUTTONS_MAX } from './template-form';

const BUTTON_TYPE_LABELS: Record<WhatsAppTemplateButton['type'], MessageDescriptor> = {
  QUICK_REPLY: msg`Quick reply`,
  URL: msg`Link`,
  PHONE_NUMBER: msg`Call`,
};

const input = 'rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none';

/** A template's buttons (up to FORM_BUTTONS_MAX): quick replies, links and call buttons, each with its text. */
export function TemplateButtonsField({ buttons, onChange, error }: {
  buttons: WhatsAppTemplateButton[];
  onChange: (buttons: WhatsAppTemplateButton[]) => void;
  error: string | null;
}) {
  const { t, i18n } = useLingui();
  const change = (index: number, patch: Partial<WhatsAppTemplateButton>) =>
    onChange(buttons.map((button, at) => (at === index ? { ...button, ...patch } : button)));

  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{t`Buttons (optional)`}</legend>
      <ul className="space-y-2">
        {buttons.map((button, index) => {
          const number = index + 1;
          return (
            <li key={index} className="flex flex-wrap items-center gap-2">
              <select aria-label={t`Button ${number} type`} value={button.type} className={input}
                onChange={(event) => change(index, { type: event.target.value as WhatsAppTemplateButton['type'], url: undefined, phoneNumber: undefined })}>
                {WHATSAPP_BUTTON_TYPES.map((type) => <option key={type} value={type}>{i18n._(BUTTON_TYPE_LABELS[type])}</option>)}
              </select>
              <input aria-label={t`Button ${number} text`} value={button.text} maxLength={WHATSAPP_TEMPLATE_LIMITS.buttonText} className={input}
                onChange={(event) => change(index, { text: event.target.value })} />
              {button.type === 'URL' && (
                <input aria-label={t`Button ${number} link`} type="url" placeholder="https://" value={button.url ?? ''} className={`${input} flex-1`}
                  onChange={(event) => change(index, { url: event.target.value.trim() })} />
              )}
              {button.type === 'PHONE_NUMBER' && (
                <input aria-label={t`Button ${number} phone number`} type="tel" placeholder="+886912345678" value={button.phoneNumber ?? ''} className={input}
                  onChange={(event) => change(index, { phoneNumber: event.target.value.trim() })} />
              )}
              <button type="button" className={secondaryButton} onClick={() => onChange(buttons.filter((_, at) => at !== index))}>
                {t`Remove button ${number}`}
              </button>
            </li>
          );
        })}
      </ul>
      {buttons.length < FORM_BUTTONS_MAX && (
        <button type="button" className={`${secondaryButton} mt-2`} onClick={() => onChange([...buttons, { type: 'QUICK_REPLY', text: '' }])}>
          {t`Add button`}
        </button>
      )}
      {error && <p role="alert" className="mt-1 text-sm text-red-700">{error}</p>}
    </fieldset>
  );
}
