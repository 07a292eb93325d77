// The upload path of the sync worker (ARCHITECTURE §2): check → decode/recompress → upload URL →
// PUT with progress → finalize → for a video, transcoding by the server (MP4 + thumbnail). Every
// refusal comes back as an error key of 01 §8.
import { checkCardImageSize, checkUpload, isCompressibleImage, isUploadErrorKey, type UploadErrorKey } from '../../common/uploads';
import type { GetUploadUrlRequest, GetUploadUrlResult, UploadedFile, VideoTranscodingResult } from '../../common/contracts/files';
import { ApiError, type ApiClient } from '../../local/api-client';
import { createApiClient } from '../sync/http';
import type { UploadOutcome, UploadRequest } from './api';
import { decodeImage, type DecodedImage } from './image';
import { putWithProgress, type PutAnswer } from './put';

export interface UploadDeps {
  api(request: UploadRequest): ApiClient;
  /** Absolute URL of a path the server answered (upload URLs are relative to the API server). */
  resolve(request: UploadRequest, url: string): string;
  decode(blob: Blob): Promise<DecodedImage>;
  put(url: string, blob: Blob, contentType: string, onProgress: (fraction: number) => void): Promise<PutAnswer>;
}

/** How long the worker waits for a transcoding: the server's default limit (300 s) and a margin. */
const TRANSCODING_WAIT_MS = 330_000;

const serverOrigin = (request: UploadRequest) => request.session.serverUrl || self.location.origin;

export const browserUploadDeps: UploadDeps = {
  api: (request) => createApiClient(request.session, serverOrigin(request)),
  resolve: (request, url) => new URL(url, serverOrigin(request)).href,
  decode: decodeImage,
  put: putWithProgress,
};

/** The server's error key when it answered one, else the generic failure. */
function errorKeyOf(body: unknown): UploadErrorKey {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return isUploadErrorKey(error) ? error : 'upload-failed';
}

async function prepare(request: UploadRequest, deps: UploadDeps): Promise<Blob | UploadErrorKey> {
  const { file, mode } = request;
  if (!isCompressibleImage(file.type)) return file;
  let image: DecodedImage;
  try {
    image = await deps.decode(file);
  } catch {
    return 'image-load-error';
  }
  try {
    if (mode === 'card') {
      const sizeError = checkCardImageSize(image.width, image.height);
      if (sizeError) return sizeError;
    }
    return await image.compress(file, file.type);
  } finally {
    image.close();
  }
}

export async function uploadFile(
  request: UploadRequest,
  onProgress: (fraction: number) => void = () => undefined,
  deps: UploadDeps = browserUploadDeps,
): Promise<UploadOutcome> {
  const { orgId, file, name, channel, mode } = request;
  const check = checkUpload({ name, type: file.type, size: file.size, channel, mode });
  if (!check.ok) return { ok: false, error: check.error };
  const prepared = await prepare(request, deps);
  if (typeof prepared === 'string') return { ok: false, error: prepared };

  const api = deps.api(request);
  try {
    const asked: GetUploadUrlRequest = { orgId, fileName: name, contentType: file.type, size: prepared.size, channel, mode };
    const { result } = await api.post<{ result: GetUploadUrlResult }>('functions/getUploadUrl', asked);
    const sent = await deps.put(deps.resolve(request, result.uploadUrl), prepared, file.type, onProgress);
    if (sent.status !== 200) return { ok: false, error: errorKeyOf(sent.body) };
    onProgress(1);
    const uploaded = await api.post<UploadedFile>(`classes/File/${result.objectId}`, { orgId });
    if (check.family !== 'video') return { ok: true, file: uploaded };
    const transcoded = await api.post<VideoTranscodingResult>(
      `template/video_transcoding?orgId=${encodeURIComponent(orgId)}`, { orgId, ...uploaded.storage }, TRANSCODING_WAIT_MS,
    );
    return { ok: true, file: transcoded.video, preview: transcoded.thumbnail, ...(transcoded.duration === undefined ? {} : { duration: transcoded.duration }) };
  } catch (error) {
    return { ok: false, error: error instanceof ApiError ? errorKeyOf(error.body) : 'upload-failed' };
  }
}
