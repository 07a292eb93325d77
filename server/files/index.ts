// File storage and the signer of its URLs, made once per server: an S3 bucket when S3_BUCKET is
// set, else local disk under DATA_DIR (docs/uploads.md).
import type { ServerConfig } from '../config';
import { localDiskStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import { loadSigningKey, urlSigner, type UrlSigner } from './signing';
import type { FileStorage } from './storage';

export { fileApiRoutes } from './routes';
export { fileTransferRoutes } from './transfer-routes';
export type { DirectTransfer, FileStorage, StoredHead } from './storage';

export interface FileKit {
  signer: UrlSigner;
  storage: FileStorage;
}

export function storageOf(config: Pick<ServerConfig, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localDiskStorage(config.dataDir);
}

export async function openFileKit(config: Pick<ServerConfig, 'dataDir' | 's3'>): Promise<FileKit> {
  return { signer: urlSigner(await loadSigningKey(config.dataDir)), storage: storageOf(config) };
}
