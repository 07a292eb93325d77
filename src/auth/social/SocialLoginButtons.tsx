import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { AuthProvider } from '../../../common/contracts/accounts';
import { secondaryButton } from '../../ui/buttons';
import { authorizationUrl } from './authorization-request';
import { fetchAuthProviders } from './social-api';

/** "Continue with Google" (one button per provider the server offers; none when it offers none). */
export function SocialLoginButtons() {
  const { t } = useLingui();
  const [providers, setProviders] = useState<AuthProvider[]>([]);

  useEffect(() => {
    let current = true;
    // Offline or refused: no button, the password form still works.
    fetchAuthProviders().then((found) => { if (current) setProviders(found); }, () => {});
    return () => { current = false; };
  }, []);

  if (providers.length === 0) return null;
  return (
    <div className="mt-6 space-y-3">
      <p className="flex items-center gap-3 text-xs uppercase text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t`or`}
        <span className="h-px flex-1 bg-slate-200" />
      </p>
      {providers.map((provider) => {
        const label = provider.label;
        return (
          <button
            key={provider.name}
            type="button"
            className={`${secondaryButton} w-full py-2`}
            onClick={() => window.location.assign(authorizationUrl(provider))}
          >
            {t`Continue with ${label}`}
          </button>
        );
      })}
    </div>
  );
}
