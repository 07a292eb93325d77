import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile, VideoTranscodingResult } from '../../common/contracts/files';
import { ApiError, type ApiClient } from '../../local/api-client';
import type { UploadRequest } from './api';
import type { DecodedImage } from './image';
import { uploadFile, type UploadDeps } from './upload';

const session = { serverUrl: 'http://api.test', appId: 'a', jsKey: 'k', userId: 'U', sessionToken: 'r:t', language: 'en-US' };
const uploaded: UploadedFile = {
  objectId: 'F123456789', name: 'photo.png', size: 3, contentType: 'image/png', url: '/files/F123456789/photo.png',
  signedUrl: '/files/F123456789/photo.png?expires=1&signature=s', createdAt: '', updatedAt: '',
  storage: { type: 'local', bucket: 'local', key: 'O123456789/F123456789' },
};
const transcoded: VideoTranscodingResult = {
  video: { ...uploaded, objectId: 'V123456789', name: 'clip.mp4', contentType: 'video/mp4', url: '/files/V123456789/clip.mp4' },
  thumbnail: { ...uploaded, objectId: 'T123456789', name: 'clip.jpg', contentType: 'image/jpeg', url: '/files/T123456789/clip.jpg' },
  duration: 2,
};

function request(overrides: Partial<UploadRequest> = {}): UploadRequest {
  return {
    session, orgId: 'O123456789', file: new Blob([new Uint8Array(10)], { type: 'image/png' }), name: 'photo.png',
    channel: 'livechat', mode: 'default', ...overrides,
  };
}

function fakes(options: { width?: number; height?: number; decodeFails?: boolean; putStatus?: number; putBody?: unknown; apiError?: ApiError } = {}) {
  const posts: { route: string; body: unknown }[] = [];
  const api: ApiClient = {
    async call() { throw new Error('not used'); },
    async post<Result>(route: string, body: { orgId: string }): Promise<Result> {
      posts.push({ route, body });
      if (options.apiError) throw options.apiError;
      if (route === 'functions/getUploadUrl') return { result: { objectId: 'F123456789', uploadUrl: '/files/upload/F123456789?s=1' } } as Result;
      if (route.startsWith('template/video_transcoding')) return transcoded as Result;
      return uploaded as Result;
    },
  };
  const smaller = new Blob([new Uint8Array(3)], { type: 'image/png' });
  const image: DecodedImage = {
    width: options.width ?? 100, height: options.height ?? 100,
    compress: vi.fn<DecodedImage['compress']>(async () => smaller), close: vi.fn<() => void>(),
  };
  const puts: { url: string; blob: Blob; type: string }[] = [];
  const deps: UploadDeps = {
    api: () => api,
    resolve: (_request, url) => `http://api.test${url}`,
    decode: async () => { if (options.decodeFails) throw new Error('not an image'); return image; },
    put: async (url, blob, type, onProgress) => {
      puts.push({ url, blob, type });
      onProgress(0.5);
      return { status: options.putStatus ?? 200, body: options.putBody ?? { objectId: 'F123456789', size: blob.size } };
    },
  };
  return { deps, posts, puts, image, smaller };
}

describe('uploadFile (sync worker)', () => {
  it('checks, recompresses, uploads with progress and finalizes', async () => {
    const { deps, posts, puts, image, smaller } = fakes();
    const progress: number[] = [];
    const outcome = await uploadFile(request(), (fraction) => progress.push(fraction), deps);
    expect(outcome).toEqual({ ok: true, file: uploaded });
    expect(image.compress).toHaveBeenCalledOnce();
    expect(image.close).toHaveBeenCalledOnce();
    expect(puts).toEqual([{ url: 'http://api.test/files/upload/F123456789?s=1', blob: smaller, type: 'image/png' }]);
    expect(posts.map((post) => post.route)).toEqual(['functions/getUploadUrl', 'classes/File/F123456789']);
    expect(posts[0]!.body).toMatchObject({ fileName: 'photo.png', contentType: 'image/png', size: 3, channel: 'livechat', mode: 'default' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('stops at the first broken rule, before any request', async () => {
    const { deps, posts } = fakes();
    const outcome = await uploadFile(request({ name: 'my photo.png' }), undefined, deps);
    expect(outcome).toEqual({ ok: false, error: 'file-name-error' });
    expect(posts).toEqual([]);
  });

  it.each([
    [{ decodeFails: true }, {}, 'image-load-error'],
    [{ width: 960, height: 540 }, { mode: 'card' as const }, 'upload-image-remind'],
    [{ putStatus: 413, putBody: { code: 142, error: 'image-over-size' } }, {}, 'image-over-size'],
    [{ putStatus: 500, putBody: { code: 1, error: 'Internal server error.' } }, {}, 'upload-failed'],
    [{ apiError: new ApiError(400, { code: 142, error: 'file-format-error' }) }, {}, 'file-format-error'],
  ])('answers the error key %#', async (options, overrides, expected) => {
    const { deps } = fakes(options);
    expect(await uploadFile(request(overrides), undefined, deps)).toEqual({ ok: false, error: expected });
  });

  it('takes a card image of 960 × 1553', async () => {
    const { deps } = fakes({ width: 960, height: 1553 });
    expect((await uploadFile(request({ mode: 'card' }), undefined, deps)).ok).toBe(true);
  });

  it('sends a video as it is, then has it transcoded: the MP4 with its thumbnail as preview', async () => {
    const { deps, puts, posts, image } = fakes();
    const video = new Blob([new Uint8Array(20)], { type: 'video/quicktime' });
    const outcome = await uploadFile(request({ file: video, name: 'clip.mov' }), undefined, deps);
    expect(outcome).toEqual({ ok: true, file: transcoded.video, preview: transcoded.thumbnail, duration: 2 });
    expect(puts[0]!.blob).toBe(video);
    expect(image.compress).not.toHaveBeenCalled();
    expect(posts.map((post) => post.route)).toEqual([
      'functions/getUploadUrl', 'classes/File/F123456789', 'template/video_transcoding?orgId=O123456789',
    ]);
    expect(posts[2]!.body).toEqual({ orgId: 'O123456789', type: 'local', bucket: 'local', key: 'O123456789/F123456789' });
  });

  it('does not transcode images', async () => {
    const { deps, posts } = fakes();
    const outcome = await uploadFile(request(), undefined, deps);
    expect(outcome).toEqual({ ok: true, file: uploaded });
    expect(posts.some((post) => post.route.startsWith('template/'))).toBe(false);
  });

  it('answers the error key when the server cannot transcode the video', async () => {
    const { deps } = fakes();
    const failing: UploadDeps = {
      ...deps,
      api: (asked) => {
        const api = deps.api(asked);
        return {
          ...api,
          post: async (route, body) => {
            if (route.startsWith('template/')) throw new ApiError(400, { code: 142, error: 'the file is not a video ffmpeg can read' });
            return api.post(route, body);
          },
        };
      },
    };
    const video = new Blob([new Uint8Array(20)], { type: 'video/mp4' });
    expect(await uploadFile(request({ file: video, name: 'clip.mp4' }), undefined, failing)).toEqual({ ok: false, error: 'upload-failed' });
  });
});
