import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { pickLanguage } from '../account/language';
import type { StoredUser } from '../auth/session-store';
import { logOut } from '../auth/logout';
import { LOCALES, LOCALE_NAMES } from '../i18n/locales';
import { Avatar } from '../ui/Avatar';
import { dropdownPanel } from '../ui/dropdown';
import { CheckIcon } from './icons';

const itemClass = 'flex w-full items-center gap-2 px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-indigo-50 data-focus:text-indigo-900';

/** The account entry at the bottom of the sidebar: avatar and first name, with language, account settings and logout. */
export function UserMenu({ user, expanded }: { user: StoredUser; expanded: boolean }) {
  const { t, i18n } = useLingui();
  const name = user.firstName || user.username;
  return (
    <Menu>
      <MenuButton
        aria-label={t`Account: ${name}`}
        className="flex w-full items-center gap-3 rounded-md px-2 py-2 text-sm text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-400"
      >
        <Avatar name={name} picture={user.picture} size="sm" />
        {expanded && <span className="truncate">{name}</span>}
      </MenuButton>
      <MenuItems anchor="top start" className={`z-40 mb-1 w-56 ${dropdownPanel}`}>
        <MenuSection>
          <MenuHeading className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t`Language`}</MenuHeading>
          {LOCALES.map((locale) => (
            <MenuItem key={locale}>
              <button type="button" lang={locale} className={itemClass} onClick={() => void pickLanguage(locale)}>
                <span className="flex-1">{LOCALE_NAMES[locale]}</span>
                {i18n.locale === locale && <CheckIcon />}
              </button>
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSeparator className="my-1 h-px bg-slate-200" />
        <MenuItem>
          <Link to="/account-setting" className={itemClass}>{t`Account settings`}</Link>
        </MenuItem>
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => void logOut({ notifyServer: true })}>
            {t`Log out`}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
