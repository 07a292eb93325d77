import type { MessageRecord } from '../../local/records';
import { KeepButton } from './KeepButton';

/** What an agent can do with a stored message, under its bubble. */
export function MessageActions({ message }: { message: MessageRecord }) {
  return (
    <div className="mt-0.5 flex gap-1 px-1">
      <KeepButton message={message} />
    </div>
  );
}
