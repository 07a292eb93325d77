import type { UploadedFile } from '../../common/contracts/files';
import type { files } from '../db/schema';
import type { UrlSigner } from './signing';
import type { FileStorage } from './storage';

export type FileRow = typeof files.$inferSelect;

/** A signed download URL is good for an hour. */
export const DOWNLOAD_URL_TTL_MS = 60 * 60 * 1000;

export const filePath = (row: Pick<FileRow, 'objectId' | 'name'>) => `/files/${row.objectId}/${encodeURIComponent(row.name)}`;

/** Media shows in the page; anything else downloads, under the name it was uploaded with. */
export function contentDispositionOf({ name, contentType }: { name: string; contentType: string }): string {
  const inline = /^(image|audio|video)\//.test(contentType);
  return `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The file as 01 §7 answers it; `signedUrl` points into the bucket when the storage is S3. */
export async function toUploadedFile(row: FileRow, signer: UrlSigner, storage: FileStorage): Promise<UploadedFile> {
  const url = filePath(row);
  return {
    objectId: row.objectId,
    name: row.name,
    size: row.size ?? 0,
    contentType: row.contentType,
    url,
    signedUrl: storage.direct
      ? await storage.direct.downloadUrl(row.storageKey, row, DOWNLOAD_URL_TTL_MS)
      : signer.sign('GET', url, DOWNLOAD_URL_TTL_MS),
    storage: { type: storage.kind, bucket: storage.bucket, key: row.storageKey },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
