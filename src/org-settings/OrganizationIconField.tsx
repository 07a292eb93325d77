import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UploadedFile } from '../../common/contracts/files';
import { UploadDialog } from '../uploads/UploadDialog';
import { Avatar } from '../ui/Avatar';
import { secondaryButton } from '../ui/buttons';

/** The icon as the form holds it: unchanged, a newly uploaded image, or removed. */
export type IconChoice = { kind: 'unchanged' } | { kind: 'uploaded'; file: UploadedFile } | { kind: 'removed' };

interface OrganizationIconFieldProps {
  orgId: string;
  name: string;
  /** The saved icon's URL, if any. */
  saved?: string;
  choice: IconChoice;
  onChoice: (choice: IconChoice) => void;
  disabled: boolean;
}

/** The organization's icon in basic info: upload an image through the upload dialog, or remove it. */
export function OrganizationIconField({ orgId, name, saved, choice, onChoice, disabled }: OrganizationIconFieldProps) {
  const { t } = useLingui();
  const [uploading, setUploading] = useState(false);
  const [notImage, setNotImage] = useState(false);
  const shown = choice.kind === 'uploaded' ? choice.file.signedUrl : choice.kind === 'removed' ? undefined : saved;

  function uploaded(file: UploadedFile) {
    // The upload dialog also takes audio and video; an icon is an image.
    const image = file.contentType.startsWith('image/');
    setNotImage(!image);
    if (image) onChoice({ kind: 'uploaded', file });
  }

  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{t`Icon`}</legend>
      <div className="flex items-center gap-3">
        <span data-testid="organization-icon"><Avatar name={name || '?'} picture={shown} /></span>
        {!disabled && (
          <>
            <button type="button" className={secondaryButton} onClick={() => setUploading(true)}>{t`Upload icon`}</button>
            {shown && <button type="button" className={secondaryButton} onClick={() => onChoice({ kind: 'removed' })}>{t`Remove icon`}</button>}
          </>
        )}
      </div>
      {notImage && <p role="alert" className="mt-1 text-sm text-red-700">{t`Choose an image (JPG or PNG) for the icon.`}</p>}
      <UploadDialog open={uploading} onClose={() => setUploading(false)} orgId={orgId} onUploaded={uploaded} />
    </fieldset>
  );
}
