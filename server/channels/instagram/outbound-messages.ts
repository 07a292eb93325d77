// Parley's message content as Instagram messages (the Send API through the linked Page), or why it
// cannot go: text, images by URL, and cards as the generic template — Instagram has no button
// template and no call buttons, and takes no audio, video or files (01 §5).
import type { MessageContent, TemplateData } from '../../../common/contracts/message-data';
import { isUnsupported, type Unsupported } from '../outbound/unsupported';
import { genericTemplateOf } from '../meta/template-elements';

export type InstagramMessage =
  | { text: string }
  | { attachment: { type: 'image'; payload: { url: string } } }
  | { attachment: { type: 'template'; payload: Record<string, unknown> } };

function templateOf(data: TemplateData): Record<string, unknown> | Unsupported {
  if (data.elements.length === 0) return { unsupported: 'a template without cards cannot be sent to Instagram' };
  if (data.templateType !== 'carousel' && data.elements.length > 1) return { unsupported: `a ${data.templateType} card is one card` };
  return genericTemplateOf(data.elements, { name: 'Instagram', phoneButtons: false });
}

/** Media content's URLs are absolute here (outbound/public-media.ts). */
export function instagramMessageOf(content: MessageContent): InstagramMessage | Unsupported {
  switch (content.contentType) {
    case 'text':
      return { text: content.data.content };
    case 'image':
      return { attachment: { type: 'image', payload: { url: content.data.url } } };
    case 'audio':
    case 'video':
      return { unsupported: `Instagram takes no ${content.contentType} from a business (01 §5)` };
    case 'file':
      return { unsupported: 'Instagram takes images, not files' };
    case 'template': {
      const payload = templateOf(content.data);
      return isUnsupported(payload) ? payload : { attachment: { type: 'template', payload } };
    }
    default:
      return { unsupported: `${content.contentType} messages cannot be sent to Instagram` };
  }
}
