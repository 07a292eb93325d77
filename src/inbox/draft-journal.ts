// A synchronous copy of unsaved drafts, written when the page goes away. IndexedDB writes started
// in `pagehide` may not commit before a reload tears the page down; localStorage writes always do.
// The next composer of that conversation moves the entry back into IndexedDB.

const STORAGE_KEY = 'parley.draftJournal';

export interface JournaledDraft {
  orgId: string;
  text: string;
  updatedAt: number;
}

type Journal = Record<string, JournaledDraft>;

function readJournal(): Journal {
  const text = localStorage.getItem(STORAGE_KEY);
  return text ? (JSON.parse(text) as Journal) : {};
}

function writeJournal(journal: Journal): void {
  if (Object.keys(journal).length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(journal));
}

export function journalDraft(conversationId: string, draft: JournaledDraft): void {
  writeJournal({ ...readJournal(), [conversationId]: draft });
}

/** The journaled draft of a conversation, removed from the journal. */
export function takeJournaledDraft(conversationId: string): JournaledDraft | undefined {
  const { [conversationId]: draft, ...rest } = readJournal();
  if (draft) writeJournal(rest);
  return draft;
}

/** Logout: drafts belong to the session that wrote them. */
export function clearDraftJournal(): void {
  localStorage.removeItem(STORAGE_KEY);
}
