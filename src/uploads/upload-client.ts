// The console's way to upload: through the sync worker, which checks, compresses and reports progress.
import * as Comlink from 'comlink';
import type { UploadChannel, UploadMode } from '../../common/uploads';
import { readStoredUser } from '../auth/session-store';
import { syncSessionFor } from '../auth/sync-session';
import { getSync } from '../data/sync-client';
import type { UploadOutcome } from '../../workers/uploads/api';

export interface UploadInput {
  orgId: string;
  file: File;
  channel: UploadChannel;
  mode: UploadMode;
}

export type Uploader = (input: UploadInput, onProgress: (fraction: number) => void) => Promise<UploadOutcome>;

export const uploadThroughWorker: Uploader = async ({ orgId, file, channel, mode }, onProgress) => {
  const user = readStoredUser();
  if (!user) return { ok: false, error: 'upload-failed' };
  return getSync().upload(
    { session: syncSessionFor(user), orgId, file, name: file.name, channel, mode },
    Comlink.proxy(onProgress),
  );
};
