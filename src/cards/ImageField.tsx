// An image of a card, an imagemap or a broadcast: uploaded through the sync worker (checked, compressed,
// with progress: src/uploads) or given as a link; the shown image reports its size once loaded.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UploadChannel, UploadMode } from '../../common/uploads';
import { secondaryButton } from '../ui/buttons';
import { UploadDialog } from '../uploads/UploadDialog';
import type { Uploader } from '../uploads/upload-client';
import { TextField } from './fields';
import { useShownUrls } from './shown-url';

export interface ImageSize { width: number; height: number }

export function ImageField({ orgId, label, value, onChange, onSize, problem, mode = 'default', channel = 'line', upload, hint }: {
  orgId: string;
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** The image's natural size, once it has loaded. */
  onSize?: (size: ImageSize) => void;
  problem?: string;
  /** `card`: the card image rules (960 wide, 960, 1553 or 500 high). */
  mode?: Extract<UploadMode, 'default' | 'card'>;
  channel?: UploadChannel;
  /** How to upload (the sync worker by default; tests pass their own). */
  upload?: Uploader;
  hint?: string;
}) {
  const { t } = useLingui();
  const { shownUrl, remember } = useShownUrls();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <TextField label={label} type="url" value={value} onChange={onChange} problem={problem} placeholder="https://" hint={hint} />
        </div>
        <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-label={t`Upload ${label}`}>{t`Upload`}</button>
      </div>
      {value && (
        <img
          src={shownUrl(value)}
          alt={label}
          className="max-h-32 self-start rounded border border-slate-200 object-contain"
          onLoad={(event) => onSize?.({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        />
      )}
      <UploadDialog
        open={open}
        onClose={() => setOpen(false)}
        orgId={orgId}
        channel={channel}
        mode={mode}
        upload={upload}
        onUploaded={(file) => {
          // The stored file's own path: the server signs it under PUBLIC_URL for the platforms.
          remember(file.url, file.signedUrl);
          onChange(file.url);
        }}
      />
    </div>
  );
}
