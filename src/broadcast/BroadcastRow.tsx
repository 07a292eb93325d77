import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import {
  canDeleteBroadcast, canEditBroadcast, canPauseBroadcast, canResendFailed, canResumeBroadcast, canStopBroadcast,
} from '../../common/broadcasts';
import type { Broadcast } from '../../common/contracts/broadcasts';
import { showToast } from '../ui/toast-store';
import { broadcastAction } from './broadcast-api';
import { broadcastErrorText, broadcastStatusText } from './broadcast-text';
import { BroadcastProgress } from './BroadcastProgress';
import { analysisPath, editPath, resendPath } from './paths';

export const cell = 'px-3 py-2 text-left text-sm align-top';
const actionButton = 'text-sm font-medium text-indigo-700 underline-offset-2 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline';

interface BroadcastRowProps {
  orgId: string;
  broadcast: Broadcast;
  /** Actions need the server: offline they are disabled. */
  offline: boolean;
  /** The server's answer to Pause or Resume. */
  onChanged: (broadcast: Broadcast) => void;
  onStop: () => void;
  onDelete: () => void;
}

/** One broadcast of the list: name, status, time, counts with a progress bar, and what its status allows. */
export function BroadcastRow({ orgId, broadcast, offline, onChanged, onStop, onDelete }: BroadcastRowProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const { name, status } = broadcast;
  const number = new Intl.NumberFormat(i18n.locale);
  const [sent, success, failed, total] = [broadcast.sent, broadcast.success, broadcast.failed, broadcast.total].map((count) => number.format(count));

  async function act(action: 'pause' | 'resume' | 'copy') {
    setBusy(true);
    try {
      const answer = await broadcastAction(orgId, action, broadcast.objectId);
      if (action === 'copy') {
        void navigate(editPath(orgId, answer.objectId));
        return;
      }
      onChanged(answer);
    } catch (cause) {
      showToast('error', await broadcastErrorText(cause));
    } finally {
      setBusy(false);
    }
  }

  const disabled = offline || busy;
  return (
    <tr data-status={status}>
      <th scope="row" className={`${cell} font-medium`}>
        {status === 'draft'
          ? <span className="text-slate-900">{name}</span>
          : <Link to={analysisPath(orgId, broadcast.objectId)} className="text-indigo-700 underline-offset-2 hover:underline">{name}</Link>}
      </th>
      <td className={cell}>{broadcastStatusText(status)}</td>
      <td className={`${cell} text-slate-600`}><BroadcastTime broadcast={broadcast} /></td>
      <td className={`${cell} tabular-nums`}>
        <span className="sr-only">{t`Sent ${sent}, success ${success}, failed ${failed}, of ${total}`}</span>
        <span aria-hidden="true">{sent} / {success} / {failed} / {total}</span>
        {broadcast.total > 0 && <BroadcastProgress sent={broadcast.sent} total={broadcast.total} label={t`Progress of ${name}`} />}
      </td>
      <td className={cell}>
        <div className="flex flex-wrap gap-x-3 gap-y-1">
          {canEditBroadcast(status) && (
            <button type="button" className={actionButton} disabled={offline} aria-label={t`Edit ${name}`}
              onClick={() => void navigate(editPath(orgId, broadcast.objectId))}>{t`Edit`}</button>
          )}
          <button type="button" className={actionButton} disabled={disabled} aria-label={t`Copy ${name}`} onClick={() => void act('copy')}>{t`Copy`}</button>
          {canPauseBroadcast(status) && (
            <button type="button" className={actionButton} disabled={disabled} aria-label={t`Pause ${name}`} onClick={() => void act('pause')}>{t`Pause`}</button>
          )}
          {canResumeBroadcast(status) && (
            <button type="button" className={actionButton} disabled={disabled} aria-label={t`Resume ${name}`} onClick={() => void act('resume')}>{t`Resume`}</button>
          )}
          {canStopBroadcast(status) && (
            <button type="button" className={actionButton} disabled={disabled} aria-label={t`Stop ${name}`} onClick={onStop}>{t`Stop`}</button>
          )}
          {canResendFailed(broadcast) && (
            <button type="button" className={actionButton} disabled={offline} aria-label={t`Resend to the failed recipients of ${name}`}
              onClick={() => void navigate(resendPath(orgId, broadcast.objectId))}>{t`Resend failed only`}</button>
          )}
          {canDeleteBroadcast(status) && (
            <button type="button" className={actionButton} disabled={disabled} aria-label={t`Delete ${name}`} onClick={onDelete}>{t`Delete`}</button>
          )}
        </div>
      </td>
    </tr>
  );
}

/** When it goes or went: the schedule of a draft or scheduled broadcast, else when it started. */
function BroadcastTime({ broadcast }: { broadcast: Broadcast }) {
  const { t, i18n } = useLingui();
  const format = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const waiting = broadcast.status === 'draft' || broadcast.status === 'scheduled';
  if (waiting && broadcast.scheduleAt) {
    const when = format(broadcast.scheduleAt);
    return <>{t`Scheduled for ${when}`}</>;
  }
  if (broadcast.startedAt) {
    const when = format(broadcast.startedAt);
    return <>{t`Started ${when}`}</>;
  }
  const when = format(broadcast.createdAt);
  return <>{t`Created ${when}`}</>;
}
