import { useLingui } from '@lingui/react/macro';
import { FirstOpenModuleTab, ModuleTabsPage, type ModuleTab } from '../shell/ModuleTabsPage';

/** The shop's pages (03 §2), in menu order, each with the part of chatPay that opens it (03 §6). */
const TABS: readonly ModuleTab<'chatpay'>[] = [
  { path: 'productsList', part: 'product' },
  { path: 'orders', part: 'order' },
  { path: 'settings', part: 'setting' },
  { path: 'stats', part: 'csData' },
];

/** chatPay/{orgId}/*: products, orders, store settings and statistics as tabs, each shown only when open to the role. */
export function ChatPayPage() {
  const { t } = useLingui();
  const labels: Record<string, string> = { productsList: t`Products`, orders: t`Orders`, settings: t`Store settings`, stats: t`Statistics` };
  return <ModuleTabsPage module="chatpay" title={t`Chat pay`} tabs={TABS.map((tab) => ({ ...tab, label: labels[tab.path]! }))} />;
}

/** chatPay/{orgId}: goes on to the first tab open to the role. */
export function FirstOpenTab() {
  return <FirstOpenModuleTab module="chatpay" tabs={TABS} />;
}
