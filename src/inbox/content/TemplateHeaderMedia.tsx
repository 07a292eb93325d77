import { useLingui } from '@lingui/react/macro';
import type { WhatsAppTemplateHeader } from '../../../common/contracts/whatsapp-templates';
import { FallbackImage } from './FallbackImage';
import { useMediaUrl } from './use-media-url';

/** The file's name in one of our /files/{id}/{name} URLs, or undefined for another URL. */
function fileNameOf(url: string | undefined): string | undefined {
  const name = url ? /^\/files\/[A-Za-z0-9]{10}\/([^/?#]+)$/.exec(url)?.[1] : undefined;
  if (!name) return undefined;
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/**
 * A WhatsApp template's media header (IMAGE, VIDEO, DOCUMENT) where a template shows: the image as a
 * preview, a video or document by its file name (linked when it can be opened). A TEXT header is not this.
 */
export function TemplateHeaderMedia({ header, className = 'max-h-40 rounded-md object-contain' }: { header: WhatsAppTemplateHeader; className?: string }) {
  const { t } = useLingui();
  const href = useMediaUrl(header.format === 'TEXT' ? undefined : header.mediaUrl);
  if (header.format === 'TEXT') return null;
  const name = fileNameOf(header.mediaUrl);
  if (header.format === 'IMAGE') return <FallbackImage src={header.mediaUrl} alt={name ? t`Header image ${name}` : t`Header image`} className={className} />;
  const label = header.format === 'VIDEO'
    ? (name ? t`Header video: ${name}` : t`Header video`)
    : (name ? t`Header document: ${name}` : t`Header document`);
  return (
    <p className="text-sm">
      {href ? <a href={href} target="_blank" rel="noopener noreferrer" className="underline">{label}</a> : <span>{label}</span>}
    </p>
  );
}
