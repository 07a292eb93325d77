import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetUploadUrlResult, UploadedFile } from '../../common/contracts/files';
import { MB } from '../../common/uploads';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The URL with the signature's first character changed (to another one, whatever it was). */
const forged = (url: string) => url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'x' ? 'y' : 'x'}`);

describe('uploads (01 §7 Files)', () => {
  let t: TestServer;
  let agent: Agent;
  let stranger: Agent;

  beforeAll(async () => {
    t = await startTestServer();
    agent = await t.agentWithOrg('uploader');
    stranger = await t.agentWithOrg('stranger');
  });
  afterAll(async () => t.close());

  const uploadUrl = async (body: Record<string, unknown>, who: Agent = agent) =>
    t.call<{ result: GetUploadUrlResult; error?: string }>('/functions/getUploadUrl', { orgId: who.orgId, ...body }, who.token);
  const put = (url: string, bytes: Uint8Array<ArrayBuffer>, contentType: string) =>
    fetch(t.url + url, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
  const finalize = (objectId: string, who: Agent = agent) =>
    t.call<UploadedFile>(`/classes/File/${objectId}`, { orgId: who.orgId }, who.token);

  async function uploadPng(name = 'photo.png'): Promise<UploadedFile> {
    const { body } = await uploadUrl({ fileName: name, contentType: 'image/png', size: PNG.length });
    expect((await put(body.result.uploadUrl, PNG, 'image/png')).status).toBe(200);
    const done = await finalize(body.result.objectId);
    expect(done.status).toBe(200);
    return done.body;
  }

  it('takes a file in three steps and serves it to a member of the organization', async () => {
    const file = await uploadPng();
    expect(file).toMatchObject({ name: 'photo.png', size: PNG.length, contentType: 'image/png' });
    const member = await fetch(t.url + file.url, { headers: { 'x-parse-session-token': agent.token } });
    expect(member.status).toBe(200);
    expect(member.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await member.arrayBuffer())).toEqual(PNG);
    const signed = await fetch(t.url + file.signedUrl);
    expect(signed.status).toBe(200);
    expect(Buffer.from(await signed.arrayBuffer())).toEqual(PNG);
  });

  it('refuses the file without a session, to another organization, and with a forged signature', async () => {
    const file = await uploadPng('private.png');
    expect((await fetch(t.url + file.url)).status).toBe(400);
    expect((await fetch(t.url + file.url, { headers: { 'x-parse-session-token': stranger.token } })).status).toBe(404);
    expect((await fetch(t.url + forged(file.signedUrl))).status).toBe(403);
    expect((await fetch(`${t.url}${file.url}?expires=1&signature=abc`)).status).toBe(403);
  });

  it("serves an imagemap image at LINE's widths under the signature in the path, and nothing forged", async () => {
    const file = await uploadPng('map.png');
    const signed = new URL(file.signedUrl, t.url);
    const expires = signed.searchParams.get('expires')!;
    const signature = signed.searchParams.get('signature')!;
    const base = `${t.url}${signed.pathname}/${expires}/${signature}`;
    const answer = await fetch(`${base}/1040`);
    expect(answer.status).toBe(200);
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(PNG);
    expect((await fetch(`${base}/240`)).status).toBe(200);
    expect((await fetch(`${base}/999`)).status).toBe(400);
    const otherSignature = `${signature[0] === 'x' ? 'y' : 'x'}${signature.slice(1)}`;
    expect((await fetch(`${t.url}${signed.pathname}/${expires}/${otherSignature}/1040`)).status).toBe(403);
  });

  it('refuses and deletes at confirm a file whose bytes are not what its type says', async () => {
    const { body } = await uploadUrl({ fileName: 'page.png', contentType: 'image/png' });
    expect((await put(body.result.uploadUrl, new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'image/png')).status).toBe(200);
    const refused = await finalize(body.result.objectId);
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { error: string }).error).toBe('file-format-error');
    expect(existsSync(path.join(t.dataDir, 'files', agent.orgId, body.result.objectId))).toBe(false);
    expect((await finalize(body.result.objectId)).status).toBe(404);
  });

  it('answers 404 to another organization finalizing a file', async () => {
    const { body } = await uploadUrl({ fileName: 'theirs.png', contentType: 'image/png' });
    await put(body.result.uploadUrl, PNG, 'image/png');
    expect((await finalize(body.result.objectId, stranger)).status).toBe(404);
    expect((await finalize('AbCdEfGhIj')).status).toBe(404);
  });

  it('refuses names, types and sizes against the rules with the error key', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fileName: 'my photo.png', contentType: 'image/png' }, 'file-name-error'],
      [{ fileName: 'a.gif', contentType: 'image/gif' }, 'file-format-error'],
      [{ fileName: 'a.png', contentType: 'image/png', size: 5 * MB + 1 }, 'image-over-size'],
      [{ fileName: 'a.mp4', contentType: 'video/mp4', size: 21 * MB, channel: 'line' }, 'ok'],
      [{ fileName: 'a.mp4', contentType: 'video/mp4', size: 21 * MB }, 'video-over-size'],
      [{ fileName: 'a.mp3', contentType: 'audio/mpeg', channel: 'instagram' }, 'file-format-errorIG'],
      [{ fileName: 'a.pdf', contentType: 'application/pdf', channel: 'whatsapp' }, 'ok'],
      [{ fileName: 'a.pdf', contentType: 'application/pdf', channel: 'line' }, 'file-format-error'],
    ];
    for (const [body, expected] of cases) {
      const answer = await uploadUrl(body);
      expect(answer.status === 200 ? 'ok' : answer.body.error, JSON.stringify(body)).toBe(expected);
    }
  });

  it('answers 400 naming the problem for a malformed request, never 500', async () => {
    const missing = await uploadUrl({ contentType: 'image/png' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/fileName/);
    const channel = await uploadUrl({ fileName: 'a.png', contentType: 'image/png', channel: 'fax' });
    expect(channel.status).toBe(400);
    expect(channel.body.error).toMatch(/channel/);
  });

  it('checks the PUT again: type, size while receiving, signature, once only', async () => {
    const { body } = await uploadUrl({ fileName: 'big.png', contentType: 'image/png' });
    const url = body.result.uploadUrl;
    const wrongType = await put(url, PNG, 'image/jpeg');
    expect(wrongType.status).toBe(400);
    const notMedia = await put(url, PNG, 'text/html');
    expect(notMedia.status).toBe(400);
    expect((await notMedia.json() as { error: string }).error).toBe('file-format-error');
    const tooBig = await put(url, new Uint8Array(5 * MB + 1), 'image/png');
    expect(tooBig.status).toBe(413);
    expect((await tooBig.json() as { error: string }).error).toBe('image-over-size');
    // Without a Content-Length (a stream), the limit holds while the bytes arrive.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(MB));
        controller.close();
      },
    });
    const streamed = await fetch(t.url + url, {
      method: 'PUT', headers: { 'content-type': 'image/png' }, body: chunks, duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json() as { error: string }).error).toBe('image-over-size');
    expect((await finalize(body.result.objectId)).status).toBe(400);
    expect((await put(forged(url), PNG, 'image/png')).status).toBe(403);
    expect((await put(url, PNG, 'image/png')).status).toBe(200);
    expect((await put(url, PNG, 'image/png')).status).toBe(400);
  });

  it('asks for a session and an organization', async () => {
    const anonymous = await t.call('/functions/getUploadUrl', { orgId: agent.orgId, fileName: 'a.png', contentType: 'image/png' });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.code).toBe(209);
    const otherOrg = await uploadUrl({ orgId: stranger.orgId, fileName: 'a.png', contentType: 'image/png' });
    expect(otherOrg.status).toBe(404);
  });
});
