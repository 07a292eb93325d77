import { useRef, useState, type FormEvent } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import { CUSTOM_FIELD_KEYS, CUSTOM_FIELD_VALUE_MAX, type CustomFieldKey } from '../../common/customer-profile';
import type { CustomerRecord, PendingActionRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { useOrganizations } from '../org/organizations-context';
import { showToast } from '../ui/toast-store';
import { CustomFieldNamesDialog } from './CustomFieldNamesDialog';
import { customFieldLabel } from './custom-field-label';
import { PendingLabel } from './PendingLabel';
import { pendingProfileChanges } from '../../local/profile-queries';

const linkButton = 'rounded px-1 text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The newest waiting change of a field, if any. */
function changeOf(changes: readonly PendingActionRecord[], key: CustomFieldKey): PendingActionRecord | undefined {
  return [...changes].reverse().find((action) => action.kind === 'customFields' && key in action.payload.fields);
}

/** The customer's three custom fields, named by the organization; edits work offline (action outbox). */
export function CustomFieldsSection({ orgId, customer }: { orgId: string; customer: CustomerRecord }) {
  const { t, i18n } = useLingui();
  const { organizations, refresh } = useOrganizations();
  const organization = organizations?.find((org) => org.objectId === orgId);
  const changes = useLiveQuery(() => pendingProfileChanges(customer.conversationId, 'customFields'), [customer.conversationId]) ?? [];
  const [naming, setNaming] = useState(false);

  async function save(key: CustomFieldKey, value: string) {
    try {
      await getSync().act({ kind: 'customFields', orgId, customerId: customer.objectId, conversationId: customer.conversationId, fields: { [key]: value } });
    } catch {
      showToast('error', t`The change could not be saved on this device. Try again.`);
    }
  }

  return (
    <section aria-labelledby="customer-fields-heading" className="border-t border-slate-200 px-4 py-3">
      <div className="flex items-center justify-between">
        <h2 id="customer-fields-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t`Custom fields`}</h2>
        {organization?.authorityName === 'admin' && (
          <button type="button" className={linkButton} onClick={() => setNaming(true)}>{t`Rename fields`}</button>
        )}
      </div>
      <div className="mt-2 space-y-2">
        {CUSTOM_FIELD_KEYS.map((key) => {
          const stored = customer.customFields?.[key] ?? '';
          const waiting = changeOf(changes, key);
          return (
            <div key={key}>
              {/* Keyed by the stored value: a change from the server or another tab replaces what is shown. */}
              <CustomFieldInput key={stored} label={customFieldLabel(i18n, organization?.customFields, key)} stored={stored} onSave={(value) => void save(key, value)} />
              {waiting && <div className="mt-1"><PendingLabel action={waiting} /></div>}
            </div>
          );
        })}
      </div>
      {naming && (
        <CustomFieldNamesDialog orgId={orgId} labels={organization?.customFields ?? {}} onClose={() => setNaming(false)}
          onSaved={() => {
            setNaming(false);
            void refresh();
          }} />
      )}
    </section>
  );
}

/** One field: Enter or leaving the box saves a changed value. */
function CustomFieldInput({ label, stored, onSave }: { label: string; stored: string; onSave: (value: string) => void }) {
  const [value, setValue] = useState(stored);
  // Enter then leaving the box would save the same value twice before the row shows it.
  const saved = useRef(stored);

  function commit() {
    const next = value.trim();
    if (next === saved.current) return;
    saved.current = next;
    onSave(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    commit();
  }

  return (
    <form onSubmit={submit}>
      <label className="block text-xs text-slate-500">
        {label}
        <input
          value={value}
          maxLength={CUSTOM_FIELD_VALUE_MAX}
          onChange={(event) => setValue(event.target.value)}
          onBlur={commit}
          className="mt-0.5 block w-full rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none"
        />
      </label>
    </form>
  );
}
