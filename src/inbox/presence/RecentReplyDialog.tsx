import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { MessageRecord } from '../../../local/records';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';

export interface RecentReply {
  reply: MessageRecord;
  /** How long ago it was sent when the agent pressed Send. */
  seconds: number;
}

/** Asks before sending when another agent replied a moment ago; Cancel (focused first) keeps the draft. */
export function RecentReplyDialog({ asking, onAnswer }: { asking: RecentReply | undefined; onAnswer: (send: boolean) => void }) {
  const { t } = useLingui();
  const name = asking?.reply.senderName || t`Another agent`;
  const seconds = asking?.seconds ?? 0;
  const text = asking?.reply.contentType === 'text' ? asking.reply.data.content : undefined;
  return (
    <Modal
      open={asking !== undefined}
      onClose={() => onAnswer(false)}
      size="small"
      title={plural(seconds, {
        one: `${name} replied # second ago. Send anyway?`,
        other: `${name} replied # seconds ago. Send anyway?`,
      })}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={() => onAnswer(false)} data-autofocus>
            {t`Cancel`}
          </button>
          <button type="button" className={primaryButton} onClick={() => onAnswer(true)}>
            {t`Send anyway`}
          </button>
        </>
      }
    >
      {text && <blockquote className="border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-wrap text-slate-700">{text}</blockquote>}
    </Modal>
  );
}
