// The LINE share app (LIFF) setup, reached from the broadcast list (03 §2): an admin connects the
// organization's LINE Login channel (its id and secret, checked at LINE), then creates, renames or
// deletes the LIFF app whose share page share messages open (server/channels/line-login).
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { LiffSetup } from '../../../common/contracts/line-liff';
import { LIFF_NAME_MAX, liffNameProblem } from '../../../common/line-liff';
import { toApiError } from '../../api/api-error';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { FormError } from '../../ui/FormError';
import { TextField } from '../../ui/TextField';
import { dangerButton, primaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { useDocumentTitle } from '../../ui/use-document-title';
import { listPath } from '../paths';
import { connectLineLogin, createLiffApp, deleteLiffApp, readLiffSetup, renameLiffApp } from './liff-api';
import { liffErrorText } from './liff-text';

type Loaded = { kind: 'loading' } | { kind: 'loaded'; setup: LiffSetup } | { kind: 'failed'; message: string };

export function LiffSetupPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  useDocumentTitle(t`LINE share app (LIFF)`);

  useEffect(() => {
    let current = true;
    readLiffSetup(orgId).then(
      (setup) => { if (current) setState({ kind: 'loaded', setup }); },
      async (cause: unknown) => {
        const error = await toApiError(cause);
        const message = error.status === 403 ? t`Only admins of the organization can set up the LINE share app.` : await liffErrorText(cause);
        if (current) setState({ kind: 'failed', message });
      },
    );
    return () => { current = false; };
  }, [orgId, t]);

  const loaded = (setup: LiffSetup) => setState({ kind: 'loaded', setup });
  return (
    <div className="flex max-w-3xl flex-col gap-4 p-6">
      <Link to={listPath(orgId)} className="text-sm text-indigo-700 underline">{t`Back to broadcasts`}</Link>
      <h1 className="text-xl font-semibold text-slate-900">{t`LINE share app (LIFF)`}</h1>
      <p className="text-sm text-slate-600">
        {t`Share messages carry a button that opens this app in LINE, where customers pick friends to share the message with. It lives on your LINE Login channel.`}
      </p>
      {state.kind === 'loading' && <output className="block text-sm text-slate-600">{t`Loading…`}</output>}
      {state.kind === 'failed' && <FormError message={state.message} />}
      {state.kind === 'loaded' && (
        <>
          <LoginChannelSection orgId={orgId} setup={state.setup} onChange={loaded} />
          {state.setup.channel && <LiffAppSection orgId={orgId} setup={state.setup} onChange={loaded} />}
        </>
      )}
    </div>
  );
}

/** Runs a setup call: busy meanwhile, its error text on failure, the new setup on success. */
function useSetupCall(onChange: (setup: LiffSetup) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<LiffSetup>, done: string): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      onChange(await call());
      showToast('success', done);
      return true;
    } catch (cause) {
      setError(await liffErrorText(cause));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

function LoginChannelSection({ orgId, setup, onChange }: { orgId: string; setup: LiffSetup; onChange: (setup: LiffSetup) => void }) {
  const { t } = useLingui();
  const [channelId, setChannelId] = useState(setup.channel?.channelId ?? '');
  const [channelSecret, setChannelSecret] = useState('');
  const { busy, error, run } = useSetupCall(onChange);
  const ready = /^\d{1,20}$/.test(channelId.trim()) && /^[0-9a-f]{32}$/.test(channelSecret.trim());

  return (
    <section aria-labelledby="line-login-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="line-login-title" className="text-base font-semibold text-slate-900">{t`LINE Login channel`}</h2>
      <p className="text-sm text-slate-700">
        {setup.channel ? t`Connected: channel ${setup.channel.channelId}.` : t`Not connected. Give the channel ID and channel secret from the LINE Login channel's Basic settings in the LINE Developers console.`}
      </p>
      <form className="flex flex-col gap-3" onSubmit={(event) => {
        event.preventDefault();
        void run(() => connectLineLogin(orgId, channelId.trim(), channelSecret.trim()), t`The LINE Login channel is connected.`).then((ok) => { if (ok) setChannelSecret(''); });
      }}>
        <TextField label={t`Channel ID`} inputMode="numeric" autoComplete="off" value={channelId} onChange={(event) => setChannelId(event.target.value)} />
        <TextField label={t`Channel secret`} type="password" autoComplete="off" value={channelSecret} onChange={(event) => setChannelSecret(event.target.value)} />
        <FormError message={error} />
        <button type="submit" className={`${primaryButton} self-start`} disabled={!ready || busy}>
          {setup.channel ? t`Connect again` : t`Connect`}
        </button>
      </form>
    </section>
  );
}

function LiffAppSection({ orgId, setup, onChange }: { orgId: string; setup: LiffSetup; onChange: (setup: LiffSetup) => void }) {
  const { t } = useLingui();
  const app = setup.app;
  const [name, setName] = useState(app?.liffName ?? '');
  const [deleting, setDeleting] = useState(false);
  const { busy, error, run } = useSetupCall(onChange);
  const nameProblem = name === '' ? undefined : liffNameProblem(name);

  return (
    <section aria-labelledby="liff-app-title" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="liff-app-title" className="text-base font-semibold text-slate-900">{t`LIFF app`}</h2>
      {app ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{t`LIFF ID`}</dt><dd className="font-mono">{app.liffId}</dd>
          <dt className="text-slate-600">{t`LIFF URL`}</dt><dd className="font-mono break-all">{app.liffUrl}</dd>
          <dt className="text-slate-600">{t`Endpoint URL`}</dt><dd className="font-mono break-all">{setup.endpointUrl}</dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-700">{t`No LIFF app yet. Creating one adds it to the LINE Login channel, opening ${setup.endpointUrl}.`}</p>
      )}
      <form className="flex flex-col gap-3" onSubmit={(event) => {
        event.preventDefault();
        void run(() => (app ? renameLiffApp(orgId, name.trim()) : createLiffApp(orgId, name.trim())), app ? t`The LIFF app was renamed.` : t`The LIFF app was created.`);
      }}>
        <div>
          <TextField label={t`LIFF app name`} maxLength={LIFF_NAME_MAX} value={name} onChange={(event) => setName(event.target.value)}
            aria-invalid={nameProblem !== undefined} aria-describedby={nameProblem ? 'liff-name-problem' : undefined} />
          {nameProblem && <p id="liff-name-problem" className="mt-1 text-xs text-red-700">{t`The name has 1 to ${LIFF_NAME_MAX} characters and may not contain "LINE".`}</p>}
        </div>
        <FormError message={error} />
        <div className="flex gap-2">
          <button type="submit" className={primaryButton} disabled={busy || name.trim() === '' || nameProblem !== undefined}>
            {app ? t`Rename` : t`Create LIFF app`}
          </button>
          {app && <button type="button" className={dangerButton} disabled={busy} onClick={() => setDeleting(true)}>{t`Delete LIFF app`}</button>}
        </div>
      </form>
      <ConfirmDeleteDialog open={deleting} title={t`Delete the LIFF app?`}
        description={t`Share buttons of messages already sent stop working. New share messages need a LIFF app again.`}
        onConfirm={async () => {
          onChange(await deleteLiffApp(orgId));
          setName('');
          setDeleting(false);
          showToast('success', t`The LIFF app was deleted.`);
        }}
        onClose={() => setDeleting(false)} errorText={liffErrorText} />
      <p className="text-xs text-slate-600">
        {t`In the LINE Developers console, turn on "shareTargetPicker" in the LINE Login channel's LIFF tab, so customers can pick friends.`}
      </p>
    </section>
  );
}
