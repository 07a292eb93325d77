// The live recipient count under the audience, with what the server applies to it (03 §9).
import { useLingui } from '@lingui/react/macro';
import type { AudienceCount } from './use-audience-count';

export function AudienceCountLine({ count }: { count: AudienceCount }) {
  const { t, i18n } = useLingui();
  const number = count.state === 'counted' ? i18n.number(count.count) : '';
  return (
    <div className="rounded-md bg-slate-50 p-3">
      <output aria-live="polite" className="block text-sm font-medium text-slate-900">
        {count.state === 'counting' ? t`Counting recipients…` : count.state === 'counted' ? t`Recipients: ${number}` : count.error}
      </output>
      <p className="mt-1 text-xs text-slate-600">
        {t`Counted by the server with the Facebook 24-hour policy (Messenger and Instagram customers silent for over 24 hours only with a Facebook tag; WhatsApp ones only with an approved template) and the LINE unfollow filter (customers who unfollowed are left out).`}
      </p>
    </div>
  );
}
