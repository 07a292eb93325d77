import { useLingui } from '@lingui/react/macro';
import type { WhatsAppTemplateMessageData } from '../../../common/contracts/whatsapp-templates';
import { TemplateHeaderMedia } from './TemplateHeaderMedia';

/** A WhatsApp template as sent, filled in: its name small, the header (text, or its image, video or document), body and footer, its buttons as labels. */
export function WhatsAppTemplateContent({ data }: { data: WhatsAppTemplateMessageData }) {
  const { t } = useLingui();
  const name = data.name;
  return (
    <div className="space-y-1">
      <p className="text-xs opacity-75">{t`WhatsApp template ${name}`}</p>
      {data.header?.format === 'TEXT' && data.header.text && <p className="font-semibold">{data.header.text}</p>}
      {data.header && data.header.format !== 'TEXT' && <TemplateHeaderMedia header={data.header} />}
      <p className="whitespace-pre-wrap">{data.content}</p>
      {data.footer && <p className="text-xs opacity-75">{data.footer}</p>}
      {data.buttons && data.buttons.length > 0 && (
        <ul aria-label={t`Buttons`} className="space-y-1 pt-1">
          {data.buttons.map((button, index) => (
            <li key={index} className="rounded-md border border-current/30 px-2 py-1 text-center text-sm">{button.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
