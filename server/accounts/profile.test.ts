import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GetUploadUrlResult, UploadedFile } from '../../common/contracts/files';
import { newestMailedLink } from '../mail/outbox-reader';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';

// A 1×1 transparent PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const wrongCode = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

let t: TestServer;
beforeAll(async () => { t = await startTestServer(); });
afterAll(async () => { await t?.close(); });

/** An agent whose username is its e-mail, as the console signs up. */
async function consoleAgent(name: string): Promise<Agent & { email: string }> {
  const email = `${name}@example.com`;
  const signUp = await t.call('/users', { username: email, password: 'correct horse', email, firstName: name });
  expect(signUp.status).toBe(201);
  const org = await t.call('/classes/Organization', { name: `${name} Inc` }, signUp.body.sessionToken);
  return { userId: signUp.body.objectId, token: signUp.body.sessionToken, orgId: org.body.objectId, email };
}

const readUser = (agent: Agent, id = agent.userId) => t.call(`/classes/_User/${id}`, { _method: 'GET' }, agent.token);
const putUser = (agent: Agent, body: Record<string, unknown>, id = agent.userId) =>
  t.call(`/classes/_User/${id}`, { _method: 'PUT', ...body }, agent.token);
const updateProfile = (agent: Agent, body: Record<string, unknown>, id = agent.userId) =>
  t.call(`/user/update/${id}`, { _method: 'PUT', ...body }, agent.token);

async function uploadFile(agent: Agent, name: string, contentType: string, bytes: Uint8Array<ArrayBuffer>): Promise<UploadedFile> {
  const url = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', { orgId: agent.orgId, fileName: name, contentType }, agent.token);
  expect(url.status).toBe(200);
  const put = await fetch(t.url + url.body.result.uploadUrl, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
  expect(put.status).toBe(200);
  const done = await t.call<UploadedFile>(`/classes/File/${url.body.result.objectId}`, { orgId: agent.orgId }, agent.token);
  expect(done.status).toBe(200);
  return done.body;
}

describe('POST /classes/_User/{id}', () => {
  it('reads the own user again, and nobody else', async () => {
    const ann = await consoleAgent('ann');
    const bob = await consoleAgent('bob');
    const own = await readUser(ann);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ objectId: ann.userId, email: ann.email, toturialDisabled: false, mfa: false });
    expect(own.body).not.toHaveProperty('sessionToken');
    expect((await readUser(ann, bob.userId)).status).toBe(404);
    expect((await putUser(ann, { toturialDisabled: true }, bob.userId)).status).toBe(404);
    expect((await readUser(bob)).body.toturialDisabled).toBe(false);
    expect((await t.call(`/classes/_User/${ann.userId}`, { _method: 'GET' })).body.code).toBe(209);
    expect(await t.call(`/classes/_User/${ann.userId}`, {}, ann.token))
      .toEqual({ status: 400, body: { code: 142, error: '_method must be GET or PUT' } });
    expect((await t.call(`/classes/_User/${ann.userId}`, { _method: 'DELETE' }, ann.token)).status).toBe(400);
    expect((await readUser(ann, 'short')).status).toBe(400);
  });

  it('marks the tutorial done', async () => {
    const cai = await consoleAgent('cai');
    const done = await putUser(cai, { toturialDisabled: true });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ objectId: cai.userId, toturialDisabled: true });
    expect((await t.call('/users/me', {}, cai.token)).body.toturialDisabled).toBe(true);
    expect((await putUser(cai, { toturialDisabled: 'yes' })).status).toBe(400);
  });

  it('changes the e-mail: lowercased, unique, verified again through a new link', async () => {
    const dan = await consoleAgent('dan');
    const eve = await consoleAgent('eve');
    // Verify dan's first address.
    const first = await newestMailedLink(t, dan.email, '/signup-verify');
    expect((await t.call('/user/verify_email', { token: first!.searchParams.get('token') })).status).toBe(200);

    const malformed = await putUser(dan, { email: 'dan at example' });
    expect(malformed).toEqual({ status: 400, body: { code: 142, error: 'email must be an e-mail address (name@domain.suffix)' } });
    expect((await putUser(dan, { email: 'dan@example' })).status).toBe(400);
    expect((await putUser(dan, { email: 'a@b.co', userEmail: 'c@d.co' })).body.error).toBe('email and userEmail must be the same address');
    expect(await putUser(dan, { email: 'EVE@example.com' }))
      .toEqual({ status: 400, body: { code: 203, error: 'Account already exists for this email address.' } });

    const changed = await putUser(dan, { email: '  Dan.New@Example.COM ' });
    expect(changed.status).toBe(200);
    // The console's username is the e-mail: it follows.
    expect(changed.body).toMatchObject({ email: 'dan.new@example.com', username: 'dan.new@example.com', emailVerified: false });
    const link = await newestMailedLink(t, 'dan.new@example.com', '/signup-verify');
    expect(link).toBeDefined();
    expect((await t.call('/user/verify_email', { token: link!.searchParams.get('token') })).body)
      .toEqual({ objectId: dan.userId, email: 'dan.new@example.com', emailVerified: true });
    // The new address logs in; the old one no longer names an account.
    expect((await t.call('/login', { username: 'dan.new@example.com', password: 'correct horse' })).status).toBe(200);
    expect((await t.call('/login', { username: dan.email, password: 'correct horse' })).status).toBe(404);
    // The address now belongs to dan: eve cannot take it, by either field.
    expect((await putUser(eve, { userEmail: 'dan.new@example.com' })).body.code).toBe(203);
  });

  it('changes the username, unique', async () => {
    const fay = await consoleAgent('fay');
    const gus = await consoleAgent('gus');
    expect(await putUser(fay, { username: gus.email }))
      .toEqual({ status: 400, body: { code: 202, error: 'Account already exists for this username.' } });
    expect((await putUser(fay, { username: '   ' })).status).toBe(400);
    const renamed = await putUser(fay, { username: 'fay-the-agent' });
    expect(renamed.body).toMatchObject({ username: 'fay-the-agent', email: fay.email });
    expect((await t.call('/login', { username: 'fay-the-agent', password: 'correct horse' })).status).toBe(200);
  });
});

describe('PUT /user/update/{id}', () => {
  it('updates names and language of the own profile only', async () => {
    const hal = await consoleAgent('hal');
    const ivy = await consoleAgent('ivy');
    const updated = await updateProfile(hal, { firstName: ' Hal ', lastName: 'Horn', language: 'ja-JP' });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ firstName: 'Hal', lastName: 'Horn', language: 'ja-JP' });
    // The language applies at the next login.
    expect((await t.call('/login', { username: hal.email, password: 'correct horse' })).body.language).toBe('ja-JP');

    expect((await updateProfile(hal, { firstName: 'Mallory' }, ivy.userId)).status).toBe(404);
    expect((await t.call('/users/me', {}, ivy.token)).body.firstName).toBe('ivy');
    const badLanguage = await updateProfile(hal, { language: 'fr-FR' });
    expect(badLanguage.status).toBe(400);
    expect(badLanguage.body.error).toContain('language');
    expect((await updateProfile(hal, { firstName: 'x'.repeat(101) })).body.error).toContain('firstName');
    // A real PUT works as well as the envelope's _method.
    const put = await fetch(`${t.url}/user/update/${hal.userId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-parse-application-id': 'parley', 'x-parse-session-token': hal.token },
      body: JSON.stringify({ lastName: 'Hornby' }),
    });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { lastName: string }).lastName).toBe('Hornby');
  });

  it('takes an uploaded image as picture, served without a session; an empty picture keeps it', async () => {
    const jo = await consoleAgent('jo');
    const kim = await consoleAgent('kim');
    const file = await uploadFile(jo, 'me.png', 'image/png', PNG);
    const set = await updateProfile(jo, { picture: file.objectId });
    expect(set.status).toBe(200);
    expect(set.body.picture).toBe(`/user/picture/${file.objectId}`);
    const served = await fetch(t.url + set.body.picture);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    expect((await updateProfile(jo, { picture: '', firstName: 'Jo' })).body.picture).toBe(set.body.picture);
    // The file's url names it as well; the old picture is no longer served once replaced.
    const second = await uploadFile(jo, 'me2.png', 'image/png', PNG);
    expect((await updateProfile(jo, { picture: second.url })).body.picture).toBe(`/user/picture/${second.objectId}`);
    expect((await fetch(t.url + set.body.picture)).status).toBe(404);

    // Someone else's file, a file that is no image, and no file at all are refused.
    expect(await updateProfile(kim, { picture: second.objectId }))
      .toEqual({ status: 400, body: { code: 142, error: 'picture must be a file you uploaded' } });
    // An MPEG audio frame header and a silent frame: the server checks what the bytes are.
    const mp3 = new Uint8Array(417);
    mp3.set([0xff, 0xfb, 0x90, 0x64]);
    const song = await uploadFile(jo, 'song.mp3', 'audio/mpeg', mp3);
    expect((await updateProfile(jo, { picture: song.objectId })).body.error).toBe('picture must be a JPEG or PNG image');
    expect((await updateProfile(jo, { picture: 'not a file id!' })).body.error).toBe('picture must be the objectId or url of an uploaded file');
    // Other uploads are not served through the picture path.
    expect((await fetch(`${t.url}/user/picture/${song.objectId}`)).status).toBe(404);
  });

  it('turns two-step verification on and off with a code (user.mfa.tokenNotFound, user.mfa.notValid)', async () => {
    const lee = await consoleAgent('lee');
    expect(await updateProfile(lee, { mfa: true, code: '123456' }))
      .toEqual({ status: 400, body: { code: 210, error: 'user.mfa.tokenNotFound' } });
    expect((await updateProfile(lee, { mfa: true })).body.error).toContain('code');
    expect((await updateProfile(lee, { code: '123456' })).body.error).toContain('mfa');
    expect((await updateProfile(lee, { mfa: true, code: '12345' })).status).toBe(400);

    const { secret } = (await t.call('/user/mfa/generate_code', { _method: 'PUT', method: 'totp' }, lee.token)).body;
    const code = await generate({ secret });
    expect(await updateProfile(lee, { mfa: true, code: wrongCode(code) }))
      .toEqual({ status: 400, body: { code: 210, error: 'user.mfa.notValid' } });
    const on = await updateProfile(lee, { mfa: true, code, firstName: 'Lee' });
    expect(on.body).toMatchObject({ mfa: true, firstName: 'Lee' });
    expect((await t.call('/login', { username: lee.email, password: 'correct horse' })).body.mfaNeeded).toBe(true);

    // Off takes a current code of the confirmed secret, not used before.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    expect((await updateProfile(lee, { mfa: false, code: wrongCode(next) })).body.error).toBe('user.mfa.notValid');
    const off = await updateProfile(lee, { mfa: false, code: next });
    expect(off.body.mfa).toBe(false);
    expect((await t.call('/login', { username: lee.email, password: 'correct horse' })).body.sessionToken).toMatch(/^r:/);
    // The old secret is gone: turning on again needs a new one.
    expect((await updateProfile(lee, { mfa: true, code: await generate({ secret }) })).body.error).toBe('user.mfa.tokenNotFound');
  });
});
