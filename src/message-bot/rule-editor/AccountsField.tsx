import { useLingui } from '@lingui/react/macro';
import type { Platform } from '../../../common/contracts/base';
import { PLATFORM_LABELS } from '../../inbox/platforms';
import type { BotAccounts } from '../use-bot-accounts';

/** The accounts of the chosen platforms the rule listens on; none ticked: every one of them. */
export function AccountsField({ accounts, platforms, chosen, onChange }: {
  accounts: BotAccounts;
  platforms: readonly Platform[];
  chosen: string[];
  onChange: (accounts: string[]) => void;
}) {
  const { t, i18n } = useLingui();
  const shown = accounts.accounts?.filter((account) => platforms.includes(account.platform)) ?? [];
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t`Accounts`}</legend>
      <p className="text-xs text-slate-600">{t`None ticked: the rule answers on every account of the chosen platforms.`}</p>
      {accounts.accounts === null && <p className="text-sm text-slate-500">{t`Loading…`}</p>}
      {accounts.note && <p className="text-xs text-amber-800">{accounts.note}</p>}
      {accounts.accounts !== null && shown.length === 0 && <p className="text-sm text-slate-500">{t`No account of these platforms is connected.`}</p>}
      <div className="flex flex-col gap-1 text-sm text-slate-700">
        {shown.map((account) => (
          <label key={account.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={chosen.includes(account.id)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, account.id] : chosen.filter((id) => id !== account.id))}
            />
            {account.name} <span className="text-xs text-slate-500">({i18n._(PLATFORM_LABELS[account.platform])})</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
