// A broadcast's WhatsApp template message: a connected number, one of its approved templates, and what
// fills each placeholder (the pieces of the conversation's template dialog). It reaches that number's
// customers only; past their 24-hour window it is the only message they get (docs/broadcasts.md).
import { useCallback, useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { WhatsAppTemplateSend } from '../../../common/contracts/whatsapp-templates';
import type { WhatsAppPlaceholder } from '../../../common/whatsapp-templates';
import type { ApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import { useServerRead } from '../../api/use-server-read';
import { control } from '../../cards/fields';
import { PlaceholderInput, TemplateSelect } from '../../inbox/whatsapp/WhatsAppTemplateDialog';
import { DEFAULT_PLACEHOLDER } from '../../inbox/whatsapp/placeholder-values';
import { listIntegrations } from '../../org-settings/channel-accounts/accounts-api';
import { listWhatsAppTemplates } from '../../org-settings/whatsapp/templates-api';
import type { WhatsAppTemplateLabel } from './editor-state';

export function WhatsAppTemplateMessage({ orgId, data, label, onChange, problem }: {
  orgId: string;
  data: WhatsAppTemplateSend;
  label?: WhatsAppTemplateLabel;
  onChange: (data: WhatsAppTemplateSend, label: WhatsAppTemplateLabel | undefined) => void;
  problem?: string;
}) {
  const { t } = useLingui();
  const numberId = useId();
  const errorTextOf = useCallback((error: ApiError) => (error.offline ? t`You are offline. Templates can be picked once the connection is back.` : errorText(error)), [t]);
  const readNumbers = useCallback(async () => (await listIntegrations(orgId)).filter((integration) => integration.platform === 'whatsapp'), [orgId]);
  const numbers = useServerRead(readNumbers, errorTextOf);
  const integrationId = label?.integrationId ?? numbers.value?.[0]?.objectId ?? '';
  const readTemplates = useCallback(
    async () => (integrationId ? (await listWhatsAppTemplates(orgId, integrationId)).filter((template) => template.status === 'APPROVED') : []),
    [orgId, integrationId],
  );
  const templates = useServerRead(readTemplates, errorTextOf);

  function choose(objectId: string) {
    const template = templates.value?.find((candidate) => candidate.objectId === objectId);
    if (!template) return;
    onChange(
      { templateType: 'whatsapp', waTemplateId: objectId, placeholders: Array.from({ length: template.placeholderCount }, () => DEFAULT_PLACEHOLDER) },
      { name: template.name, language: template.language, body: template.body, integrationId },
    );
  }
  const setPlaceholder = (index: number, next: WhatsAppPlaceholder) =>
    onChange({ ...data, placeholders: data.placeholders.map((item, at) => (at === index ? next : item)) }, label);

  return (
    <div className="flex flex-col gap-2 text-sm">
      {numbers.error && <p role="alert" className="text-red-700">{numbers.error}</p>}
      {numbers.value?.length === 0 && <p>{t`No WhatsApp number is connected. Connect one in Linked apps first.`}</p>}
      {numbers.value && numbers.value.length > 1 && (
        <div className="flex items-center gap-2">
          <label htmlFor={numberId} className="font-medium text-slate-700">{t`WhatsApp number`}</label>
          <select id={numberId} value={integrationId} className={`${control} w-auto border-slate-300`}
            onChange={(event) => onChange({ templateType: 'whatsapp', waTemplateId: '', placeholders: [] }, { name: '', language: '', body: '', integrationId: event.target.value })}>
            {numbers.value.map((number) => <option key={number.objectId} value={number.objectId}>{number.integrationName}</option>)}
          </select>
        </div>
      )}
      {templates.error && <p role="alert" className="text-red-700">{templates.error}</p>}
      {templates.value?.length === 0 && integrationId && <p>{t`This number has no approved template. Admins create them in Organization settings › WhatsApp templates.`}</p>}
      {templates.value && templates.value.length > 0 && <TemplateSelect templates={templates.value} value={data.waTemplateId} onChange={choose} />}
      {label?.body && <p className="rounded-md bg-slate-50 p-2 whitespace-pre-wrap text-slate-700">{label.body}</p>}
      {data.placeholders.map((placeholder, index) => (
        <PlaceholderInput key={index} number={index + 1} placeholder={placeholder} onChange={(next) => setPlaceholder(index, next)} />
      ))}
      {problem && <p className="text-xs text-red-700">{problem}</p>}
    </div>
  );
}
