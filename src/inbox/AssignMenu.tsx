import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { CustomerRecord } from '../../local/records';
import { useAssignTargets } from '../message-bot/hand-back';
import { assignCustomers } from './assign-actions';
import { dropdownPanel } from '../ui/dropdown';
import { ASSIGN_LABELS } from './inbox-categories';

const itemClass = 'flex w-full px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-indigo-50 data-focus:text-indigo-900';

/** Assign to me / Move to done / Move to spam / Back to unassigned / Hand back to bot, for one customer (02 §7 assign). */
export function AssignMenu({ customer, userId, label }: { customer: CustomerRecord; userId: string; label: string }) {
  const { i18n } = useLingui();
  const targets = useAssignTargets(customer.orgId, customer, userId);
  return (
    <Menu>
      <MenuButton
        aria-label={label}
        className="rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span aria-hidden="true">⋯</span>
      </MenuButton>
      <MenuItems anchor="bottom end" className={`z-40 mt-1 w-48 ${dropdownPanel}`}>
        {targets.map((target) => (
          <MenuItem key={target}>
            <button type="button" className={itemClass} onClick={() => assignCustomers([customer], target)}>
              {i18n._(ASSIGN_LABELS[target])}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
