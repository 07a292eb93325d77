import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TAG_NAME_MAX_LENGTH, TAG_SEARCH_DEBOUNCE_MS } from '../../common/notes-tags';
import type { TagCount } from '../../common/contracts/notes-tags';
import { getSync } from '../data/sync-client';
import { useDebounced } from './use-debounced';

interface TagInputProps {
  orgId: string;
  /** False once the customer has the maximum of tags: the input stops adding. */
  canAdd: boolean;
  /** Called with the typed text on Enter or blur; the caller applies the rules (trim, empty, duplicate). */
  onConfirm: (text: string) => void;
  /** The input's accessible name and placeholder ("Add tag" by default). */
  label?: string;
  /** What was chosen is refused (aria-invalid). */
  invalid?: boolean;
}

/** The tag input, with the organization's tags as candidates (searched 600 ms after the last keystroke). */
export function TagInput({ orgId, canAdd, onConfirm, label, invalid }: TagInputProps) {
  const { t } = useLingui();
  const listId = useId();
  const [text, setText] = useState('');
  const [candidates, setCandidates] = useState<TagCount[]>([]);
  const keyword = useDebounced(text.trim(), TAG_SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (!canAdd) return;
    let current = true;
    // Candidates are a convenience: offline (or on any failure) the agent just types the tag.
    getSync().findTags(orgId, keyword).then((tags) => { if (current) setCandidates(tags); }, () => { if (current) setCandidates([]); });
    return () => { current = false; };
  }, [orgId, keyword, canAdd]);

  function confirm() {
    if (text.trim() !== '') onConfirm(text);
    setText('');
  }

  return (
    <div className="mt-2">
      <input
        type="text"
        list={listId}
        value={text}
        maxLength={TAG_NAME_MAX_LENGTH}
        disabled={!canAdd}
        aria-label={label ?? t`Add tag`}
        aria-invalid={invalid || undefined}
        placeholder={canAdd ? label ?? t`Add tag` : t`Tag limit reached`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          event.preventDefault();
          confirm();
        }}
        onBlur={confirm}
        className="block w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none disabled:bg-slate-100 aria-invalid:border-red-500"
      />
      <datalist id={listId}>
        {candidates.map((candidate) => <option key={candidate.name} value={candidate.name}>{`${candidate.name} (${candidate.count})`}</option>)}
      </datalist>
    </div>
  );
}
