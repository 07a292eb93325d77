// Test support for components that upload (the upload dialog, a template's media header): an uploader
// the test finishes by hand, and a stored file to finish it with.
import { vi } from 'vitest';
import type { UploadedFile } from '../../common/contracts/files';
import type { UploadOutcome } from '../../workers/uploads/api';
import type { Uploader } from '../uploads/upload-client';

const ignore = (): void => undefined;

/** A stored PNG of organization Org0000001, as POST /classes/File/{id} answers it. */
export function storedFile(name = 'photo.png', fields: Partial<UploadedFile> = {}): UploadedFile {
  const url = `/files/F123456789/${encodeURIComponent(name)}`;
  return {
    objectId: 'F123456789', name, size: 3, contentType: 'image/png', url, signedUrl: `${url}?expires=1&signature=s`, createdAt: '', updatedAt: '',
    storage: { type: 'local', bucket: 'local', key: 'Org0000001/F123456789' }, ...fields,
  };
}

/** An uploader the test finishes by hand, with the progress callback it was given. */
export function controlledUploader() {
  let finish: (outcome: UploadOutcome) => void = ignore;
  let report: (fraction: number) => void = ignore;
  const upload = vi.fn<Uploader>((_input, onProgress) => {
    report = onProgress;
    return new Promise((resolve) => { finish = resolve; });
  });
  return { upload, finish: (outcome: UploadOutcome) => finish(outcome), report: (fraction: number) => report(fraction) };
}
