import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UploadChannel, UploadedFile } from '../../common/uploads';
import { secondaryButton } from '../ui/buttons';
import { UploadDialog } from './UploadDialog';

/**
 * "Attach" in the composer: opens the upload dialog. Sending the file as a message is a later step;
 * until then the agent sees the uploaded file named, with a link to open it.
 */
export function AttachButton({ orgId, channel = 'livechat' }: { orgId: string; channel?: UploadChannel }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<UploadedFile>();

  return (
    <div className="flex flex-col items-start gap-1">
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
        {t`Attach`}
      </button>
      <output className="text-xs text-slate-600">
        {last && (
          <>
            {t`${last.name} uploaded.`}{' '}
            <a href={last.signedUrl} target="_blank" rel="noreferrer" className="text-indigo-700 underline">
              {t`Open`}
            </a>
          </>
        )}
      </output>
      <UploadDialog open={open} onClose={() => setOpen(false)} orgId={orgId} channel={channel} onUploaded={setLast} />
    </div>
  );
}
