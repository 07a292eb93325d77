import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('organization icon and redirect options (PUT /classes/Organization/{id})', () => {
  let test: TestServer;
  let admin: Agent;
  let other: Agent;

  beforeAll(async () => {
    test = await startTestServer();
    admin = await test.agentWithOrg('settings');
    other = await test.agentWithOrg('elsewhere');
  });
  afterAll(() => test.close());

  const update = (token: string, body: Record<string, unknown>, orgId = admin.orgId) =>
    test.call(`/classes/Organization/${orgId}`, { _method: 'PUT', ...body }, token);
  const basics = { name: 'Settings Inc', industry: 'retail' };

  async function uploaded(agent: Agent, fileName: string, contentType: string, bytes: Buffer): Promise<string> {
    const upload = await test.call('/functions/getUploadUrl', { orgId: agent.orgId, fileName, contentType }, agent.token);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const put = await fetch(test.url + upload.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(bytes) });
    expect(put.status).toBe(200);
    return upload.body.result.objectId as string;
  }

  it('sets the icon to an uploaded image; the list carries a signed URL that serves it; null removes it', async () => {
    const fileId = await uploaded(admin, 'logo.png', 'image/png', PNG);
    const answer = await update(admin.token, { ...basics, icon: fileId });
    expect(answer.status).toBe(200);
    expect(answer.body.icon).toMatch(new RegExp(`^/files/${fileId}/logo\\.png\\?expires=\\d+&signature=`));
    const listed = await test.call('/classes/Organization', { _method: 'GET' }, admin.token);
    const icon = listed.body.results[0].icon as string;
    const image = await fetch(test.url + icon);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
    // Leaving icon out keeps it; null removes it.
    expect((await update(admin.token, basics)).body.icon).toBeDefined();
    const removed = await update(admin.token, { ...basics, icon: null });
    expect(removed.body.icon).toBeUndefined();
  });

  it('refuses an icon that is not an image, not uploaded, or of another organization', async () => {
    const audio = await uploaded(admin, 'tone.mp3', 'audio/mpeg', Buffer.from('ID3'));
    expect((await update(admin.token, { ...basics, icon: audio })).body.error).toBe('icon must be an image');
    const pending = await test.call('/functions/getUploadUrl', { orgId: admin.orgId, fileName: 'later.png', contentType: 'image/png' }, admin.token);
    expect((await update(admin.token, { ...basics, icon: pending.body.result.objectId })).body.error).toContain('not been uploaded');
    const theirs = await uploaded(other, 'theirs.png', 'image/png', PNG);
    expect((await update(admin.token, { ...basics, icon: theirs })).status).toBe(404);
    const bad = await update(admin.token, { ...basics, icon: 'no' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('icon');
  });

  it('only accepts the four locales', async () => {
    expect((await update(admin.token, { ...basics, locale: 'ja-JP' })).body.locale).toBe('ja-JP');
    const bad = await update(admin.token, { ...basics, locale: 'fr-FR' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('locale');
  });

  it('stores the redirect whitelist: paths and http(s) URLs, normalized', async () => {
    const whitelist = ['/message-center', ' https://shop.example.com/thanks ', 'http://Example.com'];
    const answer = await update(admin.token, { redirectOptions: { whitelist } });
    expect(answer.status).toBe(200);
    expect(answer.body.redirectOptions).toEqual({ whitelist: ['/message-center', 'https://shop.example.com/thanks', 'http://example.com/'] });
    // The basic info stays as it was.
    expect(answer.body.name).toBe('Settings Inc');
    const listed = await test.call('/classes/Organization', { _method: 'GET' }, admin.token);
    expect(listed.body.results[0].redirectOptions.whitelist).toHaveLength(3);
    expect((await update(admin.token, { redirectOptions: { whitelist: [] } })).body.redirectOptions).toEqual({ whitelist: [] });
  });

  it('refuses bad whitelist entries and duplicates with 400 naming the entry', async () => {
    for (const [whitelist, text] of [
      [['javascript:alert(1)'], '"javascript:alert(1)" is neither a path'],
      [['//evil.example.com'], 'is neither a path'],
      [['ftp://example.com'], 'is neither a path'],
      [['shop'], '"shop" is neither a path'],
      [['/a', '/a'], '"/a" is listed twice'],
      [['https://example.com', 'https://EXAMPLE.com/'], 'is listed twice'],
      [['  '], 'is empty'],
      [[`/${'a'.repeat(600)}`], 'is too long'],
      [Array.from({ length: 51 }, (_, index) => `/p${index}`), 'too many'],
      [[1], 'whitelist'],
    ] as const) {
      const answer = await update(admin.token, { redirectOptions: { whitelist } });
      expect(answer.status, JSON.stringify(whitelist)).toBe(400);
      expect(answer.body.error, JSON.stringify(whitelist)).toContain(text);
    }
    const missing = await update(admin.token, { redirectOptions: {} });
    expect(missing.body.error).toContain('whitelist');
  });

  it('keeps both to admins of the organization', async () => {
    const member = await joinedMember(test, admin, 'Rey');
    expect((await update(member.token, { redirectOptions: { whitelist: ['/x'] } })).body).toEqual({ code: 119, error: 'Permission denied' });
    expect((await update(other.token, { redirectOptions: { whitelist: ['/x'] } })).status).toBe(404);
    expect((await update(admin.token, { redirectOptions: { whitelist: ['/x'] } }, other.orgId)).status).toBe(404);
  });
});
