// File storage and the signer of its URLs, made once per server: an S3 bucket when S3_BUCKET is
// set, else local disk under DATA_DIR (docs/uploads.md).
import type { ServerConfig } from '../config';
import { localDiskStorage } from './local-storage';
import { loadSigningKey, urlSigner, type UrlSigner } from './signing';
import type { FileStorage } from './storage';

export { fileApiRoutes } from './routes';
export { fileTransferRoutes } from './transfer-routes';
export type { DirectTransfer, FileStorage, StoredHead } from './storage';

export interface FileKit {
  signer: UrlSigner;
  storage: FileStorage;
}

/** The AWS SDK (about 10 MiB of heap) is loaded only when S3 is configured. */
export async function storageOf(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<FileStorage> {
  return config.s3 ? (await import('./s3-storage')).s3Storage(config.s3) : localDiskStorage(config.dataDir);
}

export async function openFileKit(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<FileKit> {
  return { signer: urlSigner(await loadSigningKey(config.dataDir)), storage: await storageOf(config) };
}
