import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { WhatsAppTemplateStatus } from '../../../common/whatsapp-templates';

const STATUS: Record<WhatsAppTemplateStatus, { label: MessageDescriptor; tone: string }> = {
  PENDING: { label: msg`Pending review`, tone: 'bg-amber-100 text-amber-900' },
  APPROVED: { label: msg`Approved`, tone: 'bg-green-100 text-green-800' },
  REJECTED: { label: msg`Rejected`, tone: 'bg-red-100 text-red-800' },
  PAUSED: { label: msg`Paused`, tone: 'bg-slate-200 text-slate-800' },
  DISABLED: { label: msg`Disabled`, tone: 'bg-slate-200 text-slate-800' },
  IN_APPEAL: { label: msg`In appeal`, tone: 'bg-amber-100 text-amber-900' },
};

/** Meta's review state of a template (only Approved may be sent). */
export function TemplateStatusBadge({ status }: { status: WhatsAppTemplateStatus }) {
  const { i18n } = useLingui();
  const { label, tone } = STATUS[status];
  return <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${tone}`}>{i18n._(label)}</span>;
}
