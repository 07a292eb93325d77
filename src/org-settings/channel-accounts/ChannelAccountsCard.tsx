import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { CredentialPlatform, Integration, VerifyIntegrationResult } from '../../../common/contracts/integrations';
import type { Organization } from '../../../common/contracts/organizations';
import { PLATFORM_UNREACHABLE } from '../../../common/error-keys';
import { toApiError } from '../../api/api-error';
import { formatMessageTime } from '../../i18n/format';
import { useOrganizations } from '../../org/organizations-context';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import type { ChannelInfo } from '../channels';
import { ConnectTipsDialog } from '../ConnectTipsDialog';
import { disconnectAccount, verifyIntegration } from './accounts-api';
import { ConnectAccountDialog, type ConnectSpec } from './ConnectAccountDialog';
import { useOrgAccounts } from './org-accounts';

/** A platform connected with credentials, as its card on the linked-app page shows it. */
export interface AccountsCardSpec<F extends string> {
  platform: CredentialPlatform;
  connect: ConnectSpec<F>;
  /** What members who are not admins read. */
  adminsConnect: string;
  /** The button once one account is connected ("Connect another LINE account"). */
  connectAnother: string;
  /** The account's id as the platform calls it ("Channel ID 1657…"). */
  accountId: (integration: Integration) => string;
  /** What the platform calls our webhook URL. */
  urlLabel: string;
  /** Under the URL: what to do with it. `typed`: what was typed connecting it, while this page is open. */
  setup: (integration: Integration, typed: Record<F, string> | undefined) => ReactNode;
  /** The alert of an account whose token the platform no longer accepts. */
  reconnectAlert: string;
  /** What connecting it again keeps of the account (its id). */
  reconnectValues: (integration: Integration) => Partial<Record<F, string>>;
  /** Whether the platform can be asked to call the webhook now (Verify; Meta cannot). */
  verifiable: boolean;
  /** The 01 §2 connect tips shown before the first account is connected. */
  tips?: ChannelInfo;
}

type Dialog<F extends string> = { key: number; initial?: Partial<Record<F, string>> };

/**
 * A platform on the linked-app page: its connected accounts (name, picture, webhook URL with Copy,
 * what to do with it, the last webhook, Verify, Disconnect after confirming, Connect again when the
 * platform stopped accepting the token); admins connect accounts, others read that admins do. The
 * accounts come from the OrgAccountsProvider around the cards (one read for the page).
 */
export function ChannelAccountsCard<F extends string>({ organization, spec }: { organization: Organization; spec: AccountsCardSpec<F> }) {
  const { t } = useLingui();
  const { refresh } = useOrganizations();
  const orgId = organization.objectId;
  const name = spec.connect.platformName;
  const isAdmin = organization.authorityName === 'admin';
  const [tips, setTips] = useState(false);
  const [dialog, setDialog] = useState<Dialog<F> | null>(null);
  const [typed, setTyped] = useState<Record<string, Record<F, string>>>({});
  const { accounts, failed, reload } = useOrgAccounts();
  const mine = (accounts ?? []).filter((integration) => integration.platform === spec.platform);
  const connected = organization.integrations.filter((integration) => integration.platform === spec.platform);

  function changed() {
    reload();
    void refresh().catch(() => undefined);
  }

  const openDialog = (initial?: Partial<Record<F, string>>) => setDialog((current) => ({ key: (current?.key ?? 0) + 1, initial }));

  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{name}</h3>
        {connected.some((integration) => integration.alert)
          ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{t`Needs attention`}</span>
          : connected.length
          ? <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{t`Connected`}</span>
          : <span className="text-sm text-slate-600">{t`Not connected`}</span>}
      </div>
      {!isAdmin && <p className="mt-1 text-sm text-slate-600">{spec.adminsConnect}</p>}
      {failed && <p role="alert" className="mt-2 text-sm text-red-700">{t`The ${name} accounts could not be loaded.`}</p>}
      <ul className="mt-2 space-y-3">
        {mine.map((integration) => (
          <ChannelAccount
            key={integration.objectId}
            orgId={orgId}
            spec={spec}
            integration={integration}
            typed={typed[integration.objectId]}
            onReconnect={() => openDialog(spec.reconnectValues(integration))}
            onChanged={changed}
          />
        ))}
      </ul>
      {isAdmin && (
        <button
          type="button"
          className={`${mine.length ? secondaryButton : primaryButton} mt-3`}
          onClick={() => (spec.tips && !mine.length ? setTips(true) : openDialog())}
        >
          {mine.length ? spec.connectAnother : t`Connect ${name}`}
        </button>
      )}
      {spec.tips && (
        <ConnectTipsDialog
          channel={tips ? spec.tips : null}
          onClose={() => setTips(false)}
          onContinue={() => {
            setTips(false);
            openDialog();
          }}
        />
      )}
      {dialog && (
        <ConnectAccountDialog
          key={dialog.key}
          orgId={orgId}
          spec={spec.connect}
          open
          initial={dialog.initial}
          onClose={() => setDialog(null)}
          onConnected={(integration, values) => {
            setDialog(null);
            setTyped((current) => ({ ...current, [integration.objectId]: values }));
            showToast('success', t`${integration.integrationName} is connected.`);
            changed();
          }}
        />
      )}
    </li>
  );
}

function ChannelAccount<F extends string>({ orgId, spec, integration, typed, onReconnect, onChanged }: {
  orgId: string;
  spec: AccountsCardSpec<F>;
  integration: Integration;
  typed: Record<F, string> | undefined;
  onReconnect: () => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<VerifyIntegrationResult | null>(null);
  const platform = spec.connect.platformName;
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
    } catch (cause) {
      const unreachable = (await toApiError(cause)).body.error === PLATFORM_UNREACHABLE;
      showToast('error', unreachable
        ? t`${platform} could not be reached to test the webhook. Try again in a few minutes.`
        : t`${platform} could not be asked. Check your connection and try again.`);
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
          <p className="text-xs text-slate-600">{spec.accountId(integration)}</p>
        </div>
      </div>
      {integration.reconnect && (
        <div role="alert" className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
          <p className="text-sm font-medium text-amber-900">{spec.reconnectAlert}</p>
          <button type="button" className={primaryButton} onClick={onReconnect} aria-label={t`Connect ${name} again`}>{t`Connect again`}</button>
        </div>
      )}
      <label htmlFor={urlId} className="mt-3 block text-sm font-medium text-slate-700">{spec.urlLabel}</label>
      <input id={urlId} readOnly value={integration.webhook.url} onFocus={(event) => event.currentTarget.select()}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-xs" />
      <div className="mt-1 text-xs text-slate-600">{spec.setup(integration, typed)}</div>
      <p className="mt-1 text-xs text-slate-600">
        {lastReceived ? t`Last webhook from ${platform}: ${formatMessageTime(lastReceived, i18n.locale)}` : t`No webhook from ${platform} yet.`}
      </p>
      {verified && (
        <output className={`mt-2 block text-sm ${verified.success ? 'text-green-800' : 'text-red-700'}`}>
          {verified.success ? t`${platform} reached the webhook.` : t`${platform} could not reach the webhook (${verified.statusCode} ${verified.reason}).`}
        </output>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={copy} aria-label={t`Copy the URL of ${name}`}>{t`Copy URL`}</button>
        {spec.verifiable && (
          <button type="button" className={secondaryButton} onClick={() => void verify()} disabled={verifying} aria-label={t`Verify the webhook of ${name}`}>
            {verifying ? t`Verifying…` : t`Verify`}
          </button>
        )}
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
