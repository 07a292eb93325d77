// Adds `upload` beside the sync engine, so the worker entries expose one SyncApi over comlink.
import type { UploadApi } from './api';
import { uploadFile } from './upload';

export function withUploads<T extends object>(engine: T): T & UploadApi {
  return Object.assign(engine, { upload: (...args: Parameters<UploadApi['upload']>) => uploadFile(...args) });
}
