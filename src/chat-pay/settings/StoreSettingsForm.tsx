// The store settings: the shop, its contact details, delivery, locations, orders, stock and payment.
// The work is kept in the tab as it is typed; a refused save keeps it and says why.
import { useCallback, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CURRENCIES, SHOP_NAME_MAX, type Currency } from '../../../common/chat-pay';
import type { ShopSettingsAnswer } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { TextField, control, controlBorder } from '../../cards/fields';
import { KeptDraftNote } from '../../message-bot/KeptDraftNote';
import { useSessionDraft } from '../../message-bot/use-session-draft';
import { useOffline } from '../../shell/use-offline';
import { FormError } from '../../ui/FormError';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { primaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { shopErrorText } from '../shop-error-text';
import { CompletenessBanner } from './CompletenessBanner';
import { ContactField } from './ContactField';
import { LocationFields } from './LocationFields';
import { LogoField } from './LogoField';
import { checkSettings, settingsDraftOf, type SettingsDraft, type SettingsField } from './settings-draft';
import { saveShopSettings } from './settings-api';
import { ShippingFields } from './ShippingFields';
import { ShopLocationsField } from './ShopLocationsField';

const sectionClass = 'flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={sectionClass}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Select<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: readonly { value: T; label: string }[]; onChange: (value: T) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as T)} className={`${control} ${controlBorder(false)}`}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  );
}

export function StoreSettingsForm({ orgId, loaded }: { orgId: string; loaded: ShopSettingsAnswer }) {
  const { t } = useLingui();
  const offline = useOffline();
  const [saved, setSaved] = useState(loaded);
  const initial = useCallback(() => settingsDraftOf(saved), [saved]);
  const kept = useSessionDraft<SettingsDraft>(`parley.shopSettings.${orgId}`, initial);
  const draft = kept.value;
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) => kept.setValue((current) => ({ ...current, [key]: value }));
  const check = checkSettings(draft);
  const bad = (field: SettingsField) => tried && !check.ok && check.fields.includes(field);
  const number = (field: SettingsField, label: string, key: 'preparationTime' | 'expire' | 'lowCount', hint: string) => (
    <TextField label={label} value={draft[key]} onChange={(value) => set(key, value)} hint={hint}
      problem={bad(field) ? t`Enter a whole number in the range shown.` : undefined} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!check.ok || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      // What was typed stays in the form whatever the answer.
      setSaved(await saveShopSettings(orgId, check.settings));
      kept.clear();
      showToast('success', t`Store settings saved.`);
    } catch (cause) {
      setRefusal(shopErrorText(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  const nameLength = draft.name.length;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Store settings`} className="flex max-w-3xl flex-col gap-6">
      <CompletenessBanner missing={saved.missing} />
      {kept.restored && <KeptDraftNote onDiscard={kept.discard} />}
      <Section title={t`Shop`}>
        <TextField label={t`Shop name`} value={draft.name} maxLength={SHOP_NAME_MAX} onChange={(name) => set('name', name)}
          hint={t`${nameLength} of ${SHOP_NAME_MAX} characters`} />
        <LogoField orgId={orgId} value={draft.logo} onChange={(logo) => set('logo', logo)} />
        <Select<Currency> label={t`Currency`} value={draft.currency} onChange={(currency) => set('currency', currency)}
          options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))} />
      </Section>
      <Section title={t`Contact`}>
        <ContactField label={t`Phone`} visibleLabel={t`Show the phone number to customers`} maxLength={30} value={draft.phone}
          onChange={(phone) => set('phone', phone)} />
        <ContactField label={t`E-mail`} visibleLabel={t`Show the e-mail address to customers`} maxLength={200} value={draft.email}
          onChange={(email) => set('email', email)} />
        <ContactField label={t`Address`} visibleLabel={t`Show the address to customers`} maxLength={300} value={draft.address}
          onChange={(address) => set('address', address)} />
        <LocationFields legend={t`The address's location`} value={draft.location} onChange={(location) => set('location', location)}
          problem={bad('location') ? t`Enter the place with a latitude (−90 to 90) and a longitude (−180 to 180), or leave all three empty.` : undefined} />
      </Section>
      <Section title={t`Delivery`}>
        <ShippingFields draft={draft} bad={bad} uberAvailable={saved.uberAvailable} onSelf={(self) => set('self', self)} onUber={(uber) => set('uber', uber)} />
        <Select label={t`When an address cannot be delivered to`} value={draft.deliverableAction} onChange={(action) => set('deliverableAction', action)}
          options={[{ value: 'reject', label: t`Refuse the order` }, { value: 'review', label: t`Take the order and decide yourself` }]} />
      </Section>
      <Section title={t`Shop locations`}>
        <ShopLocationsField value={draft.shopLocations} onChange={(locations) => set('shopLocations', locations)} problem={bad('shopLocations')} />
      </Section>
      <Section title={t`Orders and stock`}>
        {number('preparationTime', t`Preparation time (minutes)`, 'preparationTime', t`0 to 1440 minutes.`)}
        {number('expire', t`Unpaid orders expire after (seconds)`, 'expire', t`60 seconds to 30 days; their stock is returned.`)}
        {number('lowCount', t`Low stock at`, 'lowCount', t`A product with this many items left or fewer counts as low in stock.`)}
        <SettingSwitch label={t`Notify me when stock runs low`} checked={draft.notify} onChange={(notify) => set('notify', notify)} />
      </Section>
      <Section title={t`Payment`}>
        <SettingSwitch label={t`Pay on delivery`} checked={draft.cod} onChange={(cod) => set('cod', cod)} />
        <SettingSwitch label={t`Bank transfer`} description={t`You mark transfer orders paid once the money is in.`}
          checked={draft.transfer.enabled} onChange={(enabled) => set('transfer', { ...draft.transfer, enabled })} />
        <TextField label={t`Transfer instructions`} rows={3} maxLength={500} value={draft.transfer.note}
          onChange={(note) => set('transfer', { ...draft.transfer, note })} hint={t`The account to pay to, shown to customers who pay by transfer.`} />
        <SettingSwitch label={t`Card payment (Stripe)`} disabled={!saved.cardAvailable} checked={draft.card === true} onChange={(card) => set('card', card)}
          description={saved.cardAvailable
            ? t`Customers pay by card on Stripe's page; the order is marked paid when Stripe confirms the payment.`
            : t`Not available: this server has no Stripe key (STRIPE_SECRET_KEY).`} />
      </Section>
      <FormError message={refusal} />
      {tried && !check.ok && <p className="text-sm text-red-700">{t`Fix the parts marked above.`}</p>}
      {offline && <p className="text-sm text-amber-800">{t`You are offline. The settings can be saved once the connection is back; what you changed stays here.`}</p>}
      <div>
        <button type="submit" className={primaryButton} disabled={busy || offline}>{t`Save store settings`}</button>
      </div>
    </form>
  );
}
