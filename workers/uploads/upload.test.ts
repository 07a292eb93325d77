import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '../../common/uploads';
import { ApiError, type ApiClient } from '../sync/http';
import type { UploadRequest } from './api';
import type { DecodedImage } from './image';
import { uploadFile, type UploadDeps } from './upload';

const session = { serverUrl: 'http://api.test', appId: 'a', jsKey: 'k', userId: 'U', sessionToken: 'r:t', language: 'en-US' };
const uploaded: UploadedFile = {
  objectId: 'F123456789', name: 'photo.png', size: 3, contentType: 'image/png', url: '/files/F123456789/photo.png',
  signedUrl: '/files/F123456789/photo.png?expires=1&signature=s', createdAt: '', updatedAt: '',
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

  it('sends a video as it is, without decoding', async () => {
    const { deps, puts, image } = fakes();
    const video = new Blob([new Uint8Array(20)], { type: 'video/mp4' });
    expect((await uploadFile(request({ file: video, name: 'clip.mp4' }), undefined, deps)).ok).toBe(true);
    expect(puts[0]!.blob).toBe(video);
    expect(image.compress).not.toHaveBeenCalled();
  });
});
