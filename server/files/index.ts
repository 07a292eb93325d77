// File storage and the signer of its URLs, made once per server (local disk under DATA_DIR).
import { loadSigningKey, urlSigner, type UrlSigner } from './signing';
import { localDiskStorage, type FileStorage } from './storage';

export { fileApiRoutes } from './routes';
export { fileTransferRoutes } from './transfer-routes';

export interface FileKit {
  signer: UrlSigner;
  storage: FileStorage;
}

export async function openFileKit(dataDir: string): Promise<FileKit> {
  return { signer: urlSigner(await loadSigningKey(dataDir)), storage: localDiskStorage(dataDir) };
}
