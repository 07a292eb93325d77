import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../cards/fields';
import type { LocationDraft } from './settings-draft';

/** A place as text with its latitude and longitude (typed: no map here), named by its group. */
export function LocationFields({ legend, value, onChange, problem }: {
  legend: string;
  value: LocationDraft;
  onChange: (location: LocationDraft) => void;
  problem?: string;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-xs font-medium text-slate-700">{legend}</legend>
      <TextField label={t`Place`} value={value.text} maxLength={300} onChange={(text) => onChange({ ...value, text })} />
      <div className="grid grid-cols-2 gap-2">
        <TextField label={t`Latitude`} value={value.lat} placeholder="25.0330" onChange={(lat) => onChange({ ...value, lat })} />
        <TextField label={t`Longitude`} value={value.lng} placeholder="121.5654" onChange={(lng) => onChange({ ...value, lng })} />
      </div>
      {problem && <p role="alert" className="text-xs text-red-700">{problem}</p>}
    </fieldset>
  );
}
