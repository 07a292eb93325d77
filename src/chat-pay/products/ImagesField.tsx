import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { PRODUCT_IMAGES_MAX } from '../../../common/chat-pay';
import type { UploadedFile } from '../../../common/contracts/files';
import { secondaryButton } from '../../ui/buttons';
import { UploadDialog } from '../../uploads/UploadDialog';
import { ProductImage } from './ProductImage';

/** The product's images (the first is its picture in lists and cards), uploaded through the upload dialog. */
export function ImagesField({ orgId, images, onChange }: { orgId: string; images: string[]; onChange: (images: string[]) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [notImage, setNotImage] = useState(false);

  function uploaded(file: UploadedFile) {
    const image = file.contentType.startsWith('image/');
    setNotImage(!image);
    if (image) onChange([...images, file.url]);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-base font-semibold text-slate-900">{t`Images`}</legend>
      <ul className="flex flex-wrap gap-3">
        {images.map((url, index) => {
          const place = index + 1;
          return (
            <li key={url} className="flex flex-col items-center gap-1">
              <ProductImage url={url} alt={t`Image ${place}`} className="size-24" />
              <button type="button" className={secondaryButton} onClick={() => onChange(images.filter((_, at) => at !== index))}>
                {t`Remove image ${place}`}
              </button>
            </li>
          );
        })}
      </ul>
      {notImage && <p role="alert" className="text-xs text-red-700">{t`Choose an image (JPG or PNG).`}</p>}
      {images.length < PRODUCT_IMAGES_MAX && (
        <button type="button" className={`${secondaryButton} self-start`} onClick={() => setOpen(true)}>{t`Upload image`}</button>
      )}
      <UploadDialog open={open} onClose={() => setOpen(false)} orgId={orgId} onUploaded={uploaded} />
    </fieldset>
  );
}
