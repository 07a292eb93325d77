import { useLingui } from '@lingui/react/macro';
import { FirstOpenModuleTab, ModuleTabsPage, type ModuleTab } from '../shell/ModuleTabsPage';

/** The module's pages built so far, in menu order, each with the part of customer-management that opens it. */
const TABS: readonly ModuleTab<'customerMgmt'>[] = [
  { path: 'all-customers', part: 'allCustomers' },
  { path: 'customer-groups', part: 'customerGroups' },
  { path: 'tag-management', part: 'tagManagement' },
  { path: 'message-keyword', part: 'messageKeyword' },
];

/** customer-management/{orgId}/*: the module's pages as tabs, each shown only when open to the role. */
export function CustomerManagementPage() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    'all-customers': t`All customers`, 'customer-groups': t`Customer groups`, 'tag-management': t`Tag management`, 'message-keyword': t`Message keywords`,
  };
  return <ModuleTabsPage module="customerMgmt" title={t`Customer management`} tabs={TABS.map((tab) => ({ ...tab, label: labels[tab.path]! }))} boxed />;
}

/** customer-management/{orgId}: goes on to the first tab open to the role. */
export function FirstOpenTab() {
  return <FirstOpenModuleTab module="customerMgmt" tabs={TABS} />;
}
