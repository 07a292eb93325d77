// Uploads with S3 configured (docs/uploads.md): the browser PUTs the file straight to the bucket
// through the presigned URL (to a local S3 stand-in that checks the signature), the server checks
// the stored bytes on confirm, and the conversation shows the image read from the bucket.
import { startS3StandIn, type S3StandIn } from '../../server/testing/s3-stand-in';
import { expect, openVisitor, signUpWithOrganization, test as base, visitorSays } from './fixtures';
import { gradientPng } from './images';

const test = base.extend<{ s3: S3StandIn }>({
  s3: async ({}, use) => {
    const s3 = await startS3StandIn();
    await use(s3);
    await s3.close();
  },
  serverEnv: async ({ s3 }, use) => {
    await use({ NEW_ORGANIZATION_PLAN: 'business', ...s3.env });
  },
});

test('an agent sends an image through the dialog; it goes to the bucket and shows from there', async ({ page, browser, server, s3 }) => {
  const orgId = await signUpWithOrganization(page);
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Can you send me a photo?');
  await page.getByRole('list', { name: 'Conversation list' }).getByRole('link').click();

  await page.getByRole('button', { name: 'Attach' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload a file' });
  await expect(dialog.getByRole('heading', { name: 'Upload a file' })).toBeVisible();
  await dialog.getByLabel('File to upload').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: gradientPng(32) });

  // The conversation shows the image, loaded from the bucket by its presigned URL.
  const image = page.locator(`img[src^="${s3.url}/parley-test/${orgId}/"]`);
  await expect(image).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(32);
  await expect(dialog.getByRole('heading', { name: 'Upload a file' })).toBeHidden();

  // The browser sent the bytes to the bucket by the presigned URL, not through the server.
  const keys = [...s3.objects.keys()];
  expect(keys).toHaveLength(1);
  expect(keys[0]!.startsWith(`${orgId}/`)).toBe(true);
  expect(s3.objects.get(keys[0]!)!.contentType).toBe('image/png');
  expect(s3.requests.filter(({ method }) => method === 'PUT')).toEqual([{ method: 'PUT', key: keys[0], presigned: true, origin: server.url }]);
  expect(await image.getAttribute('src')).toContain(`/parley-test/${keys[0]}?`);
});
