import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../common/contracts/organizations';
import { organizationName } from '../org/organization-name';
import { useCreateOrganization } from '../org/use-create-organization';
import { useSwitchOrganization } from '../org/use-switch-organization';
import { Avatar } from '../ui/Avatar';
import { dropdownPanel } from '../ui/dropdown';
import { CheckIcon, ChevronDownIcon, PlusIcon } from './icons';

// Shown only when the creation quota is used up: loaded then.
const ContactSalesDialog = lazy(() => import('../org/ContactSalesDialog').then((module) => ({ default: module.ContactSalesDialog })));

const itemClass = 'flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-indigo-50 data-focus:text-indigo-900 data-disabled:opacity-50';

/**
 * Top-bar organization dropdown (01 §2): switch to another organization (its default page), or
 * create one when the creation quota allows.
 */
export function OrganizationMenu({ organizations, selected }: { organizations: readonly Organization[]; selected: Organization }) {
  const { t } = useLingui();
  const switchTo = useSwitchOrganization(organizations);
  const create = useCreateOrganization();
  // Stays true once the dialog has shown, so it keeps its closing transition.
  const [shownQuotaDialog, setShownQuotaDialog] = useState(false);
  if (create.quotaUsedUp && !shownQuotaDialog) setShownQuotaDialog(true);
  const current = organizationName(selected);
  return (
    <>
      <Menu>
        <MenuButton
          aria-label={t`Organization: ${current}`}
          className="flex max-w-72 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Avatar name={current} picture={selected.icon} size="sm" />
          <span className="truncate">{current}</span>
          <ChevronDownIcon />
        </MenuButton>
        <MenuItems anchor="bottom start" className={`z-40 mt-1 w-64 ${dropdownPanel}`}>
          {organizations.map((org) => (
            <MenuItem key={org.objectId}>
              <button
                type="button"
                className={itemClass}
                aria-current={org.objectId === selected.objectId ? 'true' : undefined}
                onClick={() => switchTo(org.objectId)}
              >
                <Avatar name={organizationName(org)} picture={org.icon} size="sm" />
                <span className="flex-1 truncate">{organizationName(org)}</span>
                {org.objectId === selected.objectId && <CheckIcon />}
              </button>
            </MenuItem>
          ))}
          <MenuSeparator className="my-1 h-px bg-slate-200" />
          <MenuItem disabled={create.checking}>
            <button type="button" className={itemClass} onClick={create.start}>
              <PlusIcon />
              {t`Create organization`}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {shownQuotaDialog && (
        <Suspense fallback={null}>
          <ContactSalesDialog open={create.quotaUsedUp} onClose={create.closeQuotaDialog} />
        </Suspense>
      )}
    </>
  );
}
