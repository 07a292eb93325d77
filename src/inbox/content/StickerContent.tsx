import { useLingui } from '@lingui/react/macro';
import { lineStickerImageUrl } from '../../../common/message-content';
import type { LineStickerData } from '../../../common/contracts/message-data';
import { FallbackImage } from './FallbackImage';

/** A LINE sticker: the image the channel gave, else LINE's public image of the sticker id. */
export function StickerContent({ data }: { data: LineStickerData }) {
  const { t } = useLingui();
  return <FallbackImage src={data.url ?? lineStickerImageUrl(data.stickerId)} alt={t`Sticker`} className="size-32 object-contain" />;
}
