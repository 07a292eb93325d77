import { useLingui } from '@lingui/react/macro';
import type { Platform } from '../../common/contracts/base';
import { PLATFORM_LABELS } from './platforms';

/** Why the reply cannot go as it is: the customer's messaging window closed (common/messaging-window.ts). */
export function WindowNotice({ id, need, platform, customerName }: { id: string; need: 'tag' | 'template'; platform: Platform; customerName: string }) {
  const { t, i18n } = useLingui();
  const platformName = i18n._(PLATFORM_LABELS[platform]);
  return (
    <output id={id} className="block border-t border-amber-200 bg-amber-50 px-3 py-2 text-xs text-amber-900">
      {need === 'tag'
        ? t`${customerName} last wrote more than 24 hours ago: ${platformName} now takes only a message with a tag. Choose a message tag to send.`
        : t`${customerName} last wrote more than 24 hours ago: WhatsApp now takes only an approved template. Send one with Template; what you typed stays for later.`}
    </output>
  );
}
