// The card builder (02 §3 card templates, 02 §5 card limits): one card with buttons, a carousel of
// cards, or a confirm (a question and two buttons). Shared by the broadcast editor and the
// conversation composer; the caller checks what it builds with the shared rules and passes the problem.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CARD_IMAGE_WIDTH } from '../../common/broadcast-content';
import type { BroadcastCardData } from '../../common/contracts/broadcasts';
import { CARD_LIMITS, CARD_MAX_BUTTONS, CAROUSEL_MAX_CARDS } from '../../common/message-content';
import { secondaryButton } from '../ui/buttons';
import type { Uploader } from '../uploads/upload-client';
import { control } from './fields';
import { TextField } from './fields';
import { ImageField } from './ImageField';
import { heightChoices } from './image-heights';

export type CardSet = BroadcastCardData;
type Card = CardSet['elements'][number];
type Button = Card['buttons'][number];
type ButtonType = Exclude<Button['type'], 'location'>;

export const BUTTON_TYPE_LABELS: Record<ButtonType, MessageDescriptor> = {
  url: msg`Open a link`,
  phone: msg`Call a number`,
  postback: msg`Send data back`,
  'share-link': msg`Share a link`,
};
const BUTTON_TYPES = Object.keys(BUTTON_TYPE_LABELS) as ButtonType[];
const CONFIRM_BUTTON_TYPES: ButtonType[] = ['postback', 'url'];

const emptyCard = (buttons: number): Card => ({ title: '', subtitle: '', buttons: Array.from({ length: buttons }, () => ({ type: 'url', title: '', data: '' })) });

export function CardBuilder({ orgId, value, onChange, problem, upload }: {
  orgId: string;
  value: CardSet;
  onChange: (next: CardSet) => void;
  /** What the shared rules say is wrong, in the active language. */
  problem?: string;
  upload?: Uploader;
}) {
  const { t } = useLingui();
  const problemId = useId();
  const confirm = value.templateType === 'confirm';
  const carousel = value.templateType === 'carousel';
  const setCard = (index: number, card: Card) => onChange({ ...value, elements: value.elements.map((item, at) => (at === index ? card : item)) });

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={problem ? problemId : undefined}>
      <legend className="sr-only">{confirm ? t`Confirm card` : carousel ? t`Carousel` : t`Card`}</legend>
      {value.elements.map((card, index) => (
        <CardFields
          key={index}
          orgId={orgId}
          card={card}
          number={index + 1}
          confirm={confirm}
          upload={upload}
          onChange={(next) => setCard(index, next)}
          onRemove={carousel && value.elements.length > 1 ? () => onChange({ ...value, elements: value.elements.filter((_, at) => at !== index) }) : undefined}
        />
      ))}
      {carousel && value.elements.length < CAROUSEL_MAX_CARDS && (
        <button type="button" className={`${secondaryButton} self-start`}
          onClick={() => onChange({ ...value, elements: [...value.elements, emptyCard(value.elements[0]?.buttons.length ?? 0)] })}>
          {t`Add a card`}
        </button>
      )}
      <TextField label={t`Alternative text (shown in notifications)`} value={value.content ?? ''} maxLength={400} onChange={(content) => onChange({ ...value, content })} />
      {problem && <p id={problemId} role="alert" className="text-sm text-red-700">{problem}</p>}
    </fieldset>
  );
}

function CardFields({ orgId, card, number, confirm, upload, onChange, onRemove }: {
  orgId: string;
  card: Card;
  number: number;
  confirm: boolean;
  upload?: Uploader;
  onChange: (card: Card) => void;
  onRemove?: () => void;
}) {
  const { i18n, t } = useLingui();
  const setButton = (index: number, button: Button) => onChange({ ...card, buttons: card.buttons.map((item, at) => (at === index ? button : item)) });
  const heights = heightChoices(i18n.locale);
  return (
    <fieldset aria-label={t`Card ${number}`} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <div className="flex items-center justify-between">
        <span className="text-sm font-medium text-slate-800">{confirm ? t`Question` : t`Card ${number}`}</span>
        {onRemove && <button type="button" className={secondaryButton} onClick={onRemove} aria-label={t`Remove card ${number}`}>{t`Remove`}</button>}
      </div>
      <TextField label={confirm ? t`Question text` : t`Title`} value={card.title} maxLength={CARD_LIMITS.whatsappTitle} onChange={(title) => onChange({ ...card, title })} />
      {!confirm && (
        <>
          <TextField label={t`Subtitle`} value={card.subtitle ?? ''} maxLength={500} onChange={(subtitle) => onChange({ ...card, subtitle })} />
          <ImageField
            orgId={orgId}
            label={t`Card image`}
            mode="card"
            upload={upload}
            value={card.imageUrl ?? ''}
            hint={t`${CARD_IMAGE_WIDTH} pixels wide; ${heights} pixels high.`}
            onChange={(imageUrl) => {
              const { imageSize: _size, imageUrl: _url, ...rest } = card;
              onChange(imageUrl ? { ...rest, imageUrl } : rest);
            }}
            onSize={(imageSize) => { if (card.imageSize?.width !== imageSize.width || card.imageSize.height !== imageSize.height) onChange({ ...card, imageSize }); }}
          />
        </>
      )}
      {card.buttons.map((button, index) => (
        <ButtonFields
          key={index}
          button={button}
          label={t`Button ${index + 1}`}
          types={confirm ? CONFIRM_BUTTON_TYPES : BUTTON_TYPES}
          onChange={(next) => setButton(index, next)}
          onRemove={confirm ? undefined : () => onChange({ ...card, buttons: card.buttons.filter((_, at) => at !== index) })}
        />
      ))}
      {!confirm && card.buttons.length < CARD_MAX_BUTTONS && (
        <button type="button" className={`${secondaryButton} self-start`}
          onClick={() => onChange({ ...card, buttons: [...card.buttons, { type: 'url', title: '', data: '' }] })}>
          {t`Add a button`}
        </button>
      )}
    </fieldset>
  );
}

function ButtonFields({ button, label, types, onChange, onRemove }: {
  button: Button;
  label: string;
  types: ButtonType[];
  onChange: (button: Button) => void;
  onRemove?: () => void;
}) {
  const { t, i18n } = useLingui();
  const dataLabel = button.type === 'phone' ? t`Phone number` : button.type === 'postback' ? t`Data sent back` : t`Link`;
  return (
    <fieldset aria-label={label} className="grid grid-cols-[auto_1fr_1fr_auto] items-end gap-2">
      <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
        {t`${label}: action`}
        <select value={button.type} className={`${control} border-slate-300`}
          onChange={(event) => onChange({ ...button, type: event.target.value as ButtonType, data: '' })}>
          {types.map((type) => <option key={type} value={type}>{i18n._(BUTTON_TYPE_LABELS[type])}</option>)}
        </select>
      </label>
      <TextField label={t`${label}: title`} value={button.title} maxLength={100} onChange={(title) => onChange({ ...button, title })} />
      <TextField label={`${label}: ${dataLabel}`} value={button.data ?? ''} maxLength={2000} onChange={(data) => onChange({ ...button, data })} />
      {onRemove ? <button type="button" className={secondaryButton} onClick={onRemove} aria-label={t`Remove ${label}`}>{t`Remove`}</button> : <span />}
    </fieldset>
  );
}
