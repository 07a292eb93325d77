import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';
import { gradientPng } from './images';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

test('an agent sends a PNG through the dialog; members get the file, nobody else does', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Can you send me a photo?');
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').click();

  await page.getByRole('button', { name: 'Attach' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file' });
  // (The dialog's own box is empty: its panel is fixed-positioned; the title shows it is open.)
  await expect(dialog.getByRole('heading', { name: 'Upload a file' })).toBeVisible();
  await expect(dialog).toContainText('Video up to 100 MB');

  // A file of another extension is ignored; the PNG goes up.
  await dialog.getByLabel('File to upload').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(dialog.getByRole('progressbar')).toHaveCount(0);
  await dialog.getByLabel('File to upload').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: gradientPng(64) });

  await expect(dialog).toBeHidden();
  // It goes out as an image message, shown by its signed URL.
  const image = page.getByRole('log', { name: 'Messages' }).getByRole('img', { name: 'Image', exact: true });
  await expect(image).toBeVisible();
  const signedUrl = await image.getAttribute('src');
  expect(signedUrl).toMatch(/^\/files\/[A-Za-z0-9]{10}\/photo\.png\?expires=\d+&signature=/);

  const signed = await page.request.get(signedUrl!);
  expect(signed.status()).toBe(200);
  expect(signed.headers()['content-type']).toBe('image/png');
  expect([...(await signed.body()).subarray(0, 4)]).toEqual(PNG_SIGNATURE);

  const fileUrl = signedUrl!.split('?')[0]!;
  const { sessionToken } = await page.evaluate(() => JSON.parse(localStorage.getItem('parley.user') ?? '{}') as { sessionToken: string });
  const member = await page.request.get(fileUrl, { headers: { 'X-Parse-Session-Token': sessionToken } });
  expect(member.status()).toBe(200);
  expect([...(await member.body()).subarray(0, 4)]).toEqual(PNG_SIGNATURE);

  const anonymous = await page.request.get(fileUrl);
  expect(anonymous.status()).toBe(400);
  expect(await anonymous.json()).toMatchObject({ code: 209 });
});

test('a refused file shows its error inline and the dialog stays open', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Hello');
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').click();

  await page.getByRole('button', { name: 'Attach' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file' });
  await dialog.getByLabel('File to upload').setInputFiles({ name: 'my photo.png', mimeType: 'image/png', buffer: gradientPng(8) });
  await expect(dialog.getByRole('alert')).toContainText('my photo.png: The file name may only hold letters');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('an agent sends a video: it goes out as an MP4 and the conversation shows its thumbnail', async ({ page, browser, server }) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'parley-e2e-video-'));
  const movie = path.join(folder, 'clip.mov');
  await promisify(execFile)(ffmpeg.path, [
    '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=1280x720:rate=25:duration=2',
    '-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', '-c:v', 'mpeg4', '-c:a', 'mp2', '-shortest', movie,
  ]);
  const bytes = await readFile(movie);
  await rm(folder, { recursive: true, force: true });
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Can you show me how it works?');
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').click();

  await page.getByRole('button', { name: 'Attach' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file' });
  await dialog.getByLabel('File to upload').setInputFiles({ name: 'clip.mov', mimeType: 'video/quicktime', buffer: bytes });
  await expect(dialog).toBeHidden({ timeout: 60_000 });

  const video = page.getByRole('log', { name: 'Messages' }).locator('video[aria-label="Video message"]');
  await expect(video).toHaveAttribute('poster', /^\/files\/[A-Za-z0-9]{10}\/clip\.jpg\?expires=/);
  await expect(video).toHaveAttribute('src', /^\/files\/[A-Za-z0-9]{10}\/clip\.mp4\?expires=/);
  const poster = await page.request.get((await video.getAttribute('poster'))!);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  expect([...(await poster.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const mp4 = await page.request.get((await video.getAttribute('src'))!);
  expect(mp4.headers()['content-type']).toBe('video/mp4');
  // The player loads nothing until asked (preload none): the thumbnail is what shows meanwhile.
  expect(await video.evaluate((element: HTMLVideoElement) => element.preload)).toBe('none');
});
