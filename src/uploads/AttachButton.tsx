import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UploadChannel, UploadedMedia } from '../../common/uploads';
import { secondaryButton } from '../ui/buttons';
import { UploadDialog } from './UploadDialog';

/**
 * "Attach" in the composer: opens the upload dialog; the uploaded file is handed to `onAttach`,
 * which sends it as a message (a video as its transcoded MP4 with the thumbnail as preview).
 */
export function AttachButton({ orgId, channel = 'livechat', onAttach }: {
  orgId: string;
  channel?: UploadChannel;
  onAttach: (media: UploadedMedia) => void;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);

  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {t`Attach`}
      </button>
      <UploadDialog open={open} onClose={() => setOpen(false)} orgId={orgId} channel={channel} onUploaded={(_file, media) => onAttach(media)} />
    </>
  );
}
