import { useId } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { messageTagsFor, type MessageTag } from '../../common/customer-profile';
import type { Platform } from '../../common/contracts/base';

export const TAG_LABELS: Record<MessageTag, MessageDescriptor> = {
  NO_TAG: msg`No tag`,
  HUMAN_AGENT: msg`Human agent`,
  CONFIRMED_EVENT_UPDATE: msg`Confirmed event update`,
  POST_PURCHASE_UPDATE: msg`Post-purchase update`,
  ACCOUNT_UPDATE: msg`Account update`,
  WHATSAPP_TEMPLATE: msg`WhatsApp template`,
};

/**
 * The message tag replies to this customer go out with (02 §3: Facebook message tags, WhatsApp tags);
 * nothing for channels without tags.
 */
export function MessageTagSelect({ platform, value, onChange }: { platform: Platform; value: MessageTag; onChange: (tag: MessageTag) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const tags = messageTagsFor(platform);
  if (tags.length === 0) return null;
  return (
    <div className="flex items-center gap-2 border-t border-slate-200 bg-white px-3 pt-2 text-xs text-slate-600">
      <label htmlFor={id}>{t`Message tag`}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as MessageTag)}
        className="rounded-md border border-slate-300 px-2 py-0.5 text-xs focus:border-indigo-500 focus:outline-none"
      >
        {tags.map((tag) => <option key={tag} value={tag}>{i18n._(TAG_LABELS[tag])}</option>)}
      </select>
    </div>
  );
}
