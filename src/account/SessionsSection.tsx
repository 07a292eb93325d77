import { useEffect, useState } from 'react';
import { plural, t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SessionInfo } from '../../common/contracts/accounts';
import { toApiError, type ApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { useServerRead } from '../api/use-server-read';
import { FormError } from '../ui/FormError';
import { secondaryButton } from '../ui/buttons';
import { endOtherSessions, endSession, fetchSessions } from './sessions-api';

/** Read over HTTP only: offline it says so instead of waiting. */
function sessionsErrorText(error: ApiError): string {
  return error.offline ? translate`Active sessions need a connection to the server. Check your connection and try again.` : errorText(error);
}

/** "Chrome 156 on Linux", from what the server made of the session's user agent. */
function deviceName({ browser, os }: SessionInfo): string {
  const name = browser || translate`Unknown browser`;
  return os ? translate`${name} on ${os}` : name;
}

/**
 * Security › Active sessions: where this account is logged in; each other session can be logged out,
 * or all of them at once (common/sessions.ts). The ended session's console goes to /login at once.
 */
export function SessionsSection() {
  const { t, i18n } = useLingui();
  const { value: sessions, error, reload } = useServerRead(fetchSessions, sessionsErrorText);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  // Back online: read again, so an offline message does not stay.
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [reload]);

  async function run(action: () => Promise<string>) {
    setBusy(true);
    setResult(null);
    try {
      setResult({ ok: true, text: await action() });
    } catch (cause) {
      setResult({ ok: false, text: sessionsErrorText(await toApiError(cause)) });
    }
    setBusy(false);
    reload();
  }

  const time = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const others = sessions?.filter((session) => !session.current) ?? [];

  return (
    <section aria-labelledby="sessions-heading" className="space-y-4">
      <h2 id="sessions-heading" className="text-base font-semibold text-slate-900">{t`Active sessions`}</h2>
      <p className="text-sm text-slate-600">{t`Where your account is logged in. Log out a session you do not recognize.`}</p>
      {error && (
        <div className="space-y-3">
          <FormError message={error} />
          <button type="button" className={secondaryButton} onClick={() => reload()}>{t`Try again`}</button>
        </div>
      )}
      {!error && !sessions && <output className="block text-sm text-slate-500">{t`Loading…`}</output>}
      {sessions && (
        <ul aria-labelledby="sessions-heading" className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {sessions.map((session) => {
            const device = deviceName(session);
            const address = session.ipAddress || t`Unknown address`;
            const loggedIn = time(session.createdAt);
            const lastSeen = time(session.lastSeenAt);
            return (
              <li key={session.objectId} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">
                    {device}
                    {session.current && <span className="ml-2 rounded-sm bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-700">{t`This device`}</span>}
                  </p>
                  <p className="text-slate-600">{address}</p>
                  <p className="text-slate-500">{t`Logged in ${loggedIn} · Last seen ${lastSeen}`}</p>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={busy}
                    aria-label={t`Log out ${device}, ${address}`}
                    onClick={() => void run(async () => {
                      await endSession(session.objectId);
                      return t`${device} (${address}) is logged out.`;
                    })}
                  >
                    {t`Log out`}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {result && (result.ok
        ? <output className="block rounded-md bg-green-50 px-3 py-2 text-sm text-green-800">{result.text}</output>
        : <FormError message={result.text} />)}
      {others.length > 0 && (
        <button
          type="button"
          className={secondaryButton}
          disabled={busy}
          onClick={() => void run(async () => {
            const revoked = await endOtherSessions();
            return plural(revoked, { one: '# other session is logged out.', other: '# other sessions are logged out.' });
          })}
        >
          {t`Log out all other sessions`}
        </button>
      )}
    </section>
  );
}
