import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Integration } from '../../../common/contracts/integrations';
import { toApiError } from '../../api/api-error';
import { FormError } from '../../ui/FormError';
import { Modal } from '../../ui/Modal';
import { TextField } from '../../ui/TextField';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { connectLine, type LineCredentials } from './line-api';
import { lineConnectErrorText } from './line-errors';

const EMPTY: LineCredentials = { account: '', secret: '', token: '' };

/**
 * Connect a LINE Official Account (docs/channels.md): the channel ID, secret and access token from the
 * LINE Developers console. The server checks them with LINE before it keeps them; on an error what was
 * typed stays, so the admin corrects one field.
 */
export function LineConnectDialog({ orgId, open, onClose, onConnected }: {
  orgId: string;
  open: boolean;
  onClose: () => void;
  onConnected: (integration: Integration) => void;
}) {
  const { t } = useLingui();
  const [fields, setFields] = useState<LineCredentials>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof LineCredentials) => (value: string) => setFields((current) => ({ ...current, [name]: value.trim() }));

  function close() {
    if (busy) return;
    setFields(EMPTY);
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const integration = await connectLine(orgId, fields);
      setFields(EMPTY);
      onConnected(integration);
    } catch (cause) {
      setError(lineConnectErrorText(await toApiError(cause)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t`Connect LINE`}
      actions={(
        <>
          <button type="button" className={secondaryButton} onClick={close} disabled={busy}>{t`Cancel`}</button>
          <button type="submit" form="line-connect-form" className={primaryButton} disabled={busy}>{busy ? t`Checking with LINE…` : t`Connect`}</button>
        </>
      )}
    >
      <form id="line-connect-form" onSubmit={(event) => void submit(event)} className="space-y-3">
        <p className="text-sm text-slate-600">
          {t`In the LINE Developers console, open your channel of the Messaging API. The channel ID and channel secret are on the Basic settings tab; issue a long-lived channel access token on the Messaging API tab.`}
        </p>
        <TextField label={t`Channel ID`} inputMode="numeric" autoComplete="off" required value={fields.account} onChange={(event) => set('account')(event.target.value)} />
        <TextField label={t`Channel secret`} type="password" autoComplete="off" required value={fields.secret} onChange={(event) => set('secret')(event.target.value)} />
        <TextField label={t`Channel access token`} type="password" autoComplete="off" required value={fields.token} onChange={(event) => set('token')(event.target.value)} />
        <FormError message={error} />
      </form>
    </Modal>
  );
}
