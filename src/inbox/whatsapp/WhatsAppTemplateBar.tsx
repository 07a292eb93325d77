import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerRecord } from '../../../local/records';
import { getSync } from '../../data/sync-client';
import { secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { WhatsAppTemplateDialog, type PickedTemplate } from './WhatsAppTemplateDialog';

/**
 * Above a WhatsApp customer's composer: Template, the reply that goes outside the 24-hour window too.
 * The picked template goes through the outbox like any message; what the agent typed stays.
 */
export function WhatsAppTemplateBar({ orgId, customer }: { orgId: string; customer: CustomerRecord }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);

  function send({ template, placeholders, preview }: PickedTemplate) {
    setOpen(false);
    getSync().sendTemplate({
      orgId, conversationId: customer.conversationId, customerId: customer.objectId, preview,
      template: { templateType: 'whatsapp', waTemplateId: template.objectId, placeholders },
    }).catch(() => showToast('error', t`The message could not be queued. Try again.`));
  }

  return (
    <div className="flex items-center gap-2 border-t border-slate-200 bg-white px-3 pt-2 text-xs text-slate-600">
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>{t`Template`}</button>
      <span>{t`An approved WhatsApp template, with its placeholders filled in.`}</span>
      {open && <WhatsAppTemplateDialog orgId={orgId} customer={customer} open onClose={() => setOpen(false)} onSend={send} />}
    </div>
  );
}
