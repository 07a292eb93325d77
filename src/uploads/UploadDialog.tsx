import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { acceptedExtensions, isAcceptedExtension, sizeHints, type UploadChannel, type UploadErrorKey, type UploadMode, type UploadedMedia } from '../../common/uploads';
import type { UploadedFile } from '../../common/contracts/files';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { sizeHintText, uploadErrorText } from './error-text';
import { uploadThroughWorker, type Uploader } from './upload-client';

interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  orgId: string;
  channel?: UploadChannel;
  mode?: UploadMode;
  /** Called with the stored file (and, for a video, the transcoded MP4 with its thumbnail); the dialog then closes. */
  onUploaded: (file: UploadedFile, media: UploadedMedia) => void;
  /** How to upload (the sync worker by default; tests pass their own). */
  upload?: Uploader;
  /** What the file should hold, shown above the drop zone (e.g. a CSV's columns and a sample). */
  children?: ReactNode;
}

type State =
  | { step: 'idle' }
  | { step: 'uploading'; name: string; progress: number; video: boolean }
  | { step: 'error'; name: string; error: UploadErrorKey };

/**
 * The upload dialog (01 §2: 960 px wide): drop a file or choose one; files of other extensions are
 * ignored (01 §5). Progress shows while it uploads, an error stays inline, success closes.
 */
export function UploadDialog({
  open, onClose, orgId, channel = 'livechat', mode = 'default', onUploaded, upload = uploadThroughWorker, children,
}: UploadDialogProps) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const busy = state.step === 'uploading';
  const accept = acceptedExtensions(channel, mode).join(',');

  function close() {
    if (busy) return;
    setState({ step: 'idle' });
    onClose();
  }

  async function start(files: FileList | null) {
    // Only files of the accepted extensions count; the first of them is uploaded.
    const file = Array.from(files ?? []).find((candidate) => isAcceptedExtension(candidate.name, channel, mode));
    if (!file || busy) return;
    setState({ step: 'uploading', name: file.name, progress: 0, video: file.type.startsWith('video/') });
    const outcome = await upload({ orgId, file, channel, mode }, (progress) =>
      setState((current) => (current.step === 'uploading' ? { ...current, progress } : current)));
    if (outcome.ok) {
      setState({ step: 'idle' });
      const { file: stored, preview, duration } = outcome;
      onUploaded(stored, { file: stored, preview, duration });
      onClose();
    } else {
      setState({ step: 'error', name: file.name, error: outcome.error });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    void start(event.dataTransfer.files);
  }

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-[960px] max-w-full rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{t`Upload a file`}</DialogTitle>
          {children}
          <div
            data-testid="upload-drop-zone"
            onDragOver={(event) => { event.preventDefault(); setDragging(true); }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            className={`mt-4 flex min-h-48 flex-col items-center justify-center gap-3 rounded-md border-2 border-dashed p-6 text-center ${
              dragging ? 'border-indigo-500 bg-indigo-50' : 'border-slate-300'
            }`}
          >
            {state.step === 'uploading' ? (
              <>
                <p className="text-sm text-slate-700">
                  {/* Once sent, a video is converted by the server before it can go out. */}
                  {state.video && state.progress >= 1 ? t`Converting ${state.name} for playback…` : t`Uploading ${state.name}…`}
                </p>
                <progress
                  className="h-2 w-full max-w-md"
                  max={100}
                  value={Math.round(state.progress * 100)}
                  aria-label={t`Upload progress`}
                />
              </>
            ) : (
              <>
                <p className="text-sm text-slate-700">{t`Drop a file here, or`}</p>
                <button type="button" className={primaryButton} onClick={() => input.current?.click()} aria-describedby={hintId}>
                  {t`Choose a file`}
                </button>
                <input
                  ref={input}
                  type="file"
                  accept={accept}
                  className="sr-only"
                  tabIndex={-1}
                  aria-label={t`File to upload`}
                  onChange={(event) => {
                    void start(event.target.files);
                    event.target.value = '';
                  }}
                />
              </>
            )}
            <p id={hintId} className="text-xs text-slate-500">
              {sizeHintText(i18n, sizeHints(channel, mode))} · {t`Accepted: ${accept}`}
            </p>
          </div>
          {state.step === 'error' && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {state.name}: {uploadErrorText(i18n, state.error)}
            </p>
          )}
          <div className="mt-6 flex justify-end">
            <button type="button" className={secondaryButton} onClick={close} disabled={busy}>
              {t`Cancel`}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
