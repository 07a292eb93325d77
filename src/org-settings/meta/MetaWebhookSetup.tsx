import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Integration } from '../../../common/contracts/integrations';
import { secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';

/** What differs between the Meta platforms' App dashboard step: the webhook object, its fields, how to try it. */
export interface MetaWebhookStep {
  /** The first step: which webhook object to subscribe to ("Open Webhooks, choose Page…"). */
  subscribe: string;
  /** The verify token step once the page was reloaded (Parley never sends the token back). */
  tokenChosenEarlier: string;
  /** The fields to subscribe to: Meta's names, not translated. */
  fields: readonly string[];
  /** The last step: how the admin sees that it works. */
  tryIt: string;
}

/**
 * The step Meta cannot be told through its API, the same on Messenger, Instagram and WhatsApp: the App
 * dashboard's webhook (callback URL, the verify token just typed with Copy, the fields, HTTPS only).
 */
export function MetaWebhookSetup({ integration, verifyToken, step }: { integration: Integration; verifyToken: string | undefined; step: MetaWebhookStep }) {
  const { t } = useLingui();
  const tokenId = useId();
  const https = integration.webhook.url.startsWith('https://');
  const name = integration.integrationName;

  function copy(value: string) {
    navigator.clipboard.writeText(value).then(
      () => showToast('success', t`Verify token copied.`),
      () => showToast('error', t`Could not copy. Select the token and copy it yourself.`),
    );
  }

  return (
    <div className="space-y-1">
      <p className="font-medium text-slate-700">{t`To finish, in the Meta App dashboard:`}</p>
      <ol className="list-decimal space-y-1 pl-5">
        <li>{step.subscribe}</li>
        <li>{t`Callback URL: paste the URL above.`}</li>
        <li>
          {verifyToken ? (
            <>
              <label htmlFor={tokenId}>{t`Verify token: the one you chose when connecting,`}</label>{' '}
              <input id={tokenId} readOnly value={verifyToken} onFocus={(event) => event.currentTarget.select()}
                className="rounded border border-slate-300 bg-white px-2 py-0.5 font-mono text-xs" />{' '}
              <button type="button" className={secondaryButton} onClick={() => copy(verifyToken)} aria-label={t`Copy the verify token of ${name}`}>{t`Copy`}</button>
            </>
          ) : step.tokenChosenEarlier}
        </li>
        <li>
          {t`Subscribe to these fields:`}{' '}
          {step.fields.map((field, index) => (
            <span key={field}>{index > 0 && ', '}<code className="font-mono">{field}</code></span>
          ))}
        </li>
        <li>{step.tryIt}</li>
      </ol>
      <p className={https ? undefined : 'font-medium text-red-700'}>
        {https
          ? t`Meta calls only HTTPS callback URLs: this server must be reachable over HTTPS at that address.`
          : t`Meta calls only HTTPS callback URLs, and this one is not: give this server an HTTPS address (PUBLIC_URL) before you paste it.`}
      </p>
    </div>
  );
}
