// A keyword rule's form: name, keywords with their match, platforms and accounts, the tags the customer
// must and must not carry, up to 5 replies, on/off. Checked with the server's limits before saving; a
// refused save keeps everything typed and shows the server's words next to the field they name.
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { BotRule } from '../../../common/contracts/message-bot';
import { BOT_KEYWORD_MAX_LENGTH, BOT_KEYWORDS_PER_RULE_MAX, BOT_RULE_NAME_MAX, BOT_RULE_TAGS_MAX } from '../../../common/message-bot';
import { toApiError } from '../../api/api-error';
import { errorText } from '../../api/error-text';
import { TextField } from '../../cards/fields';
import { ShownUrlContext } from '../../cards/shown-url';
import { PlatformsField } from '../../ui/PlatformsField';
import { TagsField } from '../../tags/TagsField';
import { useOffline } from '../../shell/use-offline';
import { FormError } from '../../ui/FormError';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { primaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import type { Uploader } from '../../uploads/upload-client';
import { createBotRule, updateBotRule } from '../bot-api';
import { KeptDraftNote } from '../KeptDraftNote';
import { RepliesEditor } from '../replies/RepliesEditor';
import { useShownUrlState } from '../replies/use-shown-urls';
import { errorPath } from '../server-field';
import { useBotAccounts } from '../use-bot-accounts';
import { useSessionDraft } from '../use-session-draft';
import { AccountsField } from './AccountsField';
import { KeywordsField } from './KeywordsField';
import { newRuleDraft, ruleDraftOf, ruleFieldsOf, ruleProblems, type RuleDraft } from './rule-draft';

/** The fields a server's 400 may name, as this form shows them. */
type Field = 'name' | 'keywords' | 'platforms' | 'accounts' | 'tags' | 'replies' | 'form';
const FIELD_OF: Record<string, Field> = {
  name: 'name', keywords: 'keywords', platforms: 'platforms', accounts: 'accounts', requiredTags: 'tags', excludedTags: 'tags', replies: 'replies', quickReply: 'replies',
};

export function BotRuleForm({ orgId, rule, upload }: { orgId: string; rule: BotRule | null; upload?: Uploader }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const offline = useOffline();
  const accounts = useBotAccounts(orgId);
  const shown = useShownUrlState();
  const keywordsProblemId = useId();
  const saved = useCallback(() => (rule ? ruleDraftOf(rule) : newRuleDraft()), [rule]);
  const kept = useSessionDraft<RuleDraft>(`parley.botRule.${orgId}.${rule?.objectId ?? 'new'}`, saved);
  const draft = kept.value;
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ field: Field; text: string } | null>(null);
  const set = <K extends keyof RuleDraft>(key: K, value: RuleDraft[K]) => kept.setValue((current) => ({ ...current, [key]: value }));

  const problems = ruleProblems(draft);
  const nameMax = BOT_RULE_NAME_MAX;
  const keywordMax = BOT_KEYWORD_MAX_LENGTH;
  const keywordsMax = BOT_KEYWORDS_PER_RULE_MAX;
  const said = {
    name: problems.name === 'required' ? t`Give the rule a name.` : problems.name === 'long' ? t`The name has at most ${nameMax} characters.` : undefined,
    keywords: problems.keywords === 'required' ? t`Add a keyword.`
      : problems.keywords === 'long' ? t`A keyword has at most ${keywordMax} characters.`
        : problems.keywords === 'many' ? t`A rule has at most ${keywordsMax} keywords.` : undefined,
    platforms: problems.platforms ? t`Choose a platform.` : undefined,
    tags: problems.tags ? t`A tag cannot be both required and excluded.` : undefined,
  };
  const shownProblem = (field: Exclude<Field, 'form' | 'replies' | 'accounts'>) => (tried ? said[field] : undefined) ?? (refusal?.field === field ? refusal.text : undefined);
  const valid = Object.keys(problems).length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!valid || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      // What was typed stays in the form whatever the answer.
      const fields = ruleFieldsOf(draft);
      if (rule) await updateBotRule(orgId, rule.objectId, fields);
      else await createBotRule(orgId, fields);
      kept.clear();
      showToast('success', t`Keyword reply saved.`);
      navigate(`/message-bot/${orgId}/bot`);
    } catch (cause) {
      const text = errorText(await toApiError(cause));
      setRefusal({ field: FIELD_OF[errorPath(text)[0] ?? ''] ?? 'form', text });
      setBusy(false);
    }
  }

  return (
    <ShownUrlContext value={shown}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={rule ? t`Edit keyword reply` : t`New keyword reply`} className="flex max-w-3xl flex-col gap-6">
        {kept.restored && <KeptDraftNote onDiscard={kept.discard} />}
        <TextField label={t`Rule name`} value={draft.name} maxLength={BOT_RULE_NAME_MAX} problem={shownProblem('name')} onChange={(name) => set('name', name)} />
        <KeywordsField keywords={draft.keywords} onChange={(keywords) => set('keywords', keywords)} problem={shownProblem('keywords')} problemId={keywordsProblemId} />
        <PlatformsField chosen={draft.platforms} onChange={(platforms) => set('platforms', platforms)}>
          {shownProblem('platforms') && <p className="mt-1 text-xs text-red-700">{shownProblem('platforms')}</p>}
        </PlatformsField>
        <AccountsField accounts={accounts} platforms={draft.platforms} chosen={draft.accounts} onChange={(chosen) => set('accounts', chosen)} />
        {refusal?.field === 'accounts' && <p className="text-xs text-red-700">{refusal.text}</p>}
        <div className="flex flex-col gap-3">
          <TagsField orgId={orgId} label={t`Required tags`} inputLabel={t`Required tag`} tags={draft.requiredTags} max={BOT_RULE_TAGS_MAX} invalid={Boolean(shownProblem('tags'))}
            onChange={(tags) => set('requiredTags', tags)} />
          <TagsField orgId={orgId} label={t`Excluded tags`} inputLabel={t`Excluded tag`} tags={draft.excludedTags} max={BOT_RULE_TAGS_MAX} invalid={Boolean(shownProblem('tags'))}
            onChange={(tags) => set('excludedTags', tags)} />
          <p className="text-xs text-slate-600">{t`The rule answers only customers who carry every required tag and none of the excluded ones.`}</p>
          {shownProblem('tags') && <p className="text-xs text-red-700">{shownProblem('tags')}</p>}
        </div>
        <RepliesEditor orgId={orgId} title={t`Replies`} replies={draft.replies} onChange={(replies) => set('replies', replies)} platforms={draft.platforms}
          quickReply={draft.quickReply ?? null} onQuickReply={(quickReply) => set('quickReply', quickReply)}
          showProblems={tried} serverProblem={refusal?.field === 'replies' ? refusal.text : undefined} upload={upload} />
        <SettingSwitch label={t`Rule on`} description={t`Only rules that are on answer customers.`} checked={draft.enabled} onChange={(enabled) => set('enabled', enabled)} />
        <FormError message={refusal && (refusal.field === 'form' ? refusal.text : t`The rule was not saved: see the field marked above.`)} />
        {tried && !valid && <p className="text-sm text-red-700">{t`Fix the fields marked above.`}</p>}
        {offline && <p className="text-sm text-amber-800">{t`You are offline. The rule can be saved once the connection is back; what you typed stays here.`}</p>}
        <div>
          <button type="submit" className={primaryButton} disabled={busy || offline}>{t`Save rule`}</button>
        </div>
      </form>
    </ShownUrlContext>
  );
}
