import { useLingui } from '@lingui/react/macro';
import type { ImageSetData, MediaData } from '../../../common/contracts/message-data';
import { FallbackImage } from './FallbackImage';
import { useMediaUrl } from './use-media-url';

export function ImageContent({ data }: { data: MediaData }) {
  const { t } = useLingui();
  const href = useMediaUrl(data.url);
  const image = <FallbackImage src={data.previewUrl ?? data.url} alt={data.content || t`Image`} />;
  return (
    <figure>
      {href ? <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t`Open image`}>{image}</a> : image}
      {data.content && <figcaption className="mt-1">{data.content}</figcaption>}
    </figure>
  );
}

export function ImageSetContent({ data }: { data: ImageSetData }) {
  const { t } = useLingui();
  const count = data.images.length;
  return (
    <ul aria-label={t`${count} images`} className="grid grid-cols-2 gap-1">
      {data.images.map((image, index) => (
        <li key={index}>
          <FallbackImage src={image.previewUrl ?? image.url} alt={t`Image ${index + 1} of ${count}`} className="h-28 w-full rounded-md object-cover" />
        </li>
      ))}
    </ul>
  );
}
