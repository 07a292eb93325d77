// The media of a reply as the platform fetches it: the platform downloads the file when the customer
// opens it, maybe days later, from a URL of ours that needs no session (signed, long-lived).
import type { MessageContent } from '../../../common/contracts/message-data';
import type { WhatsAppTemplateMessageData } from '../../../common/contracts/whatsapp-templates';
import type { UrlSigner } from '../../files/signing';

/** How long a reply's media stays reachable for the platform (LINE fetches it when the customer opens it). */
export const PLATFORM_MEDIA_URL_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * An imagemap's base URL: LINE fetches `{baseUrl}/{width}`, so for our file the signature goes in the
 * path (server/files/transfer-routes.ts answers `/files/{id}/{name}/{expires}/{signature}/{width}`).
 */
function imagemapBase(url: string, publicUrl: string, signer: UrlSigner): string {
  if (!url.startsWith('/files/')) return url;
  const filePath = url.split('?')[0]!;
  const query = new URLSearchParams(signer.sign('GET', filePath, PLATFORM_MEDIA_URL_TTL_MS).split('?')[1]);
  return `${publicUrl}${filePath}/${query.get('expires')}/${query.get('signature')}`;
}

/**
 * The content with its /files/ URLs made absolute (PUBLIC_URL) and signed: a media message's URL and
 * preview, the images of cards and imagemaps, a WhatsApp template's media header; other content as it is.
 */
export function withPublicMedia(content: MessageContent, publicUrl: string, signer: UrlSigner): MessageContent {
  const reachable = (url: string) => (url.startsWith('/files/') ? `${publicUrl}${signer.sign('GET', url.split('?')[0]!, PLATFORM_MEDIA_URL_TTL_MS)}` : url);
  const template = content.data as Partial<WhatsAppTemplateMessageData>;
  if (content.contentType === 'template' && template.templateType === 'whatsapp' && template.header?.mediaUrl) {
    return { ...content, data: { ...content.data, header: { ...template.header, mediaUrl: reachable(template.header.mediaUrl) } } } as MessageContent;
  }
  if (content.contentType === 'template' && 'elements' in content.data) {
    const elements = content.data.elements.map((card) => (card.imageUrl ? { ...card, imageUrl: reachable(card.imageUrl) } : card));
    return { ...content, data: { ...content.data, elements } };
  }
  if (content.contentType === 'imagemap') return { ...content, data: { ...content.data, imageUrl: imagemapBase(content.data.imageUrl, publicUrl, signer) } };
  if (!('url' in content.data) || typeof content.data.url !== 'string') return content;
  const { url, previewUrl } = content.data as { url: string; previewUrl?: string };
  return { ...content, data: { ...content.data, url: reachable(url), ...(previewUrl ? { previewUrl: reachable(previewUrl) } : {}) } } as MessageContent;
}
