// The wire contract of uploads (01 §7 Files): ask for an upload URL, PUT the bytes, finalize.
import type { UploadChannel, UploadMode } from './rules';

/** POST /functions/getUploadUrl (Parse envelope) → `{result: GetUploadUrlResult}`. */
export interface GetUploadUrlRequest {
  orgId: string;
  fileName: string;
  contentType: string;
  /** Bytes, when known: refused at once when over the limit (the PUT is checked again). */
  size?: number;
  /** Rules to apply; `livechat` and `default` when left out. */
  channel?: UploadChannel;
  mode?: UploadMode;
}

export interface GetUploadUrlResult {
  objectId: string;
  /**
   * Where to PUT the bytes, with `Content-Type` = the declared contentType. Relative to the API
   * server (local disk storage); short-lived and signed, so the PUT needs no session.
   */
  uploadUrl: string;
}

/** Answer of the PUT to an upload URL. */
export interface UploadPutResult {
  objectId: string;
  size: number;
}

/** POST /classes/File/{id} {orgId}: the file once its bytes are stored. */
export interface UploadedFile {
  objectId: string;
  name: string;
  size: number;
  contentType: string;
  /** Stable URL of the file; GET it with the session (X-Parse-Session-Token) of a member. */
  url: string;
  /** The same file for about an hour without the session header (for <img src>, links). */
  signedUrl: string;
  /** Where its bytes are stored: what POST /template/video_transcoding names. */
  storage: StoredFileLocation;
  createdAt: string;
  updatedAt: string;
}

/** A stored file as the storage knows it: `type` 's3' with the S3 bucket, or 'local' with bucket 'local' (local disk). */
export interface StoredFileLocation {
  type: 'local' | 's3';
  bucket: string;
  key: string;
}

/**
 * POST /template/video_transcoding?orgId with a StoredFileLocation of a video of the organization →
 * the video as an H.264/AAC MP4 and its JPEG thumbnail (at most 512 px on the long side), both
 * stored as files of the organization, and its length in seconds when known.
 */
export interface VideoTranscodingResult {
  video: UploadedFile;
  thumbnail: UploadedFile;
  duration?: number;
}
