import { useLingui } from '@lingui/react/macro';
import type { MessageRecord } from '../../local/records';
import { KeepButton } from './KeepButton';

/**
 * The classes that show a message's actions only while the message is hovered or holds the keyboard
 * focus (its bubble is a `group/message`), or while one of them is on (a kept message says "Kept").
 * Hidden with opacity only: they stay in the tab order and in the accessibility tree.
 */
export const messageActionsReveal = 'opacity-0 transition-opacity group-hover/message:opacity-100 group-focus-within/message:opacity-100 ' +
  'focus-within:opacity-100 has-[[aria-pressed=true]]:opacity-100';

/** What an agent can do with a stored message, under its bubble. */
export function MessageActions({ message }: { message: MessageRecord }) {
  const { t } = useLingui();
  return (
    <fieldset aria-label={t`Message actions`} className={`mt-0.5 flex gap-1 px-1 ${messageActionsReveal}`}>
      <KeepButton message={message} />
    </fieldset>
  );
}
