// One message of the broadcast, edited as its kind: text, image, card / carousel / confirm, imagemap,
// video card, or a WhatsApp template; moved up or down, removed. Its problem (the shared rules, in the
// active language) shows at the field it names.
import { useId, type FocusEventHandler } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentProblem } from '../../../common/broadcast-content';
import type { BroadcastCardData, BroadcastImagemapData, BroadcastRichVideoData } from '../../../common/contracts/broadcasts';
import type { WhatsAppTemplateSend } from '../../../common/contracts/whatsapp-templates';
import { CUSTOMER_NAME_TOKEN, TEXT_MESSAGE_MAX } from '../../../common/message-editor';
import { SHARE_BUTTON_LABEL_MAX } from '../../../common/line-liff';
import { CardBuilder } from '../../cards/CardBuilder';
import { TextField } from '../../cards/fields';
import { ImageField } from '../../cards/ImageField';
import { ImagemapBuilder } from '../../cards/ImagemapBuilder';
import { secondaryButton } from '../../ui/buttons';
import type { Uploader } from '../../uploads/upload-client';
import { kindOf, type EditorMessage, type MessageKind } from './editor-state';
import { problemText } from '../../cards/problem-text';
import { WhatsAppTemplateMessage } from './WhatsAppTemplateMessage';

export const KIND_LABELS: Record<MessageKind, MessageDescriptor> = {
  text: msg`Text`,
  image: msg`Image`,
  card: msg`Card`,
  carousel: msg`Carousel`,
  confirm: msg`Confirm`,
  imagemap: msg`Imagemap (LINE)`,
  richvideo: msg`Video card`,
  whatsapp: msg`WhatsApp template`,
  shareMessage: msg`Share message (LINE)`,
};

export function MessageEditor({ orgId, message, number, count, problem, onChange, onMove, onRemove, onBlur, upload, shareButtonLabel, onShareButtonLabel, customerName }: {
  orgId: string;
  message: EditorMessage;
  /** 1-based position. */
  number: number;
  count: number;
  problem?: ContentProblem;
  onChange: (message: EditorMessage) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  /** Focus leaving one of its controls (the page marks the message touched when it leaves the message). */
  onBlur?: FocusEventHandler<HTMLElement>;
  upload?: Uploader;
  /** The share message's button label (the broadcast's shareMessageSetting). */
  shareButtonLabel?: string;
  onShareButtonLabel?: (label: string) => void;
  /** A text may hold the customer-name token, which the sender fills in per customer (the message bot's replies). */
  customerName?: boolean;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const kind = kindOf(message);
  const text = problem && problemText(i18n, problem.message);
  // The field under the message's data the problem names (`content`, `actions/0/label`…).
  const field = problem?.field.replace(/^messages\/\d+\/data\/?/, '') ?? '';
  const at = (name: string) => (field === name ? text : undefined);
  const kindName = i18n._(KIND_LABELS[kind]);

  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- focus leaving the area's own controls (its touched state), not a control itself
    <section aria-labelledby={headingId} onBlur={onBlur} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-2">
        <h3 id={headingId} className="flex-1 text-sm font-semibold text-slate-900">{t`Message ${number}: ${kindName}`}</h3>
        <button type="button" className={secondaryButton} disabled={number === 1} onClick={() => onMove(-1)} aria-label={t`Move message ${number} up`}>↑</button>
        <button type="button" className={secondaryButton} disabled={number === count} onClick={() => onMove(1)} aria-label={t`Move message ${number} down`}>↓</button>
        <button type="button" className={secondaryButton} disabled={count === 1} onClick={onRemove} aria-label={t`Remove message ${number}`}>{t`Remove`}</button>
      </div>
      {message.contentType === 'text' && (
        <TextField label={t`Text of message ${number}`} rows={4} maxLength={TEXT_MESSAGE_MAX} value={message.data.content} problem={text}
          onChange={(content) => onChange({ ...message, data: { content } })} />
      )}
      {message.contentType === 'text' && customerName && (
        <button type="button" className={`${secondaryButton} self-start`} aria-label={t`Insert customer name in message ${number}`}
          disabled={[...message.data.content].length + CUSTOMER_NAME_TOKEN.length > TEXT_MESSAGE_MAX}
          onClick={() => onChange({ ...message, data: { content: message.data.content + CUSTOMER_NAME_TOKEN } })}>
          {t`Insert customer name`}
        </button>
      )}
      {message.contentType === 'image' && (
        <ImageField orgId={orgId} label={t`Image of message ${number}`} upload={upload} value={message.data.url} problem={text}
          onChange={(url) => onChange({ ...message, data: { url } })} />
      )}
      {message.contentType === 'template' && kind !== 'whatsapp' && (
        <CardBuilder orgId={orgId} upload={upload} value={message.data as BroadcastCardData} problem={text}
          onChange={(data) => onChange({ ...message, data })} />
      )}
      {kind === 'whatsapp' && (
        <WhatsAppTemplateMessage orgId={orgId} data={message.data as WhatsAppTemplateSend} label={message.whatsapp} problem={text}
          onChange={(data, whatsapp) => onChange({ ...message, contentType: 'template', data, ...(whatsapp ? { whatsapp } : {}) })} />
      )}
      {message.contentType === 'imagemap' && (
        <ImagemapBuilder orgId={orgId} upload={upload} value={message.data} problem={text} problemField={field}
          onChange={(data: BroadcastImagemapData) => onChange({ ...message, data })} />
      )}
      {message.contentType === 'shareMessage' && (
        <>
          <p className="text-xs text-slate-600">
            {t`LINE customers get this card with a share button. The button opens your LINE share app (LIFF), where they pick friends to send the card to. Its buttons may only be links.`}
          </p>
          <CardBuilder orgId={orgId} upload={upload} value={message.data} problem={field.startsWith('shareMessageSetting') ? undefined : text}
            onChange={(data) => onChange({ ...message, data })} />
          <TextField label={t`Share button label of message ${number}`} value={shareButtonLabel ?? ''} maxLength={SHARE_BUTTON_LABEL_MAX}
            placeholder={t`Share with friends`} problem={at('shareMessageSetting/buttonLabel')} onChange={(label) => onShareButtonLabel?.(label)} />
        </>
      )}
      {message.contentType === 'richvideo' && (
        <VideoCardFields data={message.data} at={at} onChange={(data) => onChange({ ...message, data })} />
      )}
    </section>
  );
}

/** A video card (03 §5): an https video, an https preview image and a file name; it goes as a video message. */
function VideoCardFields({ data, at, onChange }: {
  data: BroadcastRichVideoData;
  at: (field: string) => string | undefined;
  onChange: (data: BroadcastRichVideoData) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      <TextField label={t`Video link (https)`} type="url" placeholder="https://" value={data.url} problem={at('url')} onChange={(url) => onChange({ ...data, url })} />
      <TextField label={t`Preview image link (https)`} type="url" placeholder="https://" value={data.previewUrl} problem={at('previewUrl')}
        onChange={(previewUrl) => onChange({ ...data, previewUrl })} />
      <TextField label={t`File name`} value={data.fileName} maxLength={255} problem={at('fileName')} onChange={(fileName) => onChange({ ...data, fileName })} />
    </div>
  );
}
