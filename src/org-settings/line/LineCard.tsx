import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Integration, VerifyIntegrationResult } from '../../../common/contracts/integrations';
import type { Organization } from '../../../common/contracts/organizations';
import { useServerRead } from '../../api/use-server-read';
import { formatMessageTime } from '../../i18n/format';
import { useOrganizations } from '../../org/organizations-context';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { disconnectAccount, listIntegrations, verifyIntegration } from './line-api';
import { LineConnectDialog } from './LineConnectDialog';

/** LINE on the linked-app page: its connected accounts, their webhook URL, Verify and Disconnect; admins connect. */
export function LineCard({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const { refresh } = useOrganizations();
  const orgId = organization.objectId;
  const isAdmin = organization.authorityName === 'admin';
  const [connecting, setConnecting] = useState(false);
  const read = useCallback(async () => (isAdmin ? listIntegrations(orgId) : []), [orgId, isAdmin]);
  const accounts = useServerRead(read, () => t`The LINE accounts could not be loaded.`);
  const lineAccounts = (accounts.value ?? []).filter((integration) => integration.platform === 'line');
  const connected = organization.integrations.some((integration) => integration.platform === 'line');

  function changed() {
    accounts.reload();
    void refresh().catch(() => undefined);
  }

  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{t`LINE`}</h3>
        {connected
          ? <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{t`Connected`}</span>
          : <span className="text-sm text-slate-600">{t`Not connected`}</span>}
      </div>
      {!isAdmin && <p className="mt-1 text-sm text-slate-600">{t`Admins connect LINE Official Accounts.`}</p>}
      {accounts.error && <p role="alert" className="mt-2 text-sm text-red-700">{accounts.error}</p>}
      <ul className="mt-2 space-y-3">
        {lineAccounts.map((integration) => <LineAccount key={integration.objectId} orgId={orgId} integration={integration} onChanged={changed} />)}
      </ul>
      {isAdmin && (
        <button type="button" className={`${lineAccounts.length ? secondaryButton : primaryButton} mt-3`} onClick={() => setConnecting(true)}>
          {lineAccounts.length ? t`Connect another LINE account` : t`Connect LINE`}
        </button>
      )}
      <LineConnectDialog
        orgId={orgId}
        open={connecting}
        onClose={() => setConnecting(false)}
        onConnected={(integration) => {
          setConnecting(false);
          showToast('success', t`${integration.integrationName} is connected.`);
          changed();
        }}
      />
    </li>
  );
}

function LineAccount({ orgId, integration, onChanged }: { orgId: string; integration: Integration; onChanged: () => void }) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<VerifyIntegrationResult | null>(null);
  const name = integration.integrationName;
  const urlId = `webhook-${integration.objectId}`;
  const lastReceived = integration.webhook.lastReceivedAt;

  function copy() {
    navigator.clipboard.writeText(integration.webhook.url).then(
      () => showToast('success', t`Webhook URL copied.`),
      () => showToast('error', t`Could not copy. Select the URL and copy it yourself.`),
    );
  }

  async function verify() {
    setVerifying(true);
    try {
      setVerified(await verifyIntegration(orgId, integration.objectId));
    } catch {
      showToast('error', t`LINE could not be asked. Check your connection and try again.`);
    } finally {
      setVerifying(false);
    }
  }

  async function disconnect() {
    await disconnectAccount(orgId, integration.objectId);
    setConfirming(false);
    showToast('success', t`${name} is disconnected.`);
    onChanged();
  }

  return (
    <li className="rounded-md bg-slate-50 p-3">
      <div className="flex items-center gap-3">
        {integration.picture && <img src={integration.picture} alt="" className="h-10 w-10 rounded-full" />}
        <div>
          <p className="font-medium text-slate-900">{name}</p>
          <p className="text-xs text-slate-600">{t`Channel ID ${integration.account}`}</p>
        </div>
      </div>
      <label htmlFor={urlId} className="mt-3 block text-sm font-medium text-slate-700">{t`Webhook URL`}</label>
      <input id={urlId} readOnly value={integration.webhook.url} onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs" />
      <p className="mt-1 text-xs text-slate-600">
        {integration.webhook.setByServer
          ? t`LINE was told this URL when the account was connected.`
          : t`LINE needs an HTTPS webhook URL. Paste this URL in the LINE Developers console (Messaging API tab › Webhook URL) and turn on Use webhook. This server must be reachable over HTTPS at that address.`}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {lastReceived ? t`Last webhook from LINE: ${formatMessageTime(lastReceived, i18n.locale)}` : t`No webhook from LINE yet.`}
      </p>
      {verified && (
        <output className={`mt-2 block text-sm ${verified.success ? 'text-green-800' : 'text-red-700'}`}>
          {verified.success ? t`LINE reached the webhook.` : t`LINE could not reach the webhook (${verified.statusCode} ${verified.reason}).`}
        </output>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={copy}>{t`Copy URL`}</button>
        <button type="button" className={secondaryButton} onClick={() => void verify()} disabled={verifying} aria-label={t`Verify the webhook of ${name}`}>
          {verifying ? t`Verifying…` : t`Verify`}
        </button>
        <button type="button" className={dangerButton} onClick={() => setConfirming(true)} aria-label={t`Disconnect ${name}`}>{t`Disconnect`}</button>
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        title={t`Disconnect ${name}?`}
        description={t`Messages from this account stop reaching the inbox, and replies to its customers cannot be sent. The conversations stay.`}
        confirmLabel={t`Disconnect`}
        onConfirm={disconnect}
        onClose={() => setConfirming(false)}
        errorText={() => t`The account could not be disconnected. Try again.`}
      />
    </li>
  );
}
