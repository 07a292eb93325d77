// chatPay/{orgId}/stats (issue 29, 03 §7; part csData): the period picker, the summary against the
// period before, revenue and orders per day, the top products and each agent's sales. Every chart
// comes with its table and CSV (src/charts). Online only: offline it says statistics need a connection.
import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ListMessage } from '../../customer-groups/ListMessage';
import { useServerRead } from '../../api/use-server-read';
import { useOffline } from '../../shell/use-offline';
import { useDocumentTitle } from '../../ui/use-document-title';
import { shopErrorText } from '../shop-error-text';
import { AgentsTable } from './AgentsTable';
import { DailyChart } from './DailyChart';
import { presetPeriod } from './period';
import { PeriodPicker } from './PeriodPicker';
import { fetchShopStats, type StatsPeriod } from './stats-api';
import { SummaryFigures } from './SummaryFigures';
import { TopProductsChart } from './TopProductsChart';

export function StatsPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  useDocumentTitle(t`Statistics`);
  const offline = useOffline();
  const [period, setPeriod] = useState<StatsPeriod>(() => presetPeriod('last7'));
  const read = useCallback(() => fetchShopStats(orgId, period), [orgId, period]);
  const { value: stats, error, reload } = useServerRead(read, shopErrorText);
  // An answer of another period stays shown until the new one comes.
  const shown = stats && stats.info.current.starttime === period.start && stats.info.current.endtime === period.end ? stats : null;

  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-6">
      <PeriodPicker period={period} onChange={setPeriod} />
      {offline && <ListMessage>{t`Statistics need a connection. They show once you are back online.`}</ListMessage>}
      {!offline && error && <ListMessage onRetry={reload}>{error}</ListMessage>}
      {!offline && !error && !shown && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {!offline && shown && (
        <>
          <p className="text-xs text-slate-500">{t`Days are counted in ${shown.info.timeZone}. Cancelled orders are left out.`}</p>
          <SummaryFigures info={shown.info} />
          <DailyChart info={shown.info} />
          <TopProductsChart rank={shown.rank} />
          <AgentsTable agents={shown.agents.agents} fileName={`agents-${period.start}-${period.end}.csv`} />
        </>
      )}
    </div>
  );
}
