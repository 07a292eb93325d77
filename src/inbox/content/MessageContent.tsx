import type { ContentDataMap, ContentType } from '../../../common/contracts/message-data';
import type { WhatsAppTemplateMessageData } from '../../../common/contracts/whatsapp-templates';
import type { MessageRecord } from '../../../local/records';
import { FileContent } from './FileContent';
import { FormContent } from './FormContent';
import { ImageContent, ImageSetContent } from './ImageContent';
import { ImagemapContent } from './ImagemapContent';
import { LocationContent } from './LocationContent';
import { NoticeContent } from './NoticeContent';
import { PlayerContent } from './PlayerContent';
import { CustomerShareContent, ShareContent, StoryMentionContent } from './SharedContent';
import { StickerContent } from './StickerContent';
import { TemplateContent } from './TemplateContent';
import { TextContent } from './TextContent';
import { WhatsAppTemplateContent } from './WhatsAppTemplateContent';

/** The data of a message read as its content type's shape (IndexedDB rows are typed loosely). */
function dataOf<K extends ContentType>(message: MessageRecord, _type: K): ContentDataMap[K] {
  return message.data as ContentDataMap[K];
}

function isWhatsAppTemplate(data: MessageRecord['data']): data is WhatsAppTemplateMessageData {
  return (data as { templateType?: string }).templateType === 'whatsapp';
}

/** What a bubble shows for each content type (02 §3); a type it does not know says chat.sentUnsupported. */
export function MessageContent({ message }: { message: MessageRecord }) {
  switch (message.contentType) {
    case 'text': return <TextContent data={dataOf(message, 'text')} />;
    case 'image': return <ImageContent data={dataOf(message, 'image')} />;
    case 'imageSet': return <ImageSetContent data={dataOf(message, 'imageSet')} />;
    case 'audio': return <PlayerContent kind="audio" data={dataOf(message, 'audio')} />;
    case 'video': return <PlayerContent kind="video" data={dataOf(message, 'video')} />;
    case 'file': return <FileContent data={dataOf(message, 'file')} />;
    case 'location': return <LocationContent data={dataOf(message, 'location')} />;
    case 'template':
      // A WhatsApp template's data is the contract's stored shape, not a card set's.
      return isWhatsAppTemplate(message.data)
        ? <WhatsAppTemplateContent data={message.data} />
        : <TemplateContent data={dataOf(message, 'template')} />;
    case 'lineSticker': return <StickerContent data={dataOf(message, 'lineSticker')} />;
    case 'imagemap': return <ImagemapContent data={dataOf(message, 'imagemap')} />;
    case 'form': return <FormContent data={dataOf(message, 'form')} />;
    case 'share': return <ShareContent data={dataOf(message, 'share')} />;
    case 'storyMention': return <StoryMentionContent data={dataOf(message, 'storyMention')} />;
    case 'customerShare': return <CustomerShareContent data={dataOf(message, 'customerShare')} />;
    case 'likeHeart':
    case 'delete':
      return <NoticeContent kind={message.contentType} />;
    default:
      return <NoticeContent kind="unsupported" />;
  }
}
