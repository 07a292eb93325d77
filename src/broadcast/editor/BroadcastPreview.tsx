// How the messages look on each platform (docs/broadcasts.md "Audience"): LINE, Messenger and Instagram,
// WhatsApp, live chat. What a platform does not get is said in its place (imagemaps go to LINE only, a
// WhatsApp template to WhatsApp only, quick replies show on LINE, Messenger and Instagram).
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { messageGoesTo } from '../../../common/broadcasts';
import { withShareButton } from '../../../common/broadcast-content';
import type { BroadcastCardData } from '../../../common/contracts/broadcasts';
import type { Platform } from '../../../common/contracts/base';
import { areaStyle } from '../../cards/imagemap-geometry';
import { useShownUrls } from '../../cards/shown-url';
import { kindOf, type EditorMessage } from './editor-state';

const PREVIEW_PLATFORMS: readonly Platform[] = ['line', 'facebook', 'whatsapp', 'livechat'];
/** Where a broadcast's quick reply goes out under the last message (server/broadcasts/dispatch-*.ts). */
const QUICK_REPLY_PLATFORMS: readonly Platform[] = ['line', 'facebook'];

export function BroadcastPreview({ messages, quickReply, shareButtonLabel }: {
  messages: EditorMessage[];
  quickReply: { label: string; text: string }[] | null;
  shareButtonLabel?: string;
}) {
  const { t } = useLingui();
  const names: Record<string, string> = { line: t`LINE`, facebook: t`Messenger and Instagram`, whatsapp: t`WhatsApp`, livechat: t`Live chat` };
  return (
    <section aria-labelledby="broadcast-preview" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="broadcast-preview" className="text-base font-semibold text-slate-900">{t`Preview`}</h2>
      <TabGroup>
        {/* A name that does not fit goes to the next row whole: squeezed, zh-CN broke 在线聊天 as 在线聊/天. */}
        <TabList className="flex flex-wrap gap-1 border-b border-slate-200">
          {PREVIEW_PLATFORMS.map((platform) => (
            <Tab key={platform} className="rounded-t px-3 py-1 text-sm whitespace-nowrap data-selected:bg-indigo-50 data-selected:font-semibold data-selected:text-indigo-800">
              {names[platform]}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-3">
          {PREVIEW_PLATFORMS.map((platform) => (
            <TabPanel key={platform} className="flex flex-col gap-2 rounded-md bg-slate-100 p-3">
              {messages.map((message, index) => (
                <PreviewMessage key={message.key} message={message} platform={platform} number={index + 1} shareButtonLabel={shareButtonLabel} />
              ))}
              {quickReply && quickReply.length > 0 && (QUICK_REPLY_PLATFORMS.includes(platform)
                ? <div aria-label={t`Quick replies`} className="flex flex-wrap gap-1">{quickReply.map((item, index) => (
                  <span key={index} className="rounded-full border border-slate-300 bg-white px-2 py-0.5 text-xs">{item.label}</span>
                ))}</div>
                : <Note>{t`Quick replies show on LINE, Messenger and Instagram only.`}</Note>)}
              {platform === 'whatsapp' && <Note>{t`Customers past their 24-hour window get only the WhatsApp template messages.`}</Note>}
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </section>
  );
}

const Note = ({ children }: { children: string }) => <p className="text-xs text-slate-600 italic">{children}</p>;
const bubble = 'max-w-72 self-start rounded-lg bg-white p-2 text-sm text-slate-900 shadow-xs';

function PreviewMessage({ message, platform, number, shareButtonLabel }: { message: EditorMessage; platform: Platform; number: number; shareButtonLabel?: string }) {
  const { t } = useLingui();
  const { shownUrl } = useShownUrls();
  const kind = kindOf(message);
  if (!messageGoesTo(message, platform)) {
    if (kind === 'shareMessage') return <Note>{t`Message ${number} (share message) is not sent here: share messages go to LINE only.`}</Note>;
    return <Note>{kind === 'imagemap' ? t`Message ${number} (imagemap) is not sent here: imagemaps go to LINE only.` : t`Message ${number} (WhatsApp template) goes to WhatsApp customers only.`}</Note>;
  }
  switch (message.contentType) {
    case 'text':
      return <p className={`${bubble} whitespace-pre-wrap`}>{message.data.content || '…'}</p>;
    case 'image':
      return message.data.url ? <img src={shownUrl(message.data.url)} alt={t`Image of message ${number}`} className="max-w-60 self-start rounded-lg" /> : <p className={bubble}>…</p>;
    case 'imagemap':
      return (
        <div className="relative w-60 self-start">
          {message.data.imageUrl && <img src={shownUrl(message.data.imageUrl)} alt={message.data.content ?? ''} className="block w-full rounded-lg" />}
          {message.data.actions.map((action, index) => (
            <div key={index} style={areaStyle(action.area, message.data.baseHeight)} className="absolute border border-dashed border-indigo-600" title={action.label} />
          ))}
        </div>
      );
    case 'richvideo':
      return (
        <div className={bubble}>
          {message.data.previewUrl && <img src={message.data.previewUrl} alt="" className="mb-1 w-full rounded" />}
          <p>▶ {message.data.fileName}</p>
        </div>
      );
    case 'shareMessage':
      // The share button opens the LIFF app; its link is made when the broadcast is sent.
      return <CardsPreview data={withShareButton(message.data, shareButtonLabel || '…', '')} />;
    case 'template':
      if (kind === 'whatsapp') {
        return <p className={`${bubble} whitespace-pre-wrap`}>{message.whatsapp?.body || t`(choose a template)`}</p>;
      }
      return <CardsPreview data={message.data as BroadcastCardData} />;
  }
}

function CardsPreview({ data }: { data: BroadcastCardData }) {
  const { shownUrl } = useShownUrls();
  return (
    <div className="flex gap-2 self-stretch overflow-x-auto">
      {data.elements.map((card, index) => (
        <div key={index} className="w-52 shrink-0 overflow-hidden rounded-lg bg-white text-sm shadow-xs">
          {card.imageUrl && <img src={shownUrl(card.imageUrl)} alt="" className="w-full" />}
          <div className="p-2">
            <p className="font-semibold">{card.title || '…'}</p>
            {card.subtitle && <p className="text-xs text-slate-600">{card.subtitle}</p>}
          </div>
          <div className={data.templateType === 'confirm' ? 'grid grid-cols-2 border-t border-slate-200' : 'border-t border-slate-200'}>
            {card.buttons.map((button, at) => <p key={at} className="border-slate-200 p-1 text-center text-indigo-700 not-first:border-t">{button.title || '…'}</p>)}
          </div>
        </div>
      ))}
    </div>
  );
}
