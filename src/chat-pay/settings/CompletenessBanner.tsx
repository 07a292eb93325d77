import { useLingui } from '@lingui/react/macro';
import type { ShopSettingsAnswer } from '../../../common/contracts/chat-pay';

/** Until the settings have a name, a logo and the address's location (03 §5), says what is missing and that the shop takes no orders. */
export function CompletenessBanner({ missing }: { missing: ShopSettingsAnswer['missing'] }) {
  const { t } = useLingui();
  if (missing.length === 0) return null;
  const names = { name: t`the shop's name`, logo: t`a logo`, location: t`the address's location` };
  return (
    <output aria-label={t`The shop is not complete`} className="block rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t`The shop takes no orders until its settings are complete.`}</p>
      <p>{t`Still missing:`}</p>
      <ul className="list-disc pl-5">
        {missing.map((requirement) => <li key={requirement}>{names[requirement]}</li>)}
      </ul>
    </output>
  );
}
