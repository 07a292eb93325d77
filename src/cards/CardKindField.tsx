// The kind of card being built (a card, a carousel or a confirm) and what was built for each kind, so
// that switching loses nothing: the conversation's card dialog and the reply-template form share it.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CardSet } from './CardBuilder';
import { newCardSet, type CardSetKind } from './card-sets';

const KINDS: readonly CardSetKind[] = ['buttons', 'carousel', 'confirm'];
export const CARD_KIND_LABELS: Record<CardSetKind, MessageDescriptor> = { buttons: msg`Card`, carousel: msg`Carousel`, confirm: msg`Confirm` };

/** What the agent is building: the kind shown and what was built for each kind. */
export interface CardDraft {
  kind: CardSetKind;
  sets: Partial<Record<CardSetKind, CardSet>>;
}
export const newCardDraft = (kind: CardSetKind = 'buttons', set?: CardSet): CardDraft => ({ kind, sets: set ? { [kind]: set } : {} });
/** The card set of the kind shown (a new one until the agent starts on it). */
export const draftSet = (draft: CardDraft): CardSet => draft.sets[draft.kind] ?? newCardSet(draft.kind);
/** Whether the agent has started on the kind shown: nothing is said about an empty card before. */
export const draftStarted = (draft: CardDraft): boolean => JSON.stringify(draftSet(draft)) !== JSON.stringify(newCardSet(draft.kind));
/** The draft with the set of its kind replaced. */
export const withDraftSet = (draft: CardDraft, set: CardSet): CardDraft => ({ ...draft, sets: { ...draft.sets, [draft.kind]: set } });

/** Radio buttons for the kind of card (arrow keys move between them). */
export function CardKindField({ draft, onDraft }: { draft: CardDraft; onDraft: (draft: CardDraft) => void }) {
  const { t, i18n } = useLingui();
  const group = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-4">
      <legend className="mb-1 text-xs font-medium text-slate-700">{t`Kind of card`}</legend>
      {KINDS.map((kind) => (
        <label key={kind} className="flex items-center gap-1">
          <input type="radio" name={group} value={kind} checked={draft.kind === kind} onChange={() => onDraft({ ...draft, kind })} />
          {i18n._(CARD_KIND_LABELS[kind])}
        </label>
      ))}
    </fieldset>
  );
}
