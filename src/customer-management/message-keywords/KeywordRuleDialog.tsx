import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageKeyword, MessageKeywordFields } from '../../../common/contracts/message-keywords';
import { PLATFORMS } from '../../../common/enums';
import {
  KEYWORD_MAX_LENGTH, KEYWORDS_PER_RULE_MAX, normalizeKeywords, RULE_TAGS_MAX,
} from '../../../common/message-keywords';
import { errorText } from '../../api/error-text';
import { toApiError } from '../../api/api-error';
import { PlatformsField } from '../../ui/PlatformsField';
import { TagsField } from '../../tags/TagsField';
import { Chips } from '../../ui/Chips';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';

const NEW_RULE: MessageKeywordFields = { keywords: [], matchMode: 'contains', platforms: [...PLATFORMS], addTags: [], removeTags: [], enabled: true };

const draftOf = (rule: MessageKeyword | null): MessageKeywordFields => (rule
  ? { keywords: rule.keywords, matchMode: rule.matchMode, platforms: rule.platforms, addTags: rule.addTags, removeTags: rule.removeTags, enabled: rule.enabled }
  : NEW_RULE);

interface KeywordRuleDialogProps {
  orgId: string;
  /** The rule edited, or null for a new one. */
  rule: MessageKeyword | null;
  onClose: () => void;
  /** Saves the draft; a thrown error is shown and the dialog stays open. */
  onSave: (draft: MessageKeywordFields) => Promise<void>;
}

/**
 * New rule / Edit rule: keywords as chips (Enter or Add adds one), the match mode, the platforms, the
 * tags to add and to remove (the tag input with the organization's tags as candidates), on or off.
 */
export function KeywordRuleDialog({ orgId, rule, onClose, onSave }: KeywordRuleDialogProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<MessageKeywordFields>(() => draftOf(rule));
  const [keywordText, setKeywordText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keywordInputId = useId();
  const set = <K extends keyof MessageKeywordFields>(key: K, value: MessageKeywordFields[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const fullOfKeywords = draft.keywords.length >= KEYWORDS_PER_RULE_MAX;
  function addKeyword() {
    const next = normalizeKeywords([...draft.keywords, keywordText]).slice(0, KEYWORDS_PER_RULE_MAX);
    set('keywords', next);
    setKeywordText('');
  }

  // What the form still lacks, said next to Save.
  const missing = draft.keywords.length === 0 ? t`Add a keyword.`
    : draft.platforms.length === 0 ? t`Choose a platform.`
      : draft.addTags.length === 0 && draft.removeTags.length === 0 ? t`Choose a tag to add or to remove.`
        : draft.addTags.some((tag) => draft.removeTags.includes(tag)) ? t`A tag cannot be both added and removed.`
          : null;

  async function save() {
    if (missing) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(draft);
    } catch (cause) {
      setError(errorText(await toApiError(cause)));
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={() => { if (!busy) onClose(); }}
      title={rule ? t`Edit keyword rule` : t`New keyword rule`}
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onClose} disabled={busy}>{t`Cancel`}</button>
          <button type="button" className={primaryButton} onClick={() => void save()} disabled={busy || missing !== null}>{t`Save`}</button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <div>
          <label htmlFor={keywordInputId} className="mb-1 block text-sm font-medium text-slate-800">{t`Keywords`}</label>
          <div className="flex gap-2">
            <input
              id={keywordInputId}
              type="text"
              value={keywordText}
              maxLength={KEYWORD_MAX_LENGTH}
              disabled={fullOfKeywords}
              placeholder={fullOfKeywords ? t`Keyword limit reached` : t`Type a keyword and press Enter`}
              onChange={(event) => setKeywordText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
                event.preventDefault();
                addKeyword();
              }}
              className="block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm focus:border-indigo-500 focus:outline-none disabled:bg-slate-100"
            />
            <button type="button" className={secondaryButton} onClick={addKeyword} disabled={fullOfKeywords || keywordText.trim() === ''}>{t`Add`}</button>
          </div>
          <Chips label={t`Keywords`} items={draft.keywords} removeLabel={(keyword) => t`Remove keyword ${keyword}`}
            onRemove={(keyword) => set('keywords', draft.keywords.filter((other) => other !== keyword))} />
        </div>

        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t`Match`}</legend>
          <div className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
            <label className="flex items-center gap-2">
              <input type="radio" name="match-mode" checked={draft.matchMode === 'contains'} onChange={() => set('matchMode', 'contains')} />
              {t`The message contains a keyword`}
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="match-mode" checked={draft.matchMode === 'exact'} onChange={() => set('matchMode', 'exact')} />
              {t`The whole message is a keyword`}
            </label>
          </div>
          <p className="mt-1 text-xs text-slate-600">{t`Upper and lower case are not told apart.`}</p>
        </fieldset>

        <PlatformsField chosen={draft.platforms} onChange={(platforms) => set('platforms', platforms)} />

        <TagsField orgId={orgId} label={t`Tags to add`} inputLabel={t`Tag to add`} tags={draft.addTags} max={RULE_TAGS_MAX} onChange={(tags) => set('addTags', tags)} />
        <TagsField orgId={orgId} label={t`Tags to remove`} inputLabel={t`Tag to remove`} tags={draft.removeTags} max={RULE_TAGS_MAX} onChange={(tags) => set('removeTags', tags)} />

        <SettingSwitch label={t`Rule on`} description={t`Only rules that are on tag customers.`} checked={draft.enabled} onChange={(enabled) => set('enabled', enabled)} />

        {missing && <p className="text-sm text-slate-600">{missing}</p>}
        <FormError message={error} />
      </div>
    </Modal>
  );
}
