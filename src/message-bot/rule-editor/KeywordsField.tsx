import { useLingui } from '@lingui/react/macro';
import type { BotKeyword } from '../../../common/contracts/message-bot';
import { BOT_KEYWORD_MAX_LENGTH, BOT_KEYWORDS_PER_RULE_MAX } from '../../../common/message-bot';
import { control, controlBorder } from '../../cards/fields';
import { secondaryButton } from '../../ui/buttons';

/** Up to 5 keywords, each matching the whole message (exact) or a part of it (contains). */
export function KeywordsField({ keywords, onChange, problem, problemId }: {
  keywords: BotKeyword[];
  onChange: (keywords: BotKeyword[]) => void;
  problem?: string;
  problemId: string;
}) {
  const { t } = useLingui();
  const keywordsMax = BOT_KEYWORDS_PER_RULE_MAX;
  const set = (index: number, keyword: BotKeyword) => onChange(keywords.map((other, at) => (at === index ? keyword : other)));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={problem ? problemId : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t`Keywords`}</legend>
      <p className="text-xs text-slate-600">{t`Up to ${keywordsMax} keywords. Upper and lower case, and full- and half-width characters, are not told apart.`}</p>
      {keywords.map((keyword, index) => {
        const number = index + 1;
        return (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <input
              type="text"
              aria-label={t`Keyword ${number}`}
              value={keyword.text}
              maxLength={BOT_KEYWORD_MAX_LENGTH}
              aria-invalid={problem ? true : undefined}
              onChange={(event) => set(index, { ...keyword, text: event.target.value })}
              className={`${control} ${controlBorder(Boolean(problem))} max-w-xs`}
            />
            <select
              aria-label={t`Match of keyword ${number}`}
              value={keyword.match}
              onChange={(event) => set(index, { ...keyword, match: event.target.value as BotKeyword['match'] })}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm"
            >
              <option value="contains">{t`Contained in the message`}</option>
              <option value="exact">{t`The whole message`}</option>
            </select>
            <button type="button" className={secondaryButton} disabled={keywords.length === 1} aria-label={t`Remove keyword ${number}`}
              onClick={() => onChange(keywords.filter((_, at) => at !== index))}>{t`Remove`}</button>
          </div>
        );
      })}
      {keywords.length < keywordsMax
        ? <button type="button" className={`${secondaryButton} self-start`} onClick={() => onChange([...keywords, { text: '', match: 'contains' }])}>{t`Add keyword`}</button>
        : <p className="text-xs text-slate-600">{t`A rule has at most ${keywordsMax} keywords.`}</p>}
      {problem && <p id={problemId} className="text-xs text-red-700">{problem}</p>}
    </fieldset>
  );
}
