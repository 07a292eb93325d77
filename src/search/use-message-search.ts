import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '../../common/constants';
import type { MessageSearchFilter } from '../../common/customer-search';
import { connectionState } from '../../local/queries';
import type { MessageRecord } from '../../local/records';
import { searchStoredMessages } from '../../local/search-queries';
import { searchMessages } from './search-api';

export interface MessageSearchState {
  filter: MessageSearchFilter;
  messages: MessageRecord[];
  /** The server answered, or (offline, or the server could not be reached) this browser's synced messages. */
  source: 'server' | 'local';
  /** The last page was full: there may be more. */
  hasMore: boolean;
}

/**
 * The advanced message search (02 §7): the server while the console is connected, else the messages
 * synced to IndexedDB with the same rules. A newer search cancels the one in flight.
 */
export function useMessageSearch(orgId: string, userId: string) {
  const [state, setState] = useState<MessageSearchState>();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef<AbortController>(undefined);
  useEffect(() => () => inFlight.current?.abort(), []);

  const run = useCallback(async (filter: MessageSearchFilter, previous?: MessageSearchState) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const page = { limit: PAGE_SIZE, skip: previous?.messages.length ?? 0 };
    setBusy(true);
    let source: MessageSearchState['source'] = previous?.source ?? ((await connectionState()).online ? 'server' : 'local');
    let found: MessageRecord[] | undefined;
    if (source === 'server') {
      found = await searchMessages(orgId, filter, page, controller.signal).catch(() => undefined);
      if (found === undefined) source = 'local';
    }
    found ??= await searchStoredMessages(orgId, filter, userId, page);
    if (controller.signal.aborted) return;
    setState({ filter, messages: [...(previous?.messages ?? []), ...found], source, hasMore: found.length === PAGE_SIZE });
    setBusy(false);
  }, [orgId, userId]);

  return {
    state,
    busy,
    search: (filter: MessageSearchFilter) => run(filter),
    more: () => (state ? run(state.filter, state) : Promise.resolve()),
  };
}
