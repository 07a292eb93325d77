// The messages the bot sends (a rule's replies, the welcome, the away message): up to 5 of the kinds
// publishTemplate sends or imagemaps (LINE only), each edited with the broadcast editor's MessageEditor,
// a text with the customer's name; then the quick reply under the last (the broadcast editor's
// QuickReplyEditor). A problem shows once its part was left, or once a save was tried.
import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BOT_REPLIES_MAX } from '../../../common/message-bot';
import type { Platform } from '../../../common/contracts/base';
import { KIND_LABELS, MessageEditor } from '../../broadcast/editor/MessageEditor';
import { QuickReplyEditor } from '../../broadcast/editor/QuickReplyEditor';
import { useTouched } from '../../broadcast/editor/use-touched';
import { PLATFORM_LABELS } from '../../inbox/platforms';
import { secondaryButton } from '../../ui/buttons';
import type { Uploader } from '../../uploads/upload-client';
import {
  newReply, platformLeftOut, quickReplyDraftProblem, REPLY_KINDS, replyProblem, type QuickReplyDraft, type ReplyDraft, type ReplyKind,
} from './reply-drafts';

interface RepliesEditorProps {
  orgId: string;
  /** The section's heading (its region's name). */
  title: string;
  replies: ReplyDraft[];
  onChange: (replies: ReplyDraft[]) => void;
  quickReply: QuickReplyDraft;
  onQuickReply: (items: QuickReplyDraft) => void;
  /** The platforms the replies go to: a card is checked for each, and each must get a reply. */
  platforms: readonly Platform[];
  /** Every reply's problem shows (a save was tried). */
  showProblems: boolean;
  /** The server's refusal of these replies, shown under them. */
  serverProblem?: string;
  upload?: Uploader;
}

export function RepliesEditor({ orgId, title, replies, onChange, quickReply, onQuickReply, platforms, showProblems, serverProblem, upload }: RepliesEditorProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const kindId = useId();
  const [kind, setKind] = useState<ReplyKind>('text');
  const { touched, leave } = useTouched();
  const max = BOT_REPLIES_MAX;
  const count = replies.length;
  const leftOut = platformLeftOut(replies, platforms);
  const leftOutName = leftOut && i18n._(PLATFORM_LABELS[leftOut]);

  function move(index: number, by: -1 | 1) {
    const next = [...replies];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved!);
    onChange(next);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">{title} <span className="font-normal text-slate-600">{t`(${count} of ${max})`}</span></h3>
      {replies.map((reply, index) => (
        <MessageEditor
          key={reply.key}
          orgId={orgId}
          message={reply}
          number={index + 1}
          count={replies.length}
          upload={upload}
          customerName
          problem={showProblems || touched(reply.key) ? replyProblem(reply, platforms) : undefined}
          onBlur={leave(reply.key)}
          onChange={(next) => onChange(replies.map((other, at) => (at === index ? next : other)))}
          onMove={(by) => move(index, by)}
          onRemove={() => onChange(replies.filter((_, at) => at !== index))}
        />
      ))}
      {replies.length < max ? (
        <div className="flex items-end gap-2">
          <label htmlFor={kindId} className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            {t`Kind of reply`}
            <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as ReplyKind)} className="rounded-md border border-slate-300 px-2 py-1 text-sm">
              {REPLY_KINDS.map((option) => <option key={option} value={option}>{i18n._(KIND_LABELS[option])}</option>)}
            </select>
          </label>
          <button type="button" className={secondaryButton} onClick={() => onChange([...replies, newReply(kind)])}>{t`Add reply`}</button>
        </div>
      ) : <p className="text-xs text-slate-600">{t`At most ${max} replies.`}</p>}
      {leftOutName && <p className="text-xs text-red-700">{t`${leftOutName} customers would get no reply: an imagemap goes to LINE only. Add a reply of another kind.`}</p>}
      <QuickReplyEditor items={quickReply} onChange={onQuickReply} onBlur={leave('quickReply')}
        problem={showProblems || touched('quickReply') ? quickReplyDraftProblem(quickReply) : undefined} />
      {serverProblem && <p role="alert" className="text-sm text-red-700">{serverProblem}</p>}
    </section>
  );
}
