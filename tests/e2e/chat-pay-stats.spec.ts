import { readFile } from 'node:fs/promises';
import { expect, openVisitor, signUpWithOrganization, test, visitorSays } from './fixtures';
import { completeShop, seriousViolations, shopHeaders } from './shop-fixture';

test('statistics: a product sent then ordered is credited to its sender; the charts load their library only there and read as tables and CSV', async ({ page, browser, server }) => {
  const orgId = await signUpWithOrganization(page);
  const chartChunks: string[] = [];
  page.on('request', (request) => { if (/UPlotChart-.*\.js$/.test(request.url())) chartChunks.push(request.url()); });

  // A complete shop and a published product, through the API.
  const headers = await shopHeaders(page);
  await completeShop(page, orgId, server.url);
  const created = await page.request.post(`/shop8/${orgId}/product`, {
    headers,
    data: { status: 'publish', title: 'Oolong tea', variations: [{ id: '', sku: '', stock_quantity: 20, regular_price: 400, currency: 'TWD', attributes: [{ name: '規格', option: '預設' }] }] },
  });
  const product = await created.json() as { id: string; variations: { id: string }[] };

  // A live-chat visitor; the agent opens the conversation (its address names the customer) and sends the product.
  const visitor = await openVisitor(browser, server.url, orgId);
  await visitorSays(visitor, 'Do you sell tea?');
  await page.goto(`/message-center/${orgId}`);
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('link').filter({ hasText: 'Do you sell tea?' }).click();
  await page.waitForURL(/\/customer\/[A-Za-z0-9]+/);
  const customerId = /\/customer\/([A-Za-z0-9]+)/.exec(page.url())![1]!;
  const sent = await page.request.post(`/shop8/${orgId}/product/send`, { headers, data: { customerObjectId: customerId, productId: product.id, receiptId: 'stats-e2e-card' } });
  const token = ((await sent.json()) as { url: string }).url.split('/shop/')[1]!;
  // The customer orders twice on the shop page's API (2 × 400, then 3 × 400; delivery costs nothing by default).
  for (const quantity of [2, 3]) {
    const placed = await page.request.post('/shop/api/orders', { data: {
      token, items: [{ product_id: product.id, variation_id: product.variations[0]!.id, quantity }],
      delivery: { type: 'self', address: '2 Leaf Street' }, contact: { name: 'Mei', phone: '0912345678' }, paymentMethod: 'cod',
    } });
    expect(placed.status(), await placed.text()).toBe(201);
  }
  expect(chartChunks, 'no chart library before a chart page').toEqual([]);

  await page.getByRole('link', { name: /^Chat pay/ }).click();
  await page.getByRole('navigation', { name: 'Chat pay' }).getByRole('link', { name: 'Statistics' }).click();
  const summary = page.getByLabel('Summary');
  await expect(summary.getByText('NT$2,000')).toBeVisible();
  await expect(summary.getByText('NT$1,000')).toBeVisible();
  const daily = page.getByRole('region', { name: 'Revenue and orders per day' });
  await expect(daily.getByRole('img')).toHaveAttribute('aria-label', /in all, orders: 2, revenue: NT\$2,000\.$/);
  await expect(daily.locator('canvas')).toBeVisible();
  expect(chartChunks).toHaveLength(1);
  await expect(page.getByRole('region', { name: 'Top products' }).getByRole('img')).toHaveAttribute('aria-label', 'Top products by quantity sold; first Oolong tea with 5.');
  const agents = page.getByRole('table', { name: 'Sales per agent' });
  await expect(agents.getByRole('row').nth(1)).toHaveText(/Ada Agent\s*2\s*NT\$2,000\s*1/);

  await daily.getByRole('button', { name: 'Show as table' }).click();
  await expect(daily.getByRole('table').getByRole('row')).toHaveCount(8);
  const downloading = page.waitForEvent('download');
  await daily.getByRole('button', { name: 'Export Revenue and orders per day as CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFDate,Orders,Revenue (TWD)');
  expect(csv).toMatch(/\r\n\d{4}-\d{2}-\d{2},2,2000\r\n$/);

  expect(await seriousViolations(page), 'axe on the statistics').toEqual([]);
  await visitor.context().close();
});
