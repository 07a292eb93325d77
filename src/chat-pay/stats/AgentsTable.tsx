// Each member's sales in the period: orders credited to them (the last sender of a product the customer
// ordered, or the member who created the order), their revenue, and the products they sent.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, majorAmount } from '../../../common/chat-pay';
import type { AgentStats } from '../../../common/contracts/chat-pay-stats';
import { DataTable, ExportCsvButton } from '../../charts/DataTable';
import type { DataColumn } from '../../charts/table-data';

export function AgentsTable({ agents, fileName }: { agents: readonly AgentStats[]; fileName: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const count = new Intl.NumberFormat(i18n.locale);
  const title = t`Sales per agent`;
  const columns: DataColumn<AgentStats>[] = [
    { header: t`Agent`, text: (agent) => agent.name },
    { header: t`Orders`, text: (agent) => count.format(agent.orders), value: (agent) => agent.orders, numeric: true },
    {
      header: t`Revenue`,
      text: (agent) => agent.revenue.map((amount) => formatMoney(amount.amount, amount.currency, i18n.locale)).join(', '),
      // One currency per cell in the file: "1200 TWD".
      value: (agent) => agent.revenue.map((amount) => `${majorAmount(amount.amount, amount.currency)} ${amount.currency}`).join('; '),
      numeric: true,
    },
    { header: t`Products sent`, text: (agent) => count.format(agent.sent), value: (agent) => agent.sent, numeric: true },
  ];
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-base font-semibold text-slate-900">{title}</h2>
        <ExportCsvButton label={title} fileName={fileName} data={{ columns, rows: agents }} />
      </div>
      {agents.length === 0
        ? <p className="text-sm text-slate-600">{t`No agent sent products or was credited with orders in this period.`}</p>
        : <DataTable label={title} data={{ columns, rows: agents }} />}
    </section>
  );
}
