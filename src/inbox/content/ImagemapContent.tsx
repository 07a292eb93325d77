import { useLingui } from '@lingui/react/macro';
import { httpUrl } from '../../../common/message-content';
import type { ImagemapData } from '../../../common/contracts/message-data';
import { FallbackImage } from './FallbackImage';
import { contentLink } from './TextContent';

/** A LINE imagemap: its image, then what each area does (a link, or the text it sends). */
export function ImagemapContent({ data }: { data: ImagemapData }) {
  const { t } = useLingui();
  return (
    <figure className="flex flex-col gap-1">
      <FallbackImage src={data.imageUrl} alt={data.content || t`Image map`} />
      {data.actions.length > 0 && (
        <ul aria-label={t`Image map actions`} className="flex flex-col gap-0.5 text-xs">
          {data.actions.map((action, index) => {
            const href = action.type === 'url' ? httpUrl(action.data) : undefined;
            const label = action.label || action.data;
            return (
              <li key={index}>
                {href ? <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={contentLink}>{label}</a> : t`Sends “${label}”`}
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}
