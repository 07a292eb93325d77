// What the server compresses as it answers (compression.ts): JSON and the CSV export when the client
// accepts it, never an uploaded file or a small answer. Read with node:http, which (unlike
// fetch) shows the bytes as they come over the wire.
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetUploadUrlResult, UploadedFile } from '../../common/contracts/files';
import type { FindTasksResult, Task } from '../../common/contracts/tasks';
import { loadConfig } from '../config';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { COMPRESSION_THRESHOLD } from './compression';

const { appId, jsKey } = loadConfig({});

interface RawAnswer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** One request; the answer's body as it came, not decoded. */
function raw(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.once('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }));
      answer.once('error', reject);
    });
    sent.once('error', reject);
    sent.end(body);
  });
}

const decoded = (answer: RawAnswer): Buffer => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === undefined) return answer.body;
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
};

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('compressed answers', () => {
  let test: TestServer;
  let agent: Agent;

  beforeAll(async () => {
    test = await startTestServer();
    agent = await test.agentWithOrg('compressed');
    // Enough customers and messages for a change feed and an export of several KiB.
    for (let i = 0; i < 12; i++) await test.visitorCustomer(agent, `Hello, this is visitor number ${i} writing in`);
  });
  afterAll(() => test.close());

  const changes = (acceptEncoding?: string) => raw(`${test.url}/functions/changes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    body: JSON.stringify({ _ApplicationId: appId, _JavaScriptKey: jsKey, _SessionToken: agent.token, orgId: agent.orgId, since: 0 }),
  });

  it('sends a JSON answer over the threshold in brotli or gzip as the request accepts, decoding to the same JSON', async () => {
    const plain = await changes();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.result.changes.length).toBeGreaterThan(12);

    for (const [accepted, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['br;q=0.5, gzip', 'gzip']] as const) {
      const answer = await changes(accepted);
      expect(answer.status, accepted).toBe(200);
      expect(answer.headers['content-encoding'], accepted).toBe(encoding);
      expect(answer.headers.vary, accepted).toMatch(/accept-encoding/i);
      expect(answer.body.length, accepted).toBeLessThan(plain.body.length / 2);
      expect(JSON.parse(decoded(answer).toString('utf8')), accepted).toEqual(json);
      // The security headers stay on a compressed answer.
      expect(answer.headers['x-content-type-options'], accepted).toBe('nosniff');
    }
    // `identity` only, or an encoding the server does not speak: as it is.
    for (const accepted of ['identity', 'compress']) {
      const answer = await changes(accepted);
      expect(answer.headers['content-encoding'], accepted).toBeUndefined();
      expect(JSON.parse(answer.body.toString('utf8')), accepted).toEqual(json);
    }
  });

  it('sends small answers and error answers as they are', async () => {
    const health = await raw(`${test.url}/health`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.status).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'ok' });

    const refused = await raw(`${test.url}/functions/changes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ _ApplicationId: appId, _JavaScriptKey: jsKey, _SessionToken: agent.token, orgId: agent.orgId, since: 'soon' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString('utf8'))).toMatchObject({ code: expect.any(Number), error: expect.stringContaining('since') });
  });

  it('sends an uploaded file exactly as stored, an image or a text file alike', async () => {
    const csv = Buffer.from(`code\n${Array.from({ length: 200 }, (_, i) => `COUPON-${String(i).padStart(4, '0')}`).join('\n')}\n`);
    for (const [fileName, contentType, bytes, mode] of [['photo.png', 'image/png', PNG, 'default'], ['codes.csv', 'text/csv', csv, 'csv']] as const) {
      const { body } = await test.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', { orgId: agent.orgId, fileName, contentType, size: bytes.length, mode }, agent.token);
      const put = await fetch(test.url + body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
      expect(put.status, fileName).toBe(200);
      const file = (await test.call<UploadedFile>(`/classes/File/${body.result.objectId}`, { orgId: agent.orgId }, agent.token)).body;
      for (const url of [file.url, file.signedUrl]) {
        const answer = await raw(test.url + url, { headers: { 'x-parse-session-token': agent.token, 'accept-encoding': 'gzip, deflate, br' } });
        expect(answer.status, fileName).toBe(200);
        expect(answer.headers['content-encoding'], fileName).toBeUndefined();
        expect(answer.headers['content-length'], fileName).toBe(String(bytes.length));
        expect(answer.body.equals(bytes), fileName).toBe(true);
      }
    }
  });

  it('sends the customer CSV export compressed when accepted, whole either way', async () => {
    const started = await test.call<{ result: Task }>('/functions/exportCustomers', { orgId: agent.orgId, i18n: 'en-US' }, agent.token);
    expect(started.status).toBe(200);
    let task: Task | undefined;
    for (let i = 0; i < 200 && task?.status !== 'done'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const list = await test.call<{ result: FindTasksResult }>('/functions/findTasks', { orgId: agent.orgId }, agent.token);
      task = list.body.result.tasks.find((candidate) => candidate.objectId === started.body.result.objectId);
    }
    expect(task?.status).toBe('done');
    const download = (acceptEncoding?: string) => raw(test.url + task!.url!, {
      headers: { 'x-parse-application-id': appId, 'x-parse-session-token': agent.token, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
    const plain = await download();
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(plain.body.length));
    const lines = plain.body.toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(13);

    const compressed = await download('gzip, deflate, br');
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('text/csv');
    expect(compressed.headers['content-disposition']).toMatch(/^attachment; filename="customers-[\d-]+\.csv"$/);
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(decoded(compressed).equals(plain.body)).toBe(true);
  });
});
