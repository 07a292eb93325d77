import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { TYPING_TIME_MS } from '../../../common/constants';
import { metaTypingKey } from '../../../local/meta';
import { db } from '../../../local/db';

/** A typing signal shows until TYPING_TIME_MS after the last one (02 §4, §9). */
export function isTyping(lastSignalAt: number | undefined, now: number): boolean {
  return lastSignalAt !== undefined && now < lastSignalAt + TYPING_TIME_MS;
}

/** Whether the conversation's customer is typing, from the signals the sync worker stores. */
export function useTyping(conversationId: string): boolean {
  // Only a signal still fresh when read counts; the timer below hides it when it goes stale.
  const lastSignalAt = useLiveQuery(async () => {
    const at = (await db.meta.get(metaTypingKey(conversationId)))?.value as number | undefined;
    return isTyping(at, Date.now()) ? at : undefined;
  }, [conversationId]);
  const [expired, setExpired] = useState<number>();
  useEffect(() => {
    if (lastSignalAt === undefined) return;
    const timer = setTimeout(() => setExpired(lastSignalAt), Math.max(0, lastSignalAt + TYPING_TIME_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [lastSignalAt]);
  return lastSignalAt !== undefined && expired !== lastSignalAt;
}
