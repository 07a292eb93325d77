// What an uploaded file really is (01 §5: the server checks the content, not only the name): the
// stored bytes' signature must be of the declared family and pass the same rules as the declared
// type, and the stored size must be within the limit. Run once, when the upload is confirmed,
// for both storages (with S3 the bytes never pass through this server).
import { fileTypeFromBuffer } from 'file-type';
import { checkUpload, formatErrorOf, type UploadChannel, type UploadErrorKey, type UploadMode } from '../../common/uploads';
import type { FileRow } from './serialize';
import type { FileStorage } from './storage';

/** Enough of the start of a file for file-type to tell every type the rules accept. */
const SIGNATURE_BYTES = 4100;

export type ContentCheck = { ok: true; size: number } | { ok: false; error: UploadErrorKey };

/** The check of the stored bytes of `row`, or undefined when nothing is stored yet. */
export async function checkStoredContent(storage: FileStorage, row: FileRow): Promise<ContentCheck | undefined> {
  const head = await storage.head(row.storageKey, SIGNATURE_BYTES);
  if (!head) return undefined;
  const candidate = { name: row.name, size: head.size, channel: row.channel as UploadChannel, mode: row.mode as UploadMode };
  const declared = checkUpload({ ...candidate, type: row.contentType });
  if (!declared.ok) return declared;
  const found = await fileTypeFromBuffer(head.bytes);
  const refused = { ok: false, error: formatErrorOf(candidate.channel, candidate.mode) } as const;
  // CSV has no signature: it must be text, not a file of a known binary type (a renamed .xlsx).
  if (candidate.mode === 'csv') return !found && !head.bytes.includes(0) ? { ok: true, size: head.size } : refused;
  const real = found && checkUpload({ ...candidate, type: found.mime });
  if (!real?.ok || real.family !== declared.family) return refused;
  return { ok: true, size: head.size };
}
