import { readFile } from 'node:fs/promises';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';
import { completeShop, seriousViolations, shopHeaders } from './shop-fixture';

test('chatPay tasks: products imported from a CSV with a bad row reported, then their order exported in English', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const headers = await shopHeaders(page);
  await completeShop(page, orgId, server.url);

  // The import: the columns and a sample before the upload, the template, then the file.
  await page.goto(`/chatPay/${orgId}/productsList`);
  await page.getByRole('button', { name: 'Import products (CSV)' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload a file' });
  await expect(upload.getByRole('table', { name: 'Sample file' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const template = page.waitForEvent('download');
  await upload.getByRole('button', { name: 'Download the template' }).click();
  expect((await readFile((await (await template).path())!, 'utf8')).split('\r\n')[0]).toBe(
    '\uFEFFProduct key,Title,Description,Status,Spec 1 name,Spec 1 option,Spec 2 name,Spec 2 option,Spec 3 name,Spec 3 option,SKU,Stock,Regular price,Sale price,Image URL',
  );
  const csv = [
    'Product key,Title,Spec 1 name,Spec 1 option,SKU,Stock,Regular price,Sale price,Status',
    'tee,Cotton tee,Size,S,TEE-S,20,490,390,publish',
    'tee,Cotton tee,Size,M,TEE-M,15,490,,publish',
    'mug,Tea mug,,,MUG-1,many,350,,',
  ].join('\n');
  await upload.getByLabel('File to upload').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('The product import has started. Follow it in the task list, where its report is downloaded.')).toBeVisible();
  await expect(page.getByText('The product import is done. Its report is in the task list.')).toBeVisible();
  // The list reads itself again: the good product is there, the bad row's is not.
  const products = page.getByRole('table', { name: 'Products' });
  await expect(products.getByRole('link', { name: 'Cotton tee' })).toBeVisible();
  await expect(products.getByRole('link', { name: 'Tea mug' })).toHaveCount(0);

  await page.getByRole('button', { name: /^Tasks/ }).click();
  const panel = page.getByRole('dialog', { name: 'Tasks' });
  const imported = panel.getByRole('listitem').filter({ hasText: 'Import products (CSV)' });
  await expect(imported).toContainText('Rows created: 2, updated: 0, not applied: 1.');
  await expect(imported.getByRole('list', { name: 'Rows not applied' })).toHaveText('Row 4, Stock: Not a whole number from 0 to 1000000');
  const reported = page.waitForEvent('download');
  await imported.getByRole('button', { name: 'Download Import products (CSV)' }).click();
  const report = await readFile((await (await reported).path())!, 'utf8');
  expect(report.replace(/^\uFEFF/, '').trim().split('\r\n')).toEqual([
    'Row,Product key,SKU,Result,Column,Problem',
    '2,tee,TEE-S,Created,,',
    '3,tee,TEE-M,Created,,',
    '4,mug,MUG-1,Not applied,Stock,Not a whole number from 0 to 1000000',
  ]);
  await panel.getByRole('button', { name: 'Close tasks' }).click();

  // An order of the imported product for a live-chat customer, through the API.
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Two tees, please');
  await page.goto(`/message-center/${orgId}`);
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: 'Two tees, please' }).click();
  await page.waitForURL(/\/customer\/[A-Za-z0-9]+/);
  const customerId = /\/customer\/([A-Za-z0-9]+)/.exec(page.url())![1]!;
  const list = await (await page.request.get(`/shop8/${orgId}/products?search=TEE-S`, { headers })).json() as { products: { id: string; variations: { id: string; sku: string }[] }[] };
  const tee = list.products[0]!;
  const placed = await page.request.post(`/shop8/${orgId}/order`, { headers, data: {
    customer_id: customerId, items: [{ product_id: tee.id, variation_id: tee.variations.find((one) => one.sku === 'TEE-S')!.id, quantity: 2 }],
    delivery: { type: 'self', address: '2 Leaf Street' }, contact: { name: 'Mei', phone: '0912345678' },
  } });
  expect(placed.status(), await placed.text()).toBe(201);

  // The export: the list's filter in the dialog, the console's language, the task list 2 s later.
  await page.goto(`/chatPay/${orgId}/orders`);
  await page.getByLabel('Order status').selectOption('processing');
  await page.getByRole('button', { name: 'Export orders' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export orders' });
  await expect(dialog.getByLabel('Filters of the export')).toContainText('Processing');
  await expect(dialog.getByLabel('Language of the file')).toHaveValue('en-US');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('The order export has started. Download it from the task list once it is done.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /^Tasks/ }).click();
  const exported = page.getByRole('dialog', { name: 'Tasks' }).getByRole('listitem').filter({ hasText: 'Export orders' });
  const downloading = page.waitForEvent('download');
  await exported.getByRole('button', { name: 'Download Export orders' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toMatch(/^Order,Placed at,Customer,Order status,Payment status,Payment method,Shipping status,Product,Variation,Quantity,Unit price,Amount,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^#1,.*,Processing,Unpaid,Pay on delivery,Preparing,Cotton tee,S,2,390,780,0,780,TWD,Mei,0912345678,,2 Leaf Street,$/);
  await visitor.context().close();
});
