import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WhatsAppTemplate } from '../../../common/contracts/whatsapp-templates';
import type { WhatsAppTemplateCategory } from '../../../common/whatsapp-templates';
import { useServerRead } from '../../api/use-server-read';
import { errorText } from '../../api/error-text';
import { toApiError, type ApiError } from '../../api/api-error';
import { useOrganizations } from '../../org/organizations-context';
import { useOffline } from '../../shell/use-offline';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { useDocumentTitle } from '../../ui/use-document-title';
import { TemplateHeaderMedia } from '../../inbox/content/TemplateHeaderMedia';
import { listIntegrations } from '../channel-accounts/accounts-api';
import { CATEGORY_LABELS, CreateTemplateDialog } from './CreateTemplateDialog';
import { TemplateStatusBadge } from './TemplateStatusBadge';
import { deleteWhatsAppTemplate, listWhatsAppTemplates, syncWhatsAppTemplates } from './templates-api';

/**
 * organization-setting/{orgId}/whatsapp-template (01 §1): a connected number's message templates with
 * Meta's review state, Sync from Meta, Create, Delete after confirming. Admins manage them (the numbers
 * are read with their credentials' listing). Over HTTP only: offline it says so.
 */
export function WhatsAppTemplatePage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  const { organizations } = useOrganizations();
  const isAdmin = organizations?.find((org) => org.objectId === orgId)?.authorityName === 'admin';
  useDocumentTitle(t`WhatsApp templates`);
  return (
    <section aria-labelledby="whatsapp-template-heading">
      <h2 id="whatsapp-template-heading" className="text-lg font-semibold text-slate-900">{t`WhatsApp templates`}</h2>
      <p className="mt-1 text-sm text-slate-600">{t`More than 24 hours after a customer's last message, WhatsApp takes only a template Meta approved.`}</p>
      {isAdmin ? <NumberTemplates orgId={orgId} /> : <p className="mt-4 text-sm text-slate-600">{t`Admins manage WhatsApp templates.`}</p>}
    </section>
  );
}

/** A failed read's text, stable across renders (useServerRead reads again when it changes). */
function useOfflineText(): (error: ApiError) => string {
  const { t } = useLingui();
  return useCallback((error: ApiError) => (error.offline ? t`You are offline. WhatsApp templates show once the connection is back.` : errorText(error)), [t]);
}

function NumberTemplates({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const offline = useOffline();
  const [searchParams, setSearchParams] = useSearchParams();
  const readNumbers = useCallback(async () => (await listIntegrations(orgId)).filter((integration) => integration.platform === 'whatsapp'), [orgId]);
  const numbers = useServerRead(readNumbers, useOfflineText());
  const chosen = searchParams.get('integration');
  const number = numbers.value?.find((integration) => integration.objectId === chosen) ?? numbers.value?.[0];

  if (numbers.error) return <p role="alert" className="mt-4 text-sm text-red-700">{numbers.error}</p>;
  if (!numbers.value) return null;
  if (!number) return <p className="mt-4 text-sm text-slate-600">{t`No WhatsApp number is connected. Connect one in Linked apps first.`}</p>;
  return (
    <>
      <div className="mt-4 flex items-center gap-2">
        <label htmlFor="whatsapp-number" className="text-sm font-medium text-slate-700">{t`WhatsApp number`}</label>
        <select id="whatsapp-number" value={number.objectId} onChange={(event) => setSearchParams({ integration: event.target.value }, { replace: true })}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none">
          {numbers.value.map((integration) => <option key={integration.objectId} value={integration.objectId}>{integration.integrationName}</option>)}
        </select>
      </div>
      <TemplateList key={number.objectId} orgId={orgId} integrationId={number.objectId} offline={offline} />
    </>
  );
}

function TemplateList({ orgId, integrationId, offline }: { orgId: string; integrationId: string; offline: boolean }) {
  const { t, i18n } = useLingui();
  const [syncing, setSyncing] = useState(false);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<WhatsAppTemplate | null>(null);
  const [synced, setSynced] = useState<WhatsAppTemplate[] | null>(null);
  const read = useCallback(() => listWhatsAppTemplates(orgId, integrationId), [orgId, integrationId]);
  const templates = useServerRead(read, useOfflineText());
  const shown = synced ?? templates.value;
  const deletingName = deleting?.name ?? '';

  function reload() {
    setSynced(null);
    templates.reload();
  }

  function categoryLabel(category: string): string {
    const label = CATEGORY_LABELS[category as WhatsAppTemplateCategory] as MessageDescriptor | undefined;
    return label ? i18n._(label) : category;
  }

  async function sync() {
    setSyncing(true);
    try {
      setSynced(await syncWhatsAppTemplates(orgId, integrationId));
      showToast('success', t`Templates synced from Meta.`);
    } catch (cause) {
      showToast('error', errorText(await toApiError(cause)));
    } finally {
      setSyncing(false);
    }
  }

  async function remove(template: WhatsAppTemplate) {
    await deleteWhatsAppTemplate(orgId, template.objectId);
    setDeleting(null);
    showToast('success', t`${template.name} is deleted.`);
    reload();
  }

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <button type="button" className={primaryButton} onClick={() => setCreating(true)} disabled={offline}>{t`New template`}</button>
        <button type="button" className={secondaryButton} onClick={() => void sync()} disabled={offline || syncing}>
          {syncing ? t`Syncing…` : t`Sync from Meta`}
        </button>
        {offline && <span className="text-sm text-slate-600">{t`You are offline. WhatsApp templates work only online.`}</span>}
      </div>
      {templates.error && !shown && <p role="alert" className="mt-4 text-sm text-red-700">{templates.error}</p>}
      {shown && shown.length === 0 && <p className="mt-4 text-sm text-slate-600">{t`No templates yet. Create one, or sync those made in WhatsApp Manager.`}</p>}
      {shown && shown.length > 0 && (
        <ul aria-label={t`Templates`} className="mt-4 space-y-3">
          {shown.map((template) => (
            <li key={template.objectId} className="rounded-md border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-mono text-sm font-semibold text-slate-900">{template.name}</h3>
                <TemplateStatusBadge status={template.status} />
                <span className="text-xs text-slate-600">{template.language} · {categoryLabel(template.category)}</span>
                <button type="button" className={`${dangerButton} ml-auto`} onClick={() => setDeleting(template)} disabled={offline}
                  aria-label={t`Delete ${template.name}`}>{t`Delete`}</button>
              </div>
              {template.reason && <p className="mt-1 text-sm text-red-700">{t`Meta says: ${template.reason}`}</p>}
              {template.header?.format === 'TEXT' && template.header.text && <p className="mt-2 text-sm font-semibold text-slate-800">{template.header.text}</p>}
              {template.header && template.header.format !== 'TEXT' && <div className="mt-2"><TemplateHeaderMedia header={template.header} /></div>}
              <p className="mt-2 text-sm whitespace-pre-wrap text-slate-700">{template.body}</p>
            </li>
          ))}
        </ul>
      )}
      <CreateTemplateDialog
        orgId={orgId}
        integrationId={integrationId}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(template) => {
          setCreating(false);
          showToast('success', t`${template.name} is sent to Meta for review.`);
          reload();
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete ${deletingName}?`}
        description={t`The template is deleted at Meta too. Messages already sent with it stay.`}
        onConfirm={() => remove(deleting!)}
        onClose={() => setDeleting(null)}
        errorText={async (cause) => errorText(await toApiError(cause))}
      />
    </>
  );
}
