import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UploadedFile } from '../../../common/contracts/files';
import { useMediaUrl } from '../../inbox/content/use-media-url';
import { secondaryButton } from '../../ui/buttons';
import { UploadDialog } from '../../uploads/UploadDialog';

/** The shop's logo: an image uploaded through the upload dialog (src/uploads), kept by its stable URL. */
export function LogoField({ orgId, value, onChange }: { orgId: string; value: string; onChange: (url: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [notImage, setNotImage] = useState(false);
  const shown = useMediaUrl(value || undefined);

  function uploaded(file: UploadedFile) {
    // The dialog also takes audio and video; a logo is an image.
    const image = file.contentType.startsWith('image/');
    setNotImage(!image);
    if (image) onChange(file.url);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-xs font-medium text-slate-700">{t`Logo`}</legend>
      <div className="flex items-center gap-3">
        {shown ? <img src={shown} alt={t`Logo`} className="size-16 rounded border border-slate-200 object-contain" />
          : <span className="flex size-16 items-center justify-center rounded border border-dashed border-slate-300 text-xs text-slate-500">{t`No logo`}</span>}
        <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>{t`Upload logo`}</button>
        {value && <button type="button" className={secondaryButton} onClick={() => onChange('')}>{t`Remove logo`}</button>}
      </div>
      {notImage && <p role="alert" className="text-xs text-red-700">{t`Choose an image (JPG or PNG) for the logo.`}</p>}
      <UploadDialog open={open} onClose={() => setOpen(false)} orgId={orgId} onUploaded={uploaded} />
    </fieldset>
  );
}
