import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BOT_HOLIDAYS_MAX, HOLIDAY_PATTERN } from '../../../common/message-bot';
import { control, controlBorder } from '../../cards/fields';
import { secondaryButton } from '../../ui/buttons';

const holidayPattern = new RegExp(HOLIDAY_PATTERN);

/** A date (YYYY-MM-DD) as the console's language writes it. */
function dateText(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Days closed all day (in the business hours' time zone): a date added with Add holiday, each removable. */
export function HolidaysField({ holidays, onChange, problem }: { holidays: string[]; onChange: (holidays: string[]) => void; problem?: string }) {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const problemId = useId();
  const [date, setDate] = useState('');
  const max = BOT_HOLIDAYS_MAX;
  const full = holidays.length >= max;
  const canAdd = holidayPattern.test(date) && !holidays.includes(date) && !full;

  function add() {
    if (!canAdd) return;
    onChange([...holidays, date].sort());
    setDate('');
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={problem ? problemId : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{t`Holidays`}</legend>
      <p className="text-xs text-slate-600">{t`Closed all day, whatever the weekday's hours say (up to ${max} dates).`}</p>
      <div className="flex items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-xs font-medium text-slate-700">{t`Holiday date`}</label>
          <input id={inputId} type="date" value={date} disabled={full} onChange={(event) => setDate(event.target.value)}
            onKeyDown={(event) => { if (event.key === 'Enter') { event.preventDefault(); add(); } }}
            className={`${control} ${controlBorder(Boolean(problem))}`} />
        </div>
        <button type="button" className={secondaryButton} disabled={!canAdd} onClick={add}>{t`Add holiday`}</button>
      </div>
      {date !== '' && holidays.includes(date) && <p className="text-xs text-slate-600">{t`This date is a holiday already.`}</p>}
      {holidays.length === 0
        ? <p className="text-sm text-slate-500">{t`No holidays.`}</p>
        : (
          <ul aria-label={t`Holidays`} className="flex flex-col gap-1">
            {holidays.map((holiday) => {
              const text = dateText(holiday, i18n.locale);
              return (
                <li key={holiday} className="flex items-center gap-2 text-sm text-slate-800">
                  <time dateTime={holiday}>{text}</time>
                  <button type="button" className={secondaryButton} aria-label={t`Remove holiday ${text}`}
                    onClick={() => onChange(holidays.filter((other) => other !== holiday))}>{t`Remove`}</button>
                </li>
              );
            })}
          </ul>
        )}
      {problem && <p id={problemId} role="alert" className="text-xs text-red-700">{problem}</p>}
    </fieldset>
  );
}
