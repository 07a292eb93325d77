import { useId, useRef, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { WHATSAPP_TEMPLATE_LIMITS } from '../../../common/whatsapp-templates';
import { acceptedExtensions, checkUpload, extensionOf, type UploadErrorKey } from '../../../common/uploads';
import { secondaryButton } from '../../ui/buttons';
import { uploadErrorText } from '../../uploads/error-text';
import { uploadThroughWorker, type Uploader } from '../../uploads/upload-client';
import { HEADER_CHOICES, type HeaderChoice, type HeaderFile, type MediaHeaderFormat } from './template-form';

const CHOICE_LABELS: Record<HeaderChoice, MessageDescriptor> = {
  NONE: msg`None`,
  TEXT: msg`Text`,
  IMAGE: msg`Image`,
  VIDEO: msg`Video`,
  DOCUMENT: msg`Document`,
};

/** What each media header takes: the MIME family, and the template extensions (01 §5) of that family. */
const MEDIA: Record<MediaHeaderFormat, { family: string; choose: MessageDescriptor; wrongKind: MessageDescriptor }> = {
  IMAGE: { family: 'image', choose: msg`Choose an image`, wrongKind: msg`An image header takes a JPG or PNG image.` },
  VIDEO: { family: 'video', choose: msg`Choose a video`, wrongKind: msg`A video header takes an MP4 video.` },
  DOCUMENT: { family: 'application', choose: msg`Choose a document`, wrongKind: msg`A document header takes a PDF document.` },
};
const FAMILY_EXTENSIONS: Record<string, readonly string[]> = { image: ['.png', '.jpg', '.jpeg'], video: ['.mp4'], application: ['.pdf'] };
const extensionsOf = (format: MediaHeaderFormat) =>
  acceptedExtensions('whatsapp', 'template').filter((extension) => FAMILY_EXTENSIONS[MEDIA[format].family]!.includes(extension));

type Upload = { step: 'idle' } | { step: 'uploading'; name: string; progress: number } | { step: 'refused'; name: string; text: string };

export interface TemplateHeaderValue {
  format: HeaderChoice;
  text: string;
  file: HeaderFile | null;
}

/**
 * The header of a new template: none, a text, or an image, video or document. A media header's sample
 * is uploaded through the sync worker with the WhatsApp template rules (01 §5: their error texts
 * inline), with progress; its name shows once stored, and its /files/ URL is what the form sends.
 */
export function TemplateHeaderField({ orgId, value, onChange, error, inputRef, describedBy, upload = uploadThroughWorker }: {
  orgId: string;
  value: TemplateHeaderValue;
  onChange: (value: TemplateHeaderValue) => void;
  /** The form's problem with the header (found by the form or named by the server). */
  error: string | null;
  inputRef: (element: HTMLElement | null) => void;
  describedBy?: string;
  /** How to upload (the sync worker by default; tests pass their own). */
  upload?: Uploader;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<Upload>({ step: 'idle' });
  const invalid = error ? { 'aria-invalid': true, ...(describedBy ? { 'aria-describedby': describedBy } : {}) } : {};
  const media = value.format !== 'NONE' && value.format !== 'TEXT' ? value.format : null;

  function choose(format: HeaderChoice) {
    if (state.step === 'uploading') return;
    setState({ step: 'idle' });
    // A file of another kind no longer fits the header.
    const file = value.file && format !== 'NONE' && format !== 'TEXT' && value.file.contentType.startsWith(`${MEDIA[format].family}/`) ? value.file : null;
    onChange({ ...value, format, file });
  }

  async function start(file: File | undefined, format: MediaHeaderFormat) {
    if (!file || state.step === 'uploading') return;
    const refuse = (text: string) => setState({ step: 'refused', name: file.name, text });
    const check = checkUpload({ name: file.name, type: file.type, size: file.size, channel: 'whatsapp', mode: 'template' });
    if (!check.ok) return refuse(uploadErrorText(i18n, check.error));
    if (check.family !== MEDIA[format].family || !extensionsOf(format).includes(extensionOf(file.name))) return refuse(i18n._(MEDIA[format].wrongKind));
    setState({ step: 'uploading', name: file.name, progress: 0 });
    const outcome = await upload({ orgId, file, channel: 'whatsapp', mode: 'template' }, (progress) =>
      setState((current) => (current.step === 'uploading' ? { ...current, progress } : current)));
    if (!outcome.ok) return refuse(uploadErrorText(i18n, outcome.error satisfies UploadErrorKey));
    setState({ step: 'idle' });
    onChange({ ...value, file: { name: outcome.file.name, url: outcome.file.url, contentType: outcome.file.contentType } });
  }

  return (
    <div className="space-y-2">
      <div>
        <label htmlFor={`${id}-format`} className="mb-1 block text-sm font-medium text-slate-700">{t`Header`}</label>
        <select id={`${id}-format`} value={value.format} onChange={(event) => choose(event.target.value as HeaderChoice)}
          disabled={state.step === 'uploading'}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none">
          {HEADER_CHOICES.map((choice) => <option key={choice} value={choice}>{i18n._(CHOICE_LABELS[choice])}</option>)}
        </select>
      </div>
      {value.format === 'TEXT' && (
        <input ref={inputRef} aria-label={t`Header text`} value={value.text} maxLength={WHATSAPP_TEMPLATE_LIMITS.headerText}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
          className={`block w-full rounded-md border px-3 py-2 text-sm focus:ring-2 focus:outline-none ${error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-200'}`}
          {...invalid} />
      )}
      {media && (
        <div className="flex flex-wrap items-center gap-2">
          <button ref={inputRef} type="button" className={secondaryButton} disabled={state.step === 'uploading'}
            onClick={() => fileInput.current?.click()} aria-describedby={`${id}-hint`} {...invalid}>
            {value.file ? t`Choose another file` : i18n._(MEDIA[media].choose)}
          </button>
          <input ref={fileInput} type="file" accept={extensionsOf(media).join(',')} className="sr-only" tabIndex={-1}
            aria-label={t`Header file`}
            onChange={(event) => {
              void start(event.target.files?.[0], media);
              event.target.value = '';
            }} />
          {value.file && state.step !== 'uploading' && <span className="text-sm text-slate-800">{t`Header file: ${value.file.name}`}</span>}
          <p id={`${id}-hint`} className="w-full text-xs text-slate-600">
            {t`Meta reviews this sample with the template. Accepted: ${extensionsOf(media).join(', ')}`}
          </p>
        </div>
      )}
      {state.step === 'uploading' && (
        <div>
          <p className="text-sm text-slate-700">{t`Uploading ${state.name}…`}</p>
          <progress className="h-2 w-full" max={100} value={Math.round(state.progress * 100)} aria-label={t`Upload progress`} />
        </div>
      )}
      {state.step === 'refused' && <p role="alert" className="text-sm text-red-700">{state.name}: {state.text}</p>}
    </div>
  );
}
