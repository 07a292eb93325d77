import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Organization } from '../../common/contracts/organizations';
import { toApiError } from '../api/api-error';
import { useOrganizations } from '../org/organizations-context';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { dangerButton, primaryButton, secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { connectIntegration, disconnectIntegration } from './api';
import { LiveChatSettingsSection } from './livechat/LiveChatSettingsSection';
import { memberErrorText } from './member-errors';

/**
 * Live chat, built in and connected from creation: its one-tag embed, the visitor page and the
 * widget's settings. Admins disconnect it (after confirming) and connect it again; the organization
 * list is read again so the menu follows the access rules at once.
 */
export function LiveChatCard({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const { refresh } = useOrganizations();
  const [confirming, setConfirming] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const orgId = organization.objectId;
  const connected = organization.integrations.some((integration) => integration.platform === 'livechat');
  const isAdmin = organization.authorityName === 'admin';
  const origin = window.location.origin;
  const snippet = `<script src="${origin}/livechat/widget.js" data-org="${orgId}"></script>`;
  const pageUrl = `${origin}/livechat/${orgId}`;

  function copy() {
    navigator.clipboard.writeText(snippet).then(
      () => showToast('success', t`Embed code copied.`),
      () => showToast('error', t`Could not copy. Select the code and copy it yourself.`),
    );
  }

  async function disconnect() {
    await disconnectIntegration(orgId, 'livechat');
    setConfirming(false);
    showToast('success', t`Live chat disconnected.`);
    await refresh().catch(() => undefined);
  }

  async function connect() {
    setConnecting(true);
    try {
      await connectIntegration(orgId, 'livechat');
      showToast('success', t`Live chat connected.`);
      await refresh().catch(() => undefined);
    } catch (cause) {
      showToast('error', memberErrorText(await toApiError(cause)));
    } finally {
      setConnecting(false);
    }
  }

  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{t`Live chat`}</h3>
        {connected
          ? <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{t`Connected`}</span>
          : <span className="text-sm text-slate-600">{t`Not connected`}</span>}
      </div>
      {connected ? (
        <>
          <p className="mt-1 text-sm text-slate-600">{t`Built in. Put this tag on any web page to show the chat widget to its visitors:`}</p>
          <label htmlFor="livechat-embed" className="sr-only">{t`Live chat embed code`}</label>
          <textarea
            id="livechat-embed"
            readOnly
            rows={2}
            value={snippet}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-2 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
          />
          <div className="mt-2 flex items-center gap-3">
            <button type="button" className={secondaryButton} onClick={copy}>{t`Copy code`}</button>
            <a href={pageUrl} target="_blank" rel="noreferrer" className="text-sm text-indigo-700 underline">{t`Open the live-chat page`}</a>
            {isAdmin && (
              <button type="button" className={`${dangerButton} ml-auto`} aria-label={t`Disconnect live chat`} onClick={() => setConfirming(true)}>
                {t`Disconnect`}
              </button>
            )}
          </div>
          <LiveChatSettingsSection key={orgId} orgId={orgId} isAdmin={isAdmin} />
        </>
      ) : (
        <div className="mt-1 flex items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{t`Visitors of your web pages cannot start a chat until live chat is connected again.`}</p>
          {isAdmin && (
            <button type="button" className={primaryButton} aria-label={t`Connect live chat`} disabled={connecting} onClick={() => void connect()}>
              {t`Connect`}
            </button>
          )}
        </div>
      )}
      <ConfirmDeleteDialog
        open={confirming}
        title={t`Disconnect live chat?`}
        description={t`Visitors can no longer start a chat or write to you from the widget or the live-chat page. Past conversations are kept. Without a connected channel the message center is hidden until you connect live chat again.`}
        confirmLabel={t`Disconnect`}
        onConfirm={disconnect}
        onClose={() => setConfirming(false)}
        errorText={async (cause) => memberErrorText(await toApiError(cause))}
      />
    </li>
  );
}
