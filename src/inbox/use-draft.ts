import { useCallback, useEffect, useRef, useState } from 'react';
import { getDraft, saveDraft } from '../../local/queries';
import { journalDraft, takeJournaledDraft } from './draft-journal';

/** Typing pauses this long before the draft is written to IndexedDB. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface Draft {
  text: string;
  /** The agent typed: show it now, store it shortly. */
  change: (text: string) => void;
  /** Store what is typed now (blur, leaving the page). */
  flush: () => Promise<void>;
  /** The text was sent: empty the box and forget the stored draft (the sync worker deletes it). */
  clear: () => void;
}

/**
 * The composer's text, saved per conversation as the agent types (ARCHITECTURE.md §2) so a
 * half-typed reply survives a reload, a crash or going offline. On `pagehide` unsaved text also
 * goes to the synchronous draft journal, which the next composer moves back into IndexedDB.
 */
export function useDraft(orgId: string, conversationId: string): Draft {
  const [text, setText] = useState('');
  const latest = useRef('');
  const stored = useRef('');
  const touched = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (latest.current === stored.current) return;
    stored.current = latest.current;
    await saveDraft({ orgId, conversationId, text: latest.current });
  }, [orgId, conversationId]);

  const change = useCallback(
    (next: string) => {
      touched.current = true;
      latest.current = next;
      setText(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    latest.current = '';
    stored.current = '';
    setText('');
  }, []);

  useEffect(() => {
    let active = true;
    const journaled = takeJournaledDraft(conversationId);
    void getDraft(conversationId).then(async (saved) => {
      const newest = journaled && (!saved || journaled.updatedAt >= saved.updatedAt) ? journaled : saved;
      if (newest === journaled && journaled) await saveDraft({ orgId: journaled.orgId, conversationId, text: journaled.text });
      // Whatever the agent typed before the stored draft arrived wins.
      if (!active || touched.current || !newest) return;
      latest.current = newest.text;
      stored.current = newest.text;
      setText(newest.text);
    });
    const onPageHide = () => {
      if (latest.current !== stored.current) {
        journalDraft(conversationId, { orgId, text: latest.current, updatedAt: Date.now() });
      }
      void flush();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      active = false;
      window.removeEventListener('pagehide', onPageHide);
      void flush();
    };
  }, [orgId, conversationId, flush]);

  return { text, change, flush, clear };
}
