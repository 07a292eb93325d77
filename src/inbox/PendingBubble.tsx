import { useLingui } from '@lingui/react/macro';
import type { TemplateData } from '../../common/contracts/message-data';
import type { PendingMessageRecord } from '../../local/records';
import { ClockIcon } from '../shell/icons';
import { TemplateContent } from './content/TemplateContent';
import { BubbleFrame } from './MessageBubble';
import { discardMessage, resendMessage } from './outbox-actions';

/** A card set waiting in the outbox shows as the card it will be; anything else (text, a file, a WhatsApp template) as its text. */
function cardOf(pending: PendingMessageRecord): TemplateData | undefined {
  const content = pending.content;
  return content?.contentType === 'template' && content.data.templateType !== 'whatsapp' ? content.data : undefined;
}

const linkButton = 'font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** An outbox entry: waiting (Pending), failed for good (Resend / Discard) or expired after 7 days (Discard). */
export function PendingBubble({ pending, sender }: { pending: PendingMessageRecord; sender: string }) {
  const { t } = useLingui();
  const failed = pending.status === 'needResend' || pending.status === 'expired';
  const card = cardOf(pending);
  const discard = (
    <button type="button" className={linkButton} onClick={() => discardMessage(pending.receiptId)}>
      {t`Discard`}
    </button>
  );

  let footer;
  if (pending.status === 'needResend') {
    footer = (
      <p role="alert" className="mt-1 flex flex-wrap items-center justify-end gap-x-3 px-1 text-xs text-red-700">
        <span title={pending.errorDetail}>{t({ id: 'msg_im_error', message: 'The message could not be sent.' })}</span>
        <button type="button" className={linkButton} onClick={() => resendMessage(pending.receiptId)}>
          {t`Resend`}
        </button>
        {discard}
      </p>
    );
  } else if (pending.status === 'expired') {
    footer = (
      <p role="alert" className="mt-1 flex items-center justify-end gap-x-3 px-1 text-xs text-red-700">
        <span>{t`Not sent: expired after 7 days`}</span>
        {discard}
      </p>
    );
  } else {
    footer = (
      <p className="mt-1 flex items-center gap-1 px-1 text-xs text-slate-500">
        <ClockIcon />
        <span>{t`Pending`}</span>
      </p>
    );
  }

  return (
    <BubbleFrame
      outgoing
      sender={sender}
      time={pending.createdAt}
      receiptId={pending.receiptId}
      status={pending.status}
      tone={failed ? 'failed' : 'pending'}
      contentType={pending.content?.contentType}
      footer={footer}
    >
      {card ? <TemplateContent data={card} /> : pending.text}
    </BubbleFrame>
  );
}
