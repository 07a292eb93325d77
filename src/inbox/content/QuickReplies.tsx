import { useLingui } from '@lingui/react/macro';
import type { QuickReplyItem } from '../../../common/message-bot';

/** The quick reply buttons the customer saw under a message (the bot's last reply), by their labels. */
export function QuickReplies({ items }: { items: readonly QuickReplyItem[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Quick replies`} className="mt-1 flex max-w-[70%] flex-wrap justify-end gap-1 px-1">
      {items.map((item, index) => (
        <li key={index} className="rounded-full border border-indigo-300 bg-white px-2 py-0.5 text-xs text-indigo-800">
          {item.label}
        </li>
      ))}
    </ul>
  );
}
