// Which areas of the editor (a message, the quick replies) the user has left: an area's problems show
// only from then on, so a new form is not red before anything was typed.
import { useCallback, useState, type FocusEvent } from 'react';

export function useTouched() {
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  /** The area's onBlur: focus moving out of it (not between its own fields) marks it touched. */
  const leave = useCallback((key: string) => (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setLeft((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);
  const touched = useCallback((key: string) => left.has(key), [left]);
  return { touched, leave };
}
