import { Field, Label, Switch } from '@headlessui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useLingui } from '@lingui/react/macro';
import type { CustomerRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { showToast } from '../ui/toast-store';
import { PendingLabel } from './PendingLabel';
import { pendingProfileChanges } from '../../local/profile-queries';

/** Monitoring of the customer on or off (02 §3 isMonitoring); works offline, a waiting switch says so. */
export function MonitoringToggle({ orgId, customer }: { orgId: string; customer: CustomerRecord }) {
  const { t } = useLingui();
  const changes = useLiveQuery(() => pendingProfileChanges(customer.conversationId, 'monitoring'), [customer.conversationId]) ?? [];
  const waiting = changes.at(-1);
  const on = customer.isMonitoring ?? false;

  async function change(isMonitoring: boolean) {
    try {
      await getSync().act({ kind: 'monitoring', orgId, customerId: customer.objectId, conversationId: customer.conversationId, isMonitoring });
    } catch {
      showToast('error', t`The change could not be saved on this device. Try again.`);
    }
  }

  return (
    <Field className="flex flex-wrap items-center gap-2 border-t border-slate-200 px-4 py-3 text-sm">
      <Switch
        checked={on}
        onChange={(next) => void change(next)}
        className="group relative inline-flex h-5 w-9 shrink-0 rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:bg-indigo-600"
      >
        <span aria-hidden="true" className="m-0.5 size-4 rounded-full bg-white shadow transition group-data-checked:translate-x-4" />
      </Switch>
      <Label className="font-medium text-slate-800">{t`Monitoring`}</Label>
      {waiting && <PendingLabel action={waiting} />}
    </Field>
  );
}
