import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UploadErrorKey } from '../../common/uploads';
import type { UploadedFile } from '../../common/contracts/files';
import { uploadErrorText } from '../uploads/error-text';
import { uploadThroughWorker } from '../uploads/upload-client';
import { Avatar } from '../ui/Avatar';
import { secondaryButton } from '../ui/buttons';

/** Pictures are JPEG or PNG images (01 §5 image rules; the worker checks and compresses them). */
const ACCEPT = '.jpg,.jpeg,.png';

type State =
  | { step: 'idle' }
  | { step: 'uploading'; progress: number }
  | { step: 'error'; error: UploadErrorKey };

/**
 * The profile picture: the chosen image uploads at once through the upload flow (into `orgId`'s
 * files) and shows as a preview; saving the profile makes it the picture (01 §5).
 */
export function PictureField({ name, current, orgId, onUploaded }: {
  name: string;
  current?: string;
  /** The organization the file is uploaded to; without one there is nowhere to upload. */
  orgId: string | undefined;
  onUploaded: (file: UploadedFile) => void;
}) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [preview, setPreview] = useState<string>();
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !orgId) return;
    setState({ step: 'uploading', progress: 0 });
    const outcome = await uploadThroughWorker({ orgId, file, channel: 'livechat', mode: 'default' }, (progress) =>
      setState((now) => (now.step === 'uploading' ? { step: 'uploading', progress } : now)));
    if (!outcome.ok) {
      setState({ step: 'error', error: outcome.error });
      return;
    }
    if (!outcome.file.contentType.startsWith('image/')) {
      setState({ step: 'error', error: 'file-format-error' });
      return;
    }
    setState({ step: 'idle' });
    setPreview(URL.createObjectURL(file));
    onUploaded(outcome.file);
  }

  return (
    <div className="flex items-center gap-4">
      <span data-testid="picture-preview">
        {preview ? (
          <img src={preview} alt={t`New picture`} className="size-16 rounded-full object-cover" />
        ) : (
          <Avatar name={name} picture={current} size="lg" />
        )}
      </span>
      <div className="space-y-1">
        <input ref={input} type="file" accept={ACCEPT} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void choose(event)} />
        <button
          type="button"
          className={secondaryButton}
          aria-describedby={hintId}
          disabled={!orgId || state.step === 'uploading'}
          onClick={() => input.current?.click()}
        >
          {t`Choose a picture`}
        </button>
        <p id={hintId} className="text-xs text-slate-500">
          {orgId ? t`JPG or PNG, at most 5 MB.` : t`Create or join an organization to upload a picture.`}
        </p>
        {state.step === 'uploading' && (
          <progress className="h-1 w-40" max={1} value={state.progress} aria-label={t`Uploading the picture`} />
        )}
        {state.step === 'error' && <p role="alert" className="text-sm text-red-700">{uploadErrorText(i18n, state.error)}</p>}
      </div>
    </div>
  );
}
