import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../ui/Modal';
import { primaryButton, secondaryButton } from '../ui/buttons';
import type { ChannelInfo } from './channels';

/**
 * Connect tips (01 §2: Not now, Continue). Continue goes on to connecting (`onContinue`, the channel's
 * connect dialog); a channel this console cannot connect here says why instead of starting a flow
 * that would fail.
 */
export function ConnectTipsDialog({ channel, onClose, onContinue }: { channel: ChannelInfo | null; onClose: () => void; onContinue?: () => void }) {
  const { t, i18n } = useLingui();
  const [continued, setContinued] = useState(false);
  const name = channel ? i18n._(channel.name) : '';

  function close() {
    setContinued(false);
    onClose();
  }

  return (
    <Modal
      open={channel !== null}
      onClose={close}
      title={t`Connect ${name}`}
      size="small"
      actions={continued ? (
        <button type="button" className={primaryButton} onClick={close}>{t`Close`}</button>
      ) : (
        <>
          <button type="button" className={secondaryButton} onClick={close}>{t`Not now`}</button>
          <button type="button" className={primaryButton} onClick={() => (onContinue ? onContinue() : setContinued(true))}>{t`Continue`}</button>
        </>
      )}
    >
      {channel && (continued ? (
        <output className="block text-sm text-slate-700">
          {channel.notInPlan
            ? t`Your organization's plan does not include ${name}. Ask the operator of this server for a plan with ${name}.`
            : t`Connecting ${name} is not available on this server yet. Live chat works now; ${name} will be offered here once this server supports it.`}
        </output>
      ) : (
        <div className="space-y-2 text-sm text-slate-600">
          <p>{t`Before you connect ${name}, have this ready:`}</p>
          <p>{i18n._(channel.needs)}</p>
        </div>
      ))}
    </Modal>
  );
}
