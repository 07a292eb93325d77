import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetUploadUrlResult, UploadedFile, VideoTranscodingResult } from '../../common/contracts/files';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

const run = promisify(execFile);

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** What ffmpeg reads in a file: its stream lines ("Video: h264 … 512x288 …"). */
async function probe(bytes: Buffer): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'parley-probe-'));
  try {
    await writeFile(path.join(folder, 'file'), bytes);
    // Without an output ffmpeg exits 1 after describing the input, on stderr.
    const answer = await run(ffmpeg.path, ['-hide_banner', '-i', path.join(folder, 'file')]).catch((error: { stderr: string }) => error);
    return answer.stderr.split('\n').filter((line) => line.includes('Stream #')).join('\n');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

const sizeIn = (streams: string) => /, (\d+)x(\d+)/.exec(streams)!.slice(1).map(Number);

describe('video transcoding (01 §5, §7 Files: /template/video_transcoding)', () => {
  let t: TestServer;
  let agent: Agent;
  let stranger: Agent;
  let folder: string;
  /** A 2-second 1280×720 QuickTime video (MPEG-4 Part 2 + MP2 audio: neither is what browsers want). */
  let movie: Buffer;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'parley-video-test-'));
    const file = path.join(folder, 'clip.mov');
    await run(ffmpeg.path, [
      '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=2',
      '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'mpeg4', '-c:a', 'mp2', '-shortest', file,
    ]);
    movie = await readFile(file);
    t = await startTestServer();
    agent = await t.agentWithOrg('filmmaker');
    stranger = await t.agentWithOrg('onlooker');
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  async function upload(name: string, contentType: string, bytes: Buffer, who: Agent = agent): Promise<UploadedFile> {
    const asked = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', { orgId: who.orgId, fileName: name, contentType }, who.token);
    expect(asked.status).toBe(200);
    const put = await fetch(t.url + asked.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
    expect(put.status).toBe(200);
    const done = await t.call<UploadedFile>(`/classes/File/${asked.body.result.objectId}`, { orgId: who.orgId }, who.token);
    expect(done.status).toBe(200);
    return done.body;
  }

  const transcode = (body: object, who: Agent = agent, server: TestServer = t) =>
    server.call<VideoTranscodingResult & { error?: string }>(`/template/video_transcoding?orgId=${who.orgId}`, { ...body }, who.token);

  const download = async (file: UploadedFile) => {
    const answer = await fetch(t.url + file.url, { headers: { 'x-parse-session-token': agent.token } });
    expect(answer.status).toBe(200);
    return { type: answer.headers.get('content-type'), bytes: Buffer.from(await answer.arrayBuffer()) };
  };

  it('turns a stored video into an H.264/AAC MP4 that starts playing at once, and a thumbnail of at most 512 px', async () => {
    const source = await upload('clip.mov', 'video/quicktime', movie);
    expect(source.storage).toEqual({ type: 'local', bucket: 'local', key: `${agent.orgId}/${source.objectId}` });

    const answer = await transcode(source.storage);
    expect(answer.status).toBe(200);
    const { video, thumbnail, duration } = answer.body;
    expect(video).toMatchObject({ name: 'clip.mp4', contentType: 'video/mp4' });
    expect(thumbnail).toMatchObject({ name: 'clip.jpg', contentType: 'image/jpeg' });
    expect(duration).toBeCloseTo(2, 0);

    const mp4 = await download(video);
    expect(mp4.type).toBe('video/mp4');
    expect(mp4.bytes.length).toBe(video.size);
    const streams = await probe(mp4.bytes);
    expect(streams).toMatch(/Video: h264/);
    expect(streams).toMatch(/Audio: aac/);
    expect(sizeIn(streams)).toEqual([1280, 720]);
    // faststart: the index (moov) comes before the media data (mdat), so a player starts before the end arrives.
    expect(mp4.bytes.indexOf('moov')).toBeLessThan(mp4.bytes.indexOf('mdat'));

    const jpeg = await download(thumbnail);
    expect(jpeg.type).toBe('image/jpeg');
    const picture = await probe(jpeg.bytes);
    expect(picture).toMatch(/Video: mjpeg/);
    expect(sizeIn(picture)).toEqual([512, 288]);
    // Files of the organization: another organization does not get them.
    expect((await fetch(t.url + video.url, { headers: { 'x-parse-session-token': stranger.token } })).status).toBe(404);
  });

  it('answers 404 for a file of another organization or a key that names none', async () => {
    const theirs = await upload('theirs.mov', 'video/quicktime', movie, stranger);
    expect((await transcode(theirs.storage)).status).toBe(404);
    expect((await transcode({ type: 'local', bucket: 'local', key: `${agent.orgId}/AbCdEfGhIj` })).status).toBe(404);
  });

  it('answers 400 naming the problem: not a video, a broken video, a wrong request', async () => {
    const image = await upload('still.png', 'image/png', PNG);
    const notVideo = await transcode(image.storage);
    expect(notVideo.status).toBe(400);
    expect(notVideo.body.error).toBe('the file is not a video (image/png)');

    // The start of an MP4 passes the upload's content check, but its frames and index are missing.
    const whole = await run(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-i', path.join(folder, 'clip.mov'), '-c', 'copy', '-f', 'mp4', path.join(folder, 'clip.mp4')])
      .then(() => readFile(path.join(folder, 'clip.mp4')));
    const broken = await upload('broken.mp4', 'video/mp4', whole.subarray(0, 4096));
    const unreadable = await transcode(broken.storage);
    expect(unreadable.status).toBe(400);
    expect(unreadable.body.error).toBe('the file is not a video ffmpeg can read');

    const source = await upload('again.mov', 'video/quicktime', movie);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ type: 'local', bucket: 'local' }, /key/],
      [{ type: 'ftp', bucket: 'local', key: source.storage.key }, /type/],
      [{ type: 's3', bucket: 'local', key: source.storage.key }, /type must be 'local'/],
      [{ type: 'local', bucket: 'videos', key: source.storage.key }, /bucket must be 'local'/],
    ];
    for (const [body, problem] of cases) {
      const answer = await transcode(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(problem);
    }
  });

  it('stops ffmpeg at the time limit and says so', async () => {
    const hurried = await startTestServer({ videoTranscodeTimeoutMs: 1 });
    try {
      const filmmaker = await hurried.agentWithOrg('hurried');
      const asked = await hurried.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', { orgId: filmmaker.orgId, fileName: 'clip.mov', contentType: 'video/quicktime' }, filmmaker.token);
      await fetch(hurried.url + asked.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': 'video/quicktime' }, body: new Uint8Array(movie) });
      const source = await hurried.call<UploadedFile>(`/classes/File/${asked.body.result.objectId}`, { orgId: filmmaker.orgId }, filmmaker.token);
      const answer = await transcode(source.body.storage, filmmaker, hurried);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('the video could not be transcoded within 0.001 seconds');
    } finally {
      await hurried.close();
    }
  });
});
