import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../common/protocol';
import { organizationName } from '../org/organization-name';
import { CheckIcon, ChevronDownIcon, PlusIcon } from './icons';

const itemClass = 'flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-indigo-50 data-focus:text-indigo-900';

/** Top-bar organization dropdown: switch to another organization's message center, or create one. */
export function OrganizationMenu({ organizations, selected }: { organizations: readonly Organization[]; selected: Organization }) {
  const { t } = useLingui();
  const current = organizationName(selected);
  return (
    <Menu>
      <MenuButton
        aria-label={t`Organization: ${current}`}
        className="flex max-w-72 items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="truncate">{current}</span>
        <ChevronDownIcon />
      </MenuButton>
      <MenuItems
        anchor="bottom start"
        className="z-40 mt-1 max-h-[294px] w-64 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none"
      >
        {organizations.map((org) => (
          <MenuItem key={org.objectId}>
            <Link to={`/message-center/${org.objectId}`} className={itemClass} aria-current={org.objectId === selected.objectId ? 'true' : undefined}>
              <span className="flex-1 truncate">{organizationName(org)}</span>
              {org.objectId === selected.objectId && <CheckIcon />}
            </Link>
          </MenuItem>
        ))}
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <Link to="/add-organization" className={itemClass}>
            <PlusIcon />
            {t`Create organization`}
          </Link>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
