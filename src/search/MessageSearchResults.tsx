import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { previewTextOf } from '../../common/message-content';
import type { MessageRecord } from '../../local/records';
import { customersByIds } from '../../local/search-queries';
import { customerName } from '../inbox/customer-name';
import { PLATFORM_LABELS } from '../inbox/platforms';
import { formatMessageTime } from '../i18n/format';
import { secondaryButton } from '../ui/buttons';
import type { MessageSearchState } from './use-message-search';

interface MessageSearchResultsProps {
  state: MessageSearchState;
  busy: boolean;
  onOpen: (message: MessageRecord) => void;
  onMore: () => void;
}

/** Found messages, newest first; choosing one opens its conversation at that message. */
export function MessageSearchResults({ state, busy, onOpen, onMore }: MessageSearchResultsProps) {
  const { t, i18n } = useLingui();
  const customers = useLiveQuery(() => customersByIds(state.messages.map((message) => message.customerId)), [state.messages]);
  return (
    <section aria-label={t`Messages found`} className="mt-4 border-t border-slate-200 pt-3">
      <p aria-live="polite" className="text-xs text-slate-500">
        {state.source === 'local'
          ? t`Offline: these results cover only the conversations synced to this device.`
          : t`Results from the server.`}
      </p>
      {state.messages.length === 0 && <p className="py-4 text-center text-sm text-slate-500">{t`No messages match.`}</p>}
      <ul className="mt-2 divide-y divide-slate-100">
        {state.messages.map((message) => {
          const customer = customers?.get(message.customerId);
          const name = customer ? customerName(customer) : t`Customer`;
          return (
            <li key={message.objectId}>
              <button type="button" onClick={() => onOpen(message)}
                className="flex w-full flex-col gap-0.5 px-2 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600">
                <span className="flex items-center gap-2 text-xs text-slate-500">
                  {/* A long name is cut short; squeezed, the channel's name and the time would break mid-word in Chinese. */}
                  <span className="min-w-0 truncate font-semibold text-slate-800">{name}</span>
                  <span className="shrink-0 whitespace-nowrap">{i18n._(PLATFORM_LABELS[message.platform])}</span>
                  <time dateTime={message.createdAt} className="ml-auto shrink-0 whitespace-nowrap">{formatMessageTime(message.createdAt, i18n.locale)}</time>
                </span>
                <span className="line-clamp-2 text-sm text-slate-700">{previewTextOf(message)}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {state.hasMore && (
        <div className="mt-2 text-center">
          <button type="button" className={secondaryButton} onClick={onMore} disabled={busy}>{t`More results`}</button>
        </div>
      )}
    </section>
  );
}
