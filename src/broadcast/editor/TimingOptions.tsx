// When and how the broadcast goes (03 §4, §9): now, or at a set time (5 minutes ahead by default; now
// clears it; a time not in the future is refused before sending); the Facebook tag; the WhatsApp rule.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FACEBOOK_MESSAGE_TAGS, type MessageTag } from '../../../common/customer-profile';
import { control } from '../../cards/fields';
import { TAG_LABELS } from '../../inbox/MessageTagSelect';
import { scheduleProblemOf, withTiming, type EditorState } from './editor-state';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a datetime-local value in this browser's zone (and back). */
export function localInputValue(iso: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');

export function TimingOptions({ state, onChange, now, audienceHasWhatsApp, hasTemplate }: {
  state: EditorState;
  onChange: (state: EditorState) => void;
  now: number;
  audienceHasWhatsApp: boolean;
  hasTemplate: boolean;
}) {
  const { t, i18n } = useLingui();
  const timeId = useId();
  const problemId = useId();
  const tagId = useId();
  const past = scheduleProblemOf(state, now) !== undefined;
  return (
    <section aria-labelledby="broadcast-timing" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="broadcast-timing" className="text-base font-semibold text-slate-900">{t`Timing and options`}</h2>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="sr-only">{t`When to send`}</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name="timing" checked={state.timing === 'now'} onChange={() => onChange(withTiming(state, 'now', Date.now()))} />{t`Send now`}
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name="timing" checked={state.timing === 'scheduled'} onChange={() => onChange(withTiming(state, 'scheduled', Date.now()))} />{t`At a set time`}
        </label>
        {state.timing === 'scheduled' && (
          <div className="flex flex-col gap-1 pl-6">
            <label htmlFor={timeId} className="text-xs font-medium text-slate-700">{t`Send at`}</label>
            <input id={timeId} type="datetime-local" value={localInputValue(state.scheduleAt)} aria-invalid={past || undefined}
              aria-describedby={past ? problemId : undefined} className={`${control} w-auto ${past ? 'border-red-500' : 'border-slate-300'}`}
              onChange={(event) => onChange({ ...state, scheduleAt: isoOf(event.target.value) })} />
            {past && <p id={problemId} className="text-xs text-red-700">{t`schedule-must-be-future: pick a time later than now.`}</p>}
          </div>
        )}
      </fieldset>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={tagId} className="text-xs font-medium text-slate-700">{t`Facebook tag (Messenger and Instagram)`}</label>
        <select id={tagId} value={state.fbMessengerTag} className={`${control} w-auto border-slate-300`}
          onChange={(event) => onChange({ ...state, fbMessengerTag: event.target.value as MessageTag })}>
          {FACEBOOK_MESSAGE_TAGS.map((tag) => <option key={tag} value={tag}>{i18n._(TAG_LABELS[tag])}</option>)}
        </select>
        <p className="text-xs text-slate-600">{t`Messenger and Instagram customers whose last message is older than 24 hours are reached only with a tag their platform takes (Instagram: Human agent).`}</p>
      </div>
      {audienceHasWhatsApp && (
        <p className={`text-xs ${hasTemplate ? 'text-slate-600' : 'text-amber-800'}`}>
          {hasTemplate
            ? t`WhatsApp customers past their 24-hour window get only the WhatsApp template messages (the WhatsApp template tag is set).`
            : t`WhatsApp customers past their 24-hour window are reached only with an approved WhatsApp template: add a WhatsApp template message to reach them.`}
        </p>
      )}
    </section>
  );
}
