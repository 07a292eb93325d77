import { useLingui } from '@lingui/react/macro';
import { TextField } from '../../cards/fields';
import { secondaryButton } from '../../ui/buttons';
import { LocationFields } from './LocationFields';
import type { ShopLocationDraft } from './settings-draft';

const SHOP_LOCATIONS_MAX = 20;
const emptyLocation = (): ShopLocationDraft => ({ name: '', location: { text: '', lat: '', lng: '' } });

/** The shop's locations (where customers may pick up), each a name and a place with its coordinates. */
export function ShopLocationsField({ value, onChange, problem }: { value: ShopLocationDraft[]; onChange: (locations: ShopLocationDraft[]) => void; problem: boolean }) {
  const { t } = useLingui();
  const change = (index: number, next: ShopLocationDraft) => onChange(value.map((one, at) => (at === index ? next : one)));
  return (
    <div className="flex flex-col gap-3">
      {value.length === 0 && <p className="text-sm text-slate-500">{t`No shop location yet.`}</p>}
      {value.map((shop, index) => {
        const place = index + 1;
        return (
          <fieldset key={index} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
            <legend className="sr-only">{t`Shop location ${place}`}</legend>
            <TextField label={t`Name of shop location ${place}`} value={shop.name} maxLength={100} onChange={(name) => change(index, { ...shop, name })} />
            <LocationFields legend={t`Where shop location ${place} is`} value={shop.location} onChange={(location) => change(index, { ...shop, location })} />
            <button type="button" className={`${secondaryButton} self-start`} onClick={() => onChange(value.filter((_, at) => at !== index))}>
              {t`Remove shop location ${place}`}
            </button>
          </fieldset>
        );
      })}
      {problem && <p role="alert" className="text-xs text-red-700">{t`Each shop location needs a name, a place, a latitude and a longitude.`}</p>}
      {value.length < SHOP_LOCATIONS_MAX && (
        <button type="button" className={`${secondaryButton} self-start`} onClick={() => onChange([...value, emptyLocation()])}>{t`Add shop location`}</button>
      )}
    </div>
  );
}
