// The editor's work is kept in this tab's sessionStorage as it changes (ARCHITECTURE §2: nothing typed
// is lost): a reload finds it again; a successful send or save clears it. Per organization and
// broadcast (new, a resend of one, or one being edited).
import { useCallback, useEffect, useState } from 'react';
import type { EditorState } from './editor-state';

export const draftKey = (orgId: string, target: { taskId?: string; resendTaskId?: string }) =>
  `parley.broadcastEditor.${orgId}.${target.taskId ? `edit:${target.taskId}` : target.resendTaskId ? `resend:${target.resendTaskId}` : 'new'}`;

export function readEditorDraft(key: string): EditorState | null {
  try {
    const stored = sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as EditorState) : null;
  } catch {
    return null;
  }
}

/** The editor's state, kept under `key`; null until started (from the stored draft, or by `start`). */
export function useEditorDraft(key: string) {
  const [state, setState] = useState<EditorState | null>(() => readEditorDraft(key));

  useEffect(() => {
    if (state) sessionStorage.setItem(key, JSON.stringify(state));
  }, [key, state]);

  const clear = useCallback(() => sessionStorage.removeItem(key), [key]);
  return { state, setState, clear };
}
