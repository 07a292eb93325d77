import { useId, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { BusinessHours, DayHours } from '../../../common/contracts/livechat';
import { WEEKDAYS } from '../../../common/livechat';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { weekdayNames } from './weekday-names';

interface BusinessHoursFieldsProps {
  value: BusinessHours;
  disabled: boolean;
  onChange: (hours: BusinessHours) => void;
}

const inputClass = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm disabled:bg-slate-50';

/** The time zones the browser knows, with the stored one kept when it is not among them (e.g. UTC in Chrome). */
function timeZonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Business hours: on or off, the time zone, and each weekday open (from, to) or closed. */
export function BusinessHoursFields({ value, disabled, onChange }: BusinessHoursFieldsProps) {
  const { t, i18n } = useLingui();
  const zoneId = useId();
  const names = useMemo(() => weekdayNames(i18n.locale), [i18n.locale]);
  const zones = useMemo(() => timeZonesWith(value.timeZone), [value.timeZone]);
  const changeDay = (day: (typeof WEEKDAYS)[number], change: Partial<DayHours>) =>
    onChange({ ...value, days: { ...value.days, [day]: { ...value.days[day], ...change } } });

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="text-sm font-semibold text-slate-900">{t`Business hours`}</legend>
      <SettingSwitch
        label={t`Use business hours`}
        description={t`Outside these hours visitors see the away message; they can still write to you.`}
        checked={value.enabled}
        disabled={disabled}
        onChange={(enabled) => onChange({ ...value, enabled })}
      />
      {value.enabled && (
        <>
          <div>
            <label htmlFor={zoneId} className="mb-1 block text-sm font-medium text-slate-700">{t`Time zone`}</label>
            <select id={zoneId} value={value.timeZone} onChange={(event) => onChange({ ...value, timeZone: event.target.value })} className={inputClass}>
              {zones.map((zone) => <option key={zone} value={zone}>{zone}</option>)}
            </select>
          </div>
          <ul className="space-y-2" aria-label={t`Opening hours by day`}>
            {WEEKDAYS.map((day) => {
              const hours = value.days[day];
              const name = names[day];
              return (
                <li key={day} className="flex flex-wrap items-center gap-3 text-sm">
                  <label className="flex w-36 items-center gap-2 font-medium text-slate-800">
                    <input type="checkbox" checked={hours.open} onChange={(event) => changeDay(day, { open: event.target.checked })} />
                    {name}
                  </label>
                  {hours.open ? (
                    <span className="flex items-center gap-2">
                      <input type="time" aria-label={t`${name} opens at`} value={hours.from} required className={inputClass}
                        onChange={(event) => changeDay(day, { from: event.target.value })} />
                      <span aria-hidden="true">–</span>
                      <input type="time" aria-label={t`${name} closes at`} value={hours.to === '24:00' ? '23:59' : hours.to} required className={inputClass}
                        onChange={(event) => changeDay(day, { to: event.target.value })} />
                    </span>
                  ) : (
                    <span className="text-slate-500">{t`Closed`}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </fieldset>
  );
}
