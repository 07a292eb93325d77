// Where the bytes of files live: local disk (the default) or an S3 bucket (S3_*; docs/uploads.md).
// Every read or write of stored files goes through FileStorage, so both backends serve every
// feature. Keys are `{orgId}/{objectId}…`: made of ids only, never of a name a user typed.
import type { Readable } from 'node:stream';

export { TooLargeError } from './receive';

/** The size of a stored object and its first bytes (for checking what it really is). */
export interface StoredHead {
  size: number;
  bytes: Buffer;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** The bucket named in POST /template/video_transcoding {type, bucket, key}: S3_BUCKET, or 'local' on local disk. */
  readonly bucket: string;
  /**
   * Stores the stream under `key`, at most `limit` bytes: past the limit it stops, keeps nothing
   * and throws TooLargeError. Answers the number of bytes stored.
   */
  write(key: string, source: Readable, limit: number, contentType?: string): Promise<number>;
  /** The bytes under `key`; rejects when nothing is stored there. */
  read(key: string): Promise<Readable>;
  /** Size and the first `length` bytes under `key`, or undefined when nothing is stored there. */
  head(key: string, length: number): Promise<StoredHead | undefined>;
  remove(key: string): Promise<void>;
  /** Removes every object of an organization (keys under `{orgId}/`; when it is deleted). */
  removeOrganization(orgId: string): Promise<void>;
  /** Set when browsers send and fetch the bytes straight from the storage (S3) instead of this server. */
  direct?: DirectTransfer;
}

export interface DirectTransfer {
  /** A presigned PUT of `key` that only takes this Content-Type (and this size, when given), valid for `ttlMs`. */
  uploadUrl(key: string, contentType: string, ttlMs: number, size?: number): Promise<string>;
  /** A URL that GETs `key` without a session: presigned for `ttlMs`, or under S3_PUBLIC_URL. */
  downloadUrl(key: string, file: { name: string; contentType: string }, ttlMs: number): Promise<string>;
}
