import { useLingui } from '@lingui/react/macro';
import type { MediaData } from '../../../common/contracts/message-data';
import { useMediaUrl } from './use-media-url';
import { contentLink } from './TextContent';

/** Audio and video play in the page; the download link is there for when the browser cannot. */
export function PlayerContent({ data, kind }: { data: MediaData; kind: 'audio' | 'video' }) {
  const { t } = useLingui();
  const src = useMediaUrl(data.url);
  const poster = useMediaUrl(data.previewUrl);
  const label = kind === 'audio' ? t`Audio message` : t`Video message`;
  if (!src) return <em className="opacity-70">{label}</em>;
  return (
    <figure className="flex flex-col gap-1">
      {kind === 'audio' ? (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- customers' media come without caption tracks
        <audio controls preload="none" src={src} aria-label={label} />
      ) : (
        // oxlint-disable-next-line jsx-a11y/media-has-caption -- customers' media come without caption tracks
        <video controls preload="none" src={src} poster={poster ?? undefined} aria-label={label} className="max-h-64 rounded-lg" />
      )}
      <a href={src} target="_blank" rel="noopener noreferrer" download={data.fileName ?? ''} className={contentLink}>
        {t`Download`}
      </a>
    </figure>
  );
}
