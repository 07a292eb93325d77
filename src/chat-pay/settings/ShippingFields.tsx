import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextField, control, controlBorder } from '../../cards/fields';
import { SettingSwitch } from '../../ui/SettingSwitch';
import type { SettingsDraft, SettingsField } from './settings-draft';

function TimeField({ label, value, invalid, onChange }: { label: string; value: string; invalid: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">{label}</label>
      <input id={id} type="time" value={value} aria-invalid={invalid || undefined} onChange={(event) => onChange(event.target.value)}
        className={`${control} ${controlBorder(invalid)}`} />
    </div>
  );
}

/** The shop's own delivery (price, free from an amount, where goods are kept) and Uber Direct's pickup hours. */
export function ShippingFields({ draft, bad, uberAvailable, onSelf, onUber }: {
  draft: SettingsDraft;
  /** Whether the server has Uber Direct (the settings answer's uberAvailable): else the switch is off with the reason. */
  uberAvailable: boolean;
  bad: (field: SettingsField) => boolean;
  onSelf: (self: SettingsDraft['self']) => void;
  onUber: (uber: SettingsDraft['uber']) => void;
}) {
  const { t } = useLingui();
  const { self, uber, currency } = draft;
  return (
    <>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-slate-900">{t`Self delivery`}</legend>
        <SettingSwitch label={t`Deliver orders yourself`} checked={self.enabled} onChange={(enabled) => onSelf({ ...self, enabled })} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t`Delivery price (${currency})`} value={self.price} onChange={(price) => onSelf({ ...self, price })}
            problem={bad('selfPrice') ? t`Enter an amount in ${currency}.` : undefined} />
          <TextField label={t`Free delivery from (${currency})`} value={self.freeAmount} onChange={(freeAmount) => onSelf({ ...self, freeAmount })}
            hint={t`0: delivery is never free.`} problem={bad('freeAmount') ? t`Enter an amount in ${currency}.` : undefined} />
        </div>
        <TextField label={t`Storage`} value={self.storage} maxLength={300} onChange={(storage) => onSelf({ ...self, storage })}
          hint={t`Where the goods are kept, for whoever delivers them.`} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-semibold text-slate-900">{t`Uber Direct`}</legend>
        <SettingSwitch label={t`Offer Uber Direct delivery`} disabled={!uberAvailable} checked={uber.enabled} onChange={(enabled) => onUber({ ...uber, enabled })}
          description={uberAvailable
            ? t`Customers choose an Uber courier within the pickup hours (UTC), at Uber's price to their address.`
            : t`Not available: this server has no Uber Direct client (UBER_DIRECT_CLIENT_ID).`} />
        <SettingSwitch label={t`Pick up immediately`} checked={uber.pickupImmediately}
          onChange={(pickupImmediately) => onUber({ ...uber, pickupImmediately })} />
        <div className="grid grid-cols-2 gap-3">
          <TimeField label={t`Pickup opens at`} value={uber.open} invalid={bad('uberHours')} onChange={(open) => onUber({ ...uber, open })} />
          <TimeField label={t`Pickup closes at`} value={uber.close} invalid={bad('uberHours')} onChange={(close) => onUber({ ...uber, close })} />
        </div>
        {bad('uberHours') && <p role="alert" className="text-xs text-red-700">{t`Pickup must close after it opens.`}</p>}
      </fieldset>
    </>
  );
}
