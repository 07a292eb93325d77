import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { StoredUser } from '../auth/session-store';
import type { CustomerRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { CustomerOrdersSection } from '../chat-pay/customer-orders/CustomerOrdersSection';
import { KeptMessagesSection } from '../kept/KeptMessagesSection';
import { useOrganizations } from '../org/organizations-context';
import { BindRoleSection } from './BindRoleSection';
import { CustomFieldsSection } from './CustomFieldsSection';
import { EcommerceSection } from './EcommerceSection';
import { MonitoringToggle } from './MonitoringToggle';
import { ProfileFields } from './ProfileFields';
import { NotesSection } from './NotesSection';
import { TagsSection } from './TagsSection';

function userName(user: StoredUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.username;
}

/** The customer beside the conversation: its profile, monitoring, role, tags, custom fields, notes, orders and shops; works offline (orders online). */
export function CustomerPanel({ orgId, customer, user }: { orgId: string; customer: CustomerRecord; user: StoredUser }) {
  const { t } = useLingui();
  const customerId = customer.objectId;

  useEffect(() => {
    // Fresh notes from the server when online; offline the stored ones show (the call just fails).
    getSync().loadNotes(orgId, customerId).catch(() => undefined);
  }, [orgId, customerId]);

  const { organizations } = useOrganizations();
  const isAdmin = organizations?.find((org) => org.objectId === orgId)?.authorityName === 'admin';
  return (
    <aside aria-label={t`Customer details`} className="flex w-72 shrink-0 flex-col overflow-y-auto border-l border-slate-200 bg-white">
      <ProfileFields customer={customer} />
      <MonitoringToggle orgId={orgId} customer={customer} />
      <BindRoleSection key={customerId} orgId={orgId} customer={customer} isAdmin={isAdmin} />
      <TagsSection orgId={orgId} customer={customer} />
      <CustomFieldsSection orgId={orgId} customer={customer} />
      <NotesSection orgId={orgId} customerId={customerId} author={{ id: user.objectId, name: userName(user) }} />
      <KeptMessagesSection orgId={orgId} conversationId={customer.conversationId} customerId={customerId} />
      <CustomerOrdersSection orgId={orgId} customer={customer} />
      <EcommerceSection orgId={orgId} customer={customer} />
    </aside>
  );
}
