import { useLingui } from '@lingui/react/macro';
import { httpUrl, isPhoneButtonData } from '../../../common/message-content';
import type { TemplateButton, TemplateCard, TemplateData } from '../../../common/contracts/message-data';
import { FallbackImage } from './FallbackImage';

const buttonStyle = 'block rounded-md border border-slate-200 px-2 py-1 text-center text-sm text-indigo-700';

/** A template button as the customer sees it: links open, a phone button dials, a postback only shows. */
function CardButton({ button }: { button: TemplateButton }) {
  const href = button.type === 'phone'
    ? (isPhoneButtonData(button.data) ? `tel:${button.data}` : undefined)
    : button.type === 'url' || button.type === 'share-link' ? httpUrl(button.data) : undefined;
  if (!href) return <span className={buttonStyle}>{button.title}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={`${buttonStyle} hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600`}>
      {button.title}
    </a>
  );
}

function Card({ card }: { card: TemplateCard }) {
  return (
    <article className="flex w-56 shrink-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white text-slate-900">
      {card.imageUrl && <FallbackImage src={card.imageUrl} alt="" className="h-32 w-full object-cover" />}
      <div className="flex flex-col gap-1 p-2">
        <h3 className="font-semibold">{card.title}</h3>
        {card.subtitle && <p className="text-xs text-slate-600">{card.subtitle}</p>}
        {card.buttons.length > 0 && (
          <ul className="mt-1 flex flex-col gap-1">
            {card.buttons.map((button, index) => <li key={index}><CardButton button={button} /></li>)}
          </ul>
        )}
      </div>
    </article>
  );
}

/** Buttons, confirm and carousel templates (02 §5 Card limits apply when they are made, not here). */
export function TemplateContent({ data }: { data: TemplateData }) {
  const { t } = useLingui();
  if (data.templateType !== 'carousel') return data.elements[0] ? <Card card={data.elements[0]} /> : null;
  return (
    <ul aria-label={t`Carousel of ${data.elements.length} cards`} className="flex max-w-full gap-2 overflow-x-auto pb-1">
      {data.elements.map((card, index) => <li key={index}><Card card={card} /></li>)}
    </ul>
  );
}
