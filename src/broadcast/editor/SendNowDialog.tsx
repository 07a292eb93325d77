// "Send now" asks first: how many recipients the broadcast goes to (the server's count for the audience),
// and per channel once those counts are in; Cancel or Send.
import { Plural, useLingui } from '@lingui/react/macro';
import type { BroadcastCustomersRequest } from '../../../common/contracts/broadcasts';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { platformText } from '../broadcast-text';
import type { AudienceCount } from './use-audience-count';
import { useChannelCounts } from './use-channel-counts';

export function SendNowDialog({ open, orgId, name, count, where, options, onCancel, onSend }: {
  open: boolean;
  orgId: string;
  name: string;
  /** The editor's live count of the audience. */
  count: AudienceCount;
  where: BroadcastCustomersRequest['where'];
  options: BroadcastCustomersRequest['options'];
  onCancel: () => void;
  onSend: () => void;
}) {
  const { t, i18n } = useLingui();
  const channels = useChannelCounts(open, orgId, where, options);
  return (
    <Modal open={open} onClose={onCancel} title={t`Send ${name} now?`} size="small"
      actions={
        <>
          <button type="button" className={secondaryButton} onClick={onCancel}>{t`Cancel`}</button>
          <button type="button" className={primaryButton} disabled={count.state === 'counting'} onClick={onSend}>{t`Send`}</button>
        </>
      }>
      <div className="flex flex-col gap-2 text-sm text-slate-700">
        <p>
          {count.state === 'counting' ? t`Counting recipients…`
            : count.state === 'failed' ? count.error
            : <Plural value={count.count} one="It goes to # recipient at once. A sent broadcast cannot be taken back." other="It goes to # recipients at once. A sent broadcast cannot be taken back." />}
        </p>
        {count.state === 'counted' && channels && channels.length > 0 && (
          <ul aria-label={t`Recipients per channel`} className="list-inside list-disc text-slate-600">
            {channels.map(({ platform, count: number }) => {
              const channel = platformText(platform);
              const shown = i18n.number(number);
              return <li key={platform}>{t`${channel}: ${shown}`}</li>;
            })}
          </ul>
        )}
      </div>
    </Modal>
  );
}
