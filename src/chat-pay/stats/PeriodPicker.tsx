// The period: last 7 days, last 30 days, this month, or custom days (start and end dates, applied with
// "Show"). Days that are no period are marked under the fields and not asked for.
import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { STATS_MAX_DAYS } from '../../../common/chat-pay-stats';
import { secondaryButton } from '../../ui/buttons';
import { customProblem, dayOfInput, inputDate, presetPeriod, type Preset } from './period';
import type { StatsPeriod } from './stats-api';

const fieldClass = 'rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none';

export function PeriodPicker({ period, onChange }: { period: StatsPeriod; onChange: (period: StatsPeriod) => void }) {
  const { t } = useLingui();
  const ids = { preset: useId(), start: useId(), end: useId(), problem: useId() };
  const [preset, setPreset] = useState<Preset>('last7');
  const [typed, setTyped] = useState({ start: inputDate(period.start), end: inputDate(period.end) });
  const [shownProblem, setShownProblem] = useState(false);
  const labels: Record<Preset, string> = { last7: t`Last 7 days`, last30: t`Last 30 days`, thisMonth: t`This month`, custom: t`Custom dates` };
  const problems = { missing: t`Enter a start and an end date.`, order: t`The start date must not be after the end date.`, length: t`A period can be at most ${STATS_MAX_DAYS} days.` };
  const problem = customProblem(typed.start, typed.end);

  function choose(next: Preset) {
    setPreset(next);
    // Custom dates start from the period shown.
    if (next === 'custom') setTyped({ start: inputDate(period.start), end: inputDate(period.end) });
    else onChange(presetPeriod(next));
  }

  function showCustom(event: FormEvent) {
    event.preventDefault();
    setShownProblem(problem !== null);
    if (!problem) onChange({ start: dayOfInput(typed.start), end: dayOfInput(typed.end) });
  }

  return (
    <form aria-label={t`Choose the period`} className="flex flex-wrap items-end gap-3" onSubmit={showCustom}>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.preset} className="text-xs font-medium text-slate-700">{t`Period`}</label>
        <select id={ids.preset} value={preset} onChange={(event) => choose(event.target.value as Preset)} className={fieldClass}>
          {(Object.keys(labels) as Preset[]).map((key) => <option key={key} value={key}>{labels[key]}</option>)}
        </select>
      </div>
      {preset === 'custom' && (
        <>
          {(['start', 'end'] as const).map((end) => (
            <div key={end} className="flex flex-col gap-1">
              <label htmlFor={ids[end]} className="text-xs font-medium text-slate-700">{end === 'start' ? t`Start date` : t`End date`}</label>
              <input id={ids[end]} type="date" value={typed[end]} className={fieldClass}
                aria-invalid={shownProblem && problem !== null} aria-describedby={shownProblem && problem ? ids.problem : undefined}
                onChange={(event) => setTyped({ ...typed, [end]: event.target.value })} />
            </div>
          ))}
          <button type="submit" className={secondaryButton}>{t`Show`}</button>
          {shownProblem && problem && <p id={ids.problem} role="alert" className="w-full text-sm text-red-700">{problems[problem]}</p>}
        </>
      )}
    </form>
  );
}
