import { useEffect, useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { OrgRole } from '../../common/contracts/org-roles';
import type { CustomerRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { listOrgRoles } from '../org-settings/permission/api';
import { secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';

/** The role the customer is bound to (02 §3 bind); admins bind it to a role or unbind it (online). */
export function BindRoleSection({ orgId, customer, isAdmin }: { orgId: string; customer: CustomerRecord; isAdmin: boolean }) {
  const { t } = useLingui();
  const selectId = useId();
  const [roles, setRoles] = useState<OrgRole[]>();
  const [chosen, setChosen] = useState(customer.bind ?? '');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!isAdmin) return;
    let live = true;
    listOrgRoles(orgId).then((list) => live && setRoles(list)).catch(() => live && setRoles([]));
    return () => {
      live = false;
    };
  }, [orgId, isAdmin]);

  async function bind(roleId: string | null) {
    setBusy(true);
    try {
      await getSync().bindCustomer(orgId, customer.objectId, roleId);
    } catch {
      showToast('error', t`The binding could not be saved. Check your connection and try again.`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="customer-bind-heading" className="border-t border-slate-200 px-4 py-3 text-sm">
      <h2 id="customer-bind-heading" className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t`Bound role`}</h2>
      <p className="mt-1 text-slate-900">{customer.bind ? customer.bindName || customer.bind : t`Not bound to a role`}</p>
      {isAdmin && roles && roles.length === 0 && <p className="mt-1 text-xs text-slate-500">{t`This organization has no roles yet.`}</p>}
      {isAdmin && roles && roles.length > 0 && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          <label htmlFor={selectId} className="sr-only">{t`Role to bind to`}</label>
          <select
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none"
          >
            <option value="">{t`Choose a role`}</option>
            {roles.map((role) => <option key={role._id} value={role._id}>{role.name}</option>)}
          </select>
          <button type="button" className={secondaryButton} disabled={busy || chosen === '' || chosen === customer.bind} onClick={() => void bind(chosen)}>
            {t`Bind`}
          </button>
          {customer.bind && (
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void bind(null)}>{t`Unbind`}</button>
          )}
        </div>
      )}
    </section>
  );
}
