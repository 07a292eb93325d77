// What the sync worker offers for uploads (part of SyncApi). Pure types.
import type { UploadChannel, UploadErrorKey, UploadMode } from '../../common/uploads';
import type { UploadedFile } from '../../common/contracts/files';
import type { SyncSession } from '../sync/api';

export interface UploadRequest {
  session: SyncSession;
  orgId: string;
  /** The chosen file (a File is a Blob; comlink copies it). */
  file: Blob;
  /** Its name, kept apart: a copied File may arrive as a nameless Blob. */
  name: string;
  channel: UploadChannel;
  mode: UploadMode;
}

/**
 * A video comes back transcoded (01 §5): `file` is the H.264/AAC MP4, `preview` its JPEG thumbnail
 * (at most 512 px) and `duration` its length in seconds; other files come back as they were stored.
 */
export type UploadOutcome =
  | { ok: true; file: UploadedFile; preview?: UploadedFile; duration?: number }
  | { ok: false; error: UploadErrorKey };

export interface UploadApi {
  /**
   * Checks the file against the rules of 01 §5, recompresses jpeg/png (quality 0.7, keeping the
   * smaller), uploads it and finalizes it; a video is then transcoded by the server. `onProgress` gets the sent fraction (0..1); pass it
   * wrapped in Comlink.proxy.
   */
  upload(request: UploadRequest, onProgress?: (fraction: number) => void): Promise<UploadOutcome>;
}
