import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import type { GetUploadUrlResult, UploadedFile } from '../../common/contracts/files';
import { loadConfig } from '../config';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { storageOf, type FileStorage } from './index';
import { TooLargeError } from './storage';
import { startS3StandIn, type S3StandIn } from '../testing/s3-stand-in';

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
// A page named and labelled as a PNG.
const FAKE_PNG = Buffer.from('<html><script>alert(1)</script></html>');

const put = (url: string, bytes: Buffer, contentType: string) =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });

describe('uploads to S3 (S3_*: presigned PUT, checked on confirm)', () => {
  let s3: S3StandIn;
  let t: TestServer;
  let agent: Agent;
  let stranger: Agent;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    t = await startTestServer({ s3: s3.config });
    agent = await t.agentWithOrg('bucketeer');
    stranger = await t.agentWithOrg('outsider');
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const uploadUrl = async (body: Record<string, unknown>, who: Agent = agent) =>
    t.call<{ result: GetUploadUrlResult; error?: string }>('/functions/getUploadUrl', { orgId: who.orgId, ...body }, who.token);
  const confirm = (objectId: string, who: Agent = agent) =>
    t.call<UploadedFile & { error?: string }>(`/classes/File/${objectId}`, { orgId: who.orgId }, who.token);

  it('hands out a presigned S3 PUT bound to the type and size, valid 15 minutes', async () => {
    const { status, body } = await uploadUrl({ fileName: 'photo.png', contentType: 'image/png', size: PNG.length });
    expect(status).toBe(200);
    const url = new URL(body.result.uploadUrl);
    expect(url.origin + url.pathname).toBe(`${s3.url}/parley-test/${agent.orgId}/${body.result.objectId}`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^PARLEYTESTKEY\/\d{8}\/eu-test-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    // The bucket refuses another type or size than the ones declared.
    expect((await put(body.result.uploadUrl, PNG, 'image/jpeg')).status).toBe(403);
    expect((await put(body.result.uploadUrl, Buffer.concat([PNG, PNG]), 'image/png')).status).toBe(403);
    expect(s3.objects.size).toBe(0);
  });

  it('takes a real PNG through the bucket; members and the signed URL get it', async () => {
    const { body } = await uploadUrl({ fileName: 'photo.png', contentType: 'image/png', size: PNG.length });
    expect((await confirm(body.result.objectId)).status).toBe(400);
    expect((await put(body.result.uploadUrl, PNG, 'image/png')).status).toBe(200);
    expect(s3.objects.get(`${agent.orgId}/${body.result.objectId}`)?.body).toEqual(PNG);

    const done = await confirm(body.result.objectId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ name: 'photo.png', size: PNG.length, contentType: 'image/png' });
    expect(done.body.storage).toEqual({ type: 's3', bucket: 'parley-test', key: `${agent.orgId}/${body.result.objectId}` });

    // The signed URL reads straight from the bucket, as the uploaded type and inline.
    expect(done.body.signedUrl.startsWith(`${s3.url}/parley-test/${agent.orgId}/`)).toBe(true);
    const signed = await fetch(done.body.signedUrl);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/png');
    expect(signed.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''photo.png");
    expect(Buffer.from(await signed.arrayBuffer())).toEqual(PNG);

    // The stable URL goes through this server, which reads the bucket for members only.
    const member = await fetch(t.url + done.body.url, { headers: { 'x-parse-session-token': agent.token } });
    expect(member.status).toBe(200);
    expect(Buffer.from(await member.arrayBuffer())).toEqual(PNG);
    expect((await fetch(t.url + done.body.url, { headers: { 'x-parse-session-token': stranger.token } })).status).toBe(404);
    expect((await confirm(body.result.objectId, stranger)).status).toBe(404);
  });

  it('refuses and deletes a file whose bytes are not what its name and type say', async () => {
    const { body } = await uploadUrl({ fileName: 'trick.png', contentType: 'image/png', size: FAKE_PNG.length });
    expect((await put(body.result.uploadUrl, FAKE_PNG, 'image/png')).status).toBe(200);
    const key = `${agent.orgId}/${body.result.objectId}`;
    expect(s3.objects.has(key)).toBe(true);

    const refused = await confirm(body.result.objectId);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('file-format-error');
    expect(s3.objects.has(key)).toBe(false);
    expect((await confirm(body.result.objectId)).status).toBe(404);
  });

  it('refuses a file over the limit that was declared smaller than it is', async () => {
    const { body } = await uploadUrl({ fileName: 'huge.png', contentType: 'image/png' });
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await put(body.result.uploadUrl, huge, 'image/png')).status).toBe(200);
    const refused = await confirm(body.result.objectId);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('image-over-size');
    expect(s3.objects.has(`${agent.orgId}/${body.result.objectId}`)).toBe(false);
  });

  it('stores an export in the bucket and serves it to members', async () => {
    await t.visitorCustomer(agent, 'Hello from the bucket');
    const started = await t.call<{ result: Task }>('/functions/exportCustomers', { orgId: agent.orgId, i18n: 'en-US' }, agent.token);
    expect(started.status).toBe(200);
    let task: Task | undefined;
    for (let i = 0; i < 200 && task?.status !== 'done' && task?.status !== 'error'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const list = await t.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: agent.orgId }, agent.token);
      task = list.body.result.tasks.find((candidate) => candidate.objectId === started.body.result.objectId);
    }
    expect(task?.status).toBe('done');
    const key = [...s3.objects.keys()].find((name) => name.startsWith(`${agent.orgId}/exports/${task!.objectId}/`));
    expect(key).toMatch(/\/customers-[\d-]+\.csv$/);

    const { appId } = loadConfig({});
    const download = await fetch(t.url + task!.url!, { headers: { 'X-Parse-Application-Id': appId, 'X-Parse-Session-Token': agent.token } });
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(bytes.toString('utf8')).toContain('Live chat');
    expect(bytes.toString('utf8')).toBe(s3.objects.get(key!)!.body.toString('utf8'));
    const outsider = await fetch(t.url + task!.url!, { headers: { 'X-Parse-Application-Id': appId, 'X-Parse-Session-Token': stranger.token } });
    expect(outsider.status).toBe(404);
  });

  it('writes, reads and caps server-side writes (transcoded videos, exports), large ones in parts', async () => {
    const storage: FileStorage = await storageOf({ dataDir: t.dataDir, s3: s3.config });
    const big = Buffer.alloc(6 * 1024 * 1024 + 5, 7);
    expect(await storage.write('Org1234567/Big1234567', Readable.from([big.subarray(0, 3 * 1024 * 1024), big.subarray(3 * 1024 * 1024)]), 7 * 1024 * 1024, 'video/mp4')).toBe(big.length);
    // (Buffer.equals: a deep equality over 6 MB takes minutes.)
    expect(s3.objects.get('Org1234567/Big1234567')?.contentType).toBe('video/mp4');
    expect(s3.objects.get('Org1234567/Big1234567')?.body.equals(big)).toBe(true);
    expect(await storage.head('Org1234567/Big1234567', 4)).toEqual({ size: big.length, bytes: big.subarray(0, 4) });
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read('Org1234567/Big1234567')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
    await expect(storage.write('Org1234567/Cap1234567', Readable.from([big]), 1024)).rejects.toBeInstanceOf(TooLargeError);
    expect(s3.objects.has('Org1234567/Cap1234567')).toBe(false);
    expect(await storage.head('Org1234567/Nothing123', 4)).toBeUndefined();
  });

  it('removes the organization\'s objects from the bucket when it is deleted', async () => {
    const doomed = await t.agentWithOrg('doomed');
    const { body } = await uploadUrl({ fileName: 'logo.png', contentType: 'image/png', size: PNG.length }, doomed);
    await put(body.result.uploadUrl, PNG, 'image/png');
    expect((await confirm(body.result.objectId, doomed)).status).toBe(200);
    const kept = [...s3.objects.keys()].filter((key) => key.startsWith(`${agent.orgId}/`));
    expect(kept.length).toBeGreaterThan(0);

    expect((await t.call(`/classes/Organization/${doomed.orgId}`, { _method: 'DELETE' }, doomed.token)).status).toBe(200);
    expect([...s3.objects.keys()].filter((key) => key.startsWith(`${doomed.orgId}/`))).toEqual([]);
    expect([...s3.objects.keys()].filter((key) => key.startsWith(`${agent.orgId}/`))).toEqual(kept);
  });
});
