import { useEffect, useRef, type RefObject } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { messagesSince } from '../../local/search-queries';

/**
 * How many of the conversation's newest messages the list must read to show `messageId` (the message
 * a search result opened, `?message=ID`); 0 without one.
 */
export function useFocusedMessageLimit(conversationId: string, messageId: string | undefined): number {
  return useLiveQuery(() => (messageId ? messagesSince(conversationId, messageId) : 0), [conversationId, messageId]) ?? 0;
}

/** Scrolls the focused message into the middle of the list once it is rendered (once per message). */
export function useScrollToMessage(scroller: RefObject<HTMLElement | null>, messageId: string | undefined, rendered: readonly { objectId: string }[] | undefined): void {
  const done = useRef<string | undefined>(undefined);
  const present = messageId !== undefined && rendered?.some((message) => message.objectId === messageId) === true;
  useEffect(() => {
    if (!present || done.current === messageId) return;
    const element = [...(scroller.current?.querySelectorAll<HTMLElement>('[data-message-id]') ?? [])]
      .find((candidate) => candidate.dataset.messageId === messageId);
    if (!element) return;
    done.current = messageId;
    element.scrollIntoView({ block: 'center' });
  }, [present, messageId, scroller]);
}
