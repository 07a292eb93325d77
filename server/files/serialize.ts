import type { UploadedFile } from '../../common/uploads';
import type { files } from '../db/schema';
import type { UrlSigner } from './signing';

export type FileRow = typeof files.$inferSelect;

/** A signed download URL is good for an hour. */
export const DOWNLOAD_URL_TTL_MS = 60 * 60 * 1000;

export const filePath = (row: Pick<FileRow, 'objectId' | 'name'>) => `/files/${row.objectId}/${encodeURIComponent(row.name)}`;

export function toUploadedFile(row: FileRow, signer: UrlSigner): UploadedFile {
  const url = filePath(row);
  return {
    objectId: row.objectId,
    name: row.name,
    size: row.size ?? 0,
    contentType: row.contentType,
    url,
    signedUrl: signer.sign('GET', url, DOWNLOAD_URL_TTL_MS),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
