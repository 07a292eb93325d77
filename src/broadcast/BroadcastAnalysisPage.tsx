import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { broadcastUpdateWins, canResendFailed } from '../../common/broadcasts';
import type { Broadcast, BroadcastAnalysis, BroadcastOpenlog } from '../../common/contracts/broadcasts';
import type { ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { useServerRead } from '../api/use-server-read';
import { ListMessage } from '../customer-groups/ListMessage';
import { useOffline } from '../shell/use-offline';
import { secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { useBackOnline } from './use-back-online';
import { fetchAnalysis, fetchOpenlog } from './broadcast-api';
import { broadcastStatusText, openlogReasonText, platformText } from './broadcast-text';
import { BroadcastProgress } from './BroadcastProgress';
import { useBroadcastChanges } from './live-broadcasts';
import { listPath, resendPath } from './paths';

/** While it runs, the per-platform counts are read again at most this often (its events come every 250 ms). */
export const ANALYSIS_REFRESH_MS = 2000;
const cell = 'px-3 py-2 text-right text-sm tabular-nums';
const RUNNING = new Set(['started', 'preparing', 'dispatching']);
const COLUMNS = ['total', 'pending', 'sent', 'success', 'failed', 'unknown'] as const;

/**
 * broadcast/{orgId}/{taskId}/analysis: the recipients' outcomes by platform (POST /broadcast/analysis),
 * live while it runs, and LINE's open log where LINE gives one (POST /functions/getBroadcastOpenlog).
 */
export function BroadcastAnalysisPage() {
  const { t } = useLingui();
  const { orgId = '', taskId = '' } = useParams();
  const offline = useOffline();
  const textOf = useCallback((error: ApiError) => (error.offline ? t`You are offline. The analysis shows once the connection is back.` : errorText(error)), [t]);
  const readAnalysis = useCallback(() => fetchAnalysis(orgId, taskId), [orgId, taskId]);
  const readOpenlog = useCallback(() => fetchOpenlog(orgId, taskId), [orgId, taskId]);
  const analysis = useServerRead(readAnalysis, textOf);
  const openlog = useServerRead(readOpenlog, textOf);
  const live = useLiveBroadcast(orgId, taskId, analysis.value, analysis.reload, openlog.reload);
  const broadcast = live ?? analysis.value?.broadcast;
  const name = broadcast?.name ?? '';
  useDocumentTitle(broadcast ? t`Analysis of ${name}` : t`Broadcast analysis`);

  // Back online after a failed load: read again.
  const { error: analysisError, reload: reloadAnalysis } = analysis;
  const { error: openlogError, reload: reloadOpenlog } = openlog;
  useBackOnline(offline, () => {
    if (analysisError) reloadAnalysis();
    if (openlogError) reloadOpenlog();
  });

  return (
    <div className="h-full overflow-y-auto p-6">
      <Link to={listPath(orgId)} className="text-sm text-indigo-700 underline-offset-2 hover:underline">{t`Back to broadcasts`}</Link>
      <h1 className="mt-2 text-xl font-semibold text-slate-900">{broadcast ? t`Analysis of ${name}` : t`Broadcast analysis`}</h1>
      {analysis.error && <ListMessage onRetry={() => analysis.reload()}>{analysis.error}</ListMessage>}
      {!analysis.error && !analysis.value && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {broadcast && analysis.value && (
        <>
          <Summary broadcast={broadcast} pending={analysis.value.pending} />
          {canResendFailed(broadcast) && (
            <Link to={resendPath(orgId, broadcast.objectId)} className={`${secondaryButton} mt-4`}>{t`Resend failed only`}</Link>
          )}
          <PlatformTable analysis={analysis.value} />
        </>
      )}
      <section aria-labelledby="openlog-title" className="mt-8 max-w-2xl">
        <h2 id="openlog-title" className="text-base font-semibold text-slate-900">{t`Opens and clicks (LINE)`}</h2>
        {openlog.error && <ListMessage onRetry={() => openlog.reload()}>{openlog.error}</ListMessage>}
        {!openlog.error && !openlog.value && <ListMessage busy>{t`Loading…`}</ListMessage>}
        {openlog.value && <Openlog openlog={openlog.value} />}
      </section>
    </div>
  );
}

/**
 * The broadcast as its live changes have it (03 §4's order), or null before any. While it runs, the
 * per-platform counts are read again (at most every ANALYSIS_REFRESH_MS); when it ends, the open log too.
 */
function useLiveBroadcast(
  orgId: string, taskId: string, loaded: BroadcastAnalysis | null, reloadAnalysis: () => void, reloadOpenlog: () => void,
): Broadcast | null {
  const [live, setLive] = useState<Broadcast | null>(null);
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // A newer read of the analysis carries a newer broadcast than an older event.
  const loadedOne = loaded?.broadcast;
  const current = live && (!loadedOne || (broadcastUpdateWins(loadedOne.status, live.status) && live.updatedAt >= loadedOne.updatedAt)) ? live : null;
  const shown = current ?? loadedOne;
  useEffect(() => () => clearTimeout(refresh.current), []);
  useBroadcastChanges(orgId, (next) => {
    if (next.objectId !== taskId || (shown && !broadcastUpdateWins(shown.status, next.status))) return;
    setLive(next);
    if (!RUNNING.has(next.status)) {
      // It ended (or paused): the final counts and the open log now.
      clearTimeout(refresh.current);
      refresh.current = undefined;
      reloadAnalysis();
      if (shown && RUNNING.has(shown.status)) reloadOpenlog();
      return;
    }
    refresh.current ??= setTimeout(() => {
      refresh.current = undefined;
      reloadAnalysis();
    }, ANALYSIS_REFRESH_MS);
  });
  return current;
}

function Summary({ broadcast, pending }: { broadcast: Broadcast; pending: number }) {
  const { t, i18n } = useLingui();
  const when = (iso: string | undefined) => iso && new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const figures: [string, number][] = [
    [t`Recipients`, broadcast.total], [t`Pending`, pending], [t`Sent`, broadcast.sent],
    [t`Success`, broadcast.success], [t`Failed`, broadcast.failed], [t`Unknown`, broadcast.unknown],
  ];
  const started = when(broadcast.startedAt);
  const finished = when(broadcast.finishedAt);
  const scheduled = when(broadcast.scheduleAt);
  return (
    <section aria-label={t`Summary`} className="mt-4 max-w-3xl">
      <p className="text-sm text-slate-600">
        <span className="font-medium text-slate-900">{broadcastStatusText(broadcast.status)}</span>
        {started ? ` · ${t`Started ${started}`}` : scheduled ? ` · ${t`Scheduled for ${scheduled}`}` : ''}
        {finished ? ` · ${t`Finished ${finished}`}` : ''}
      </p>
      <Figures figures={figures} columns="grid-cols-6" />
      {broadcast.total > 0 && <div className="mt-3"><BroadcastProgress sent={broadcast.sent} total={broadcast.total} label={t`Progress`} /></div>}
      {broadcast.unknown > 0 && (
        <p className="mt-2 text-xs text-slate-500">{t`Unknown: the platform's answer was lost, so it may have arrived. These recipients are never sent it again.`}</p>
      )}
    </section>
  );
}

function PlatformTable({ analysis }: { analysis: BroadcastAnalysis }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  if (analysis.platforms.length === 0) {
    return <p className="mt-6 text-sm text-slate-600">{t`No recipients yet: they are chosen when the broadcast starts.`}</p>;
  }
  return (
    <table className="mt-6 w-full max-w-3xl">
      <caption className="mb-2 text-left text-base font-semibold text-slate-900">{t`By platform`}</caption>
      <thead className="bg-slate-50 text-xs font-medium text-slate-500">
        <tr>
          <th scope="col" className="px-3 py-2 text-left">{t`Platform`}</th>
          {[t`Recipients`, t`Pending`, t`Sent`, t`Success`, t`Failed`, t`Unknown`].map((label) => <th key={label} scope="col" className={cell}>{label}</th>)}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {analysis.platforms.map((row) => (
          <tr key={row.platform}>
            <th scope="row" className="px-3 py-2 text-left text-sm font-medium text-slate-900">{platformText(row.platform)}</th>
            {COLUMNS.map((column) => <td key={column} className={cell}>{number.format(row[column])}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Openlog({ openlog }: { openlog: BroadcastOpenlog }) {
  const { t, i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  if (!openlog.available || !openlog.line) return <p className="mt-2 text-sm text-slate-600">{openlogReasonText(openlog.reason)}</p>;
  const { line } = openlog;
  const figures: [string, number][] = [
    [t`Delivered`, line.delivered], [t`Opened`, line.uniqueImpression], [t`Clicked`, line.uniqueClick], [t`Played media`, line.uniqueMediaPlayed],
  ];
  const requests = number.format(line.requests);
  return (
    <>
      <Figures figures={figures} columns="grid-cols-4" />
      <p className="mt-2 text-xs text-slate-500">{t`Unique users as LINE counts them, over ${requests} LINE requests. LINE reports them with a delay.`}</p>
    </>
  );
}

/** Labelled numbers in boxes, in the active language's digits. */
function Figures({ figures, columns }: { figures: [string, number][]; columns: string }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale);
  return (
    <dl className={`mt-3 grid ${columns} gap-3`}>
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-200 p-3">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="text-lg font-semibold text-slate-900 tabular-nums">{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
