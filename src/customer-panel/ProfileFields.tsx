import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ProfileFieldKey } from '../../common/customer-profile';
import { PROFILE_FIELD_KEYS } from '../../common/customer-profile';
import type { CustomerRecord } from '../../local/records';
import { customerName } from '../inbox/customer-name';

/** The 02 §3 profile fields' names (also what a WhatsApp placeholder may be filled with). */
export const PROFILE_FIELD_LABELS: Record<ProfileFieldKey, MessageDescriptor> = {
  originalDisplayName: msg`Name on the channel`,
  gender: msg`Gender`,
  birthday: msg`Birthday`,
  cellPhone: msg`Phone`,
  email: msg`Email`,
  nation: msg`Country`,
  location: msg`Location`,
  address: msg`Address`,
  about: msg`About`,
  language: msg`Language`,
};

/** 02 §3 gender: male, female, other, or a custom text shown as it is. */
const GENDER_LABELS: Record<string, MessageDescriptor> = { male: msg`Male`, female: msg`Female`, other: msg`Other` };

/** The customer's value of a profile field, when it has one. */
export function profileValue(customer: CustomerRecord, key: ProfileFieldKey): string | undefined {
  return key === 'originalDisplayName' ? customer.originalDisplayName : customer.profile?.[key];
}

/** The 02 §3 fields the customer has: its name, what the channel told us, the joined date (the platform shows under Connected platforms). */
export function ProfileFields({ customer }: { customer: CustomerRecord }) {
  const { t, i18n } = useLingui();
  const joined = customer.joinedAt ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(customer.joinedAt)) : '—';
  const rows: [string, string][] = [
    [t`Display name`, customerName(customer)],
    ...PROFILE_FIELD_KEYS.flatMap((key): [string, string][] => {
      const value = profileValue(customer, key);
      // The channel's name shows only when an agent renamed the customer.
      if (!value || (key === 'originalDisplayName' && value === customerName(customer))) return [];
      const gender = key === 'gender' ? GENDER_LABELS[value] : undefined;
      return [[i18n._(PROFILE_FIELD_LABELS[key]), gender ? i18n._(gender) : value]];
    }),
    [t`Joined`, joined],
  ];
  return (
    <dl className="space-y-2 px-4 py-3 text-sm">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
