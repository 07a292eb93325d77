import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from '../ui/buttons';

/** Says that unsaved work kept from an earlier visit is in the form (use-session-draft.ts), with a way back to what is saved. */
export function KeptDraftNote({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useLingui();
  return (
    <output className="flex flex-wrap items-center gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {t`Your unsaved changes from before are back.`}
      <button type="button" className={secondaryButton} onClick={onDiscard}>{t`Discard changes`}</button>
    </output>
  );
}
