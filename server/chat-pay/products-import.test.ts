// The product CSV import on a real server: an uploaded file becomes products with their variations
// through the task runner; a bad row is reported with its column and stops only its product; an
// existing sku updates its variation (a fall to the low count notifies); duplicate skus; headers in another language; the report as the
// task's result and its downloadable file; bad input, other organizations and the guards.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vpcSettingForPlan } from '../../common/access';
import type { Product } from '../../common/contracts/chat-pay';
import type { ProductImportResult } from '../../common/contracts/chat-pay-tasks';
import type { GetUploadUrlResult } from '../../common/contracts/files';
import type { SystemMessage } from '../../common/contracts/notifications';
import type { Task } from '../../common/contracts/tasks';
import { randomId } from '../../common/ids';
import { changedOutside } from '../auth-cache/test-helpers';
import { memberships, orgRoles, organizations } from '../db/schema';
import { joinedMember } from '../members/test-helpers';
import { startTestServer, type Agent, type TestServer } from '../testing/harness';
import { completeSettings, shopClient, variation } from './test-helpers';
import { csvLines, download, finished, uploadCsv } from './task-test-helpers';

let t: TestServer;
let admin: Agent;
let stranger: Agent;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.agentWithOrg('importer');
  stranger = await t.agentWithOrg('import-stranger');
});
afterAll(async () => { await t?.close(); });

const HEADER = 'Product key,Title,Description,Status,Spec 1 name,Spec 1 option,SKU,Stock,Regular price,Sale price,Image URL';

const startImport = (who: Agent, body: Record<string, unknown>, orgId = who.orgId) =>
  shopClient(t, who).post<Task>('/csv/products/import', body, orgId);

/** Uploads the text, imports it and answers the finished task. */
async function imported(who: Agent, text: string, i18n?: string): Promise<Task> {
  const file = await uploadCsv(t, who, text);
  const started = await startImport(who, { s3FileUrl: file.url, ...(i18n ? { i18n } : {}) });
  expect(started.status).toBe(200);
  expect(started.body).toMatchObject({ type: 'importShopProductsCsv', status: 'started' });
  return finished(t, who, started.body.objectId);
}

const productsOf = async (who: Agent) => (await shopClient(t, who).products('?limit=100')).body.products;
const byTitle = (products: Product[], title: string) => products.find((product) => product.title === title);

describe('product CSV import', () => {
  it('creates a product per key with a variation per row, and reports each row', async () => {
    const owner = await t.agentWithOrg('import-good');
    const task = await imported(owner, [
      HEADER,
      'tee,Cotton tee,Soft,publish,Size,S,TEE-S,20,490,390,https://example.com/tee.png',
      'tee,,,,Size,M,TEE-M,15,490,,',
      'mug,Tea mug,,draft,,,MUG-1,8,350,,/files/AbCdEfGh12/mug.png',
    ].join('\n'), 'en-US');
    expect(task).toMatchObject({ status: 'done', total: 3, progress: 3 });
    expect(task.result).toEqual({ rows: 3, created: 3, updated: 0, failed: 0, problems: [] } satisfies ProductImportResult);
    const products = await productsOf(owner);
    expect(byTitle(products, 'Cotton tee')).toMatchObject({
      status: 'publish', desc: 'Soft', images: ['https://example.com/tee.png'], specs: [{ name: 'Size', options: ['S', 'M'] }],
      variations: [
        { sku: 'TEE-S', stock_quantity: 20, regular_price: 490, sale_price: 390, currency: 'TWD', attributes: [{ name: 'Size', option: 'S' }] },
        { sku: 'TEE-M', stock_quantity: 15, regular_price: 490, currency: 'TWD', attributes: [{ name: 'Size', option: 'M' }] },
      ],
    });
    expect(byTitle(products, 'Cotton tee')!.variations[1]!.sale_price).toBeUndefined();
    expect(byTitle(products, 'Tea mug')).toMatchObject({
      status: 'draft', images: ['/files/AbCdEfGh12/mug.png'], variations: [{ sku: 'MUG-1', stock_quantity: 8, attributes: [{ name: '規格', option: '預設' }] }],
    });

    // The report: a line per row, downloadable by the organization's members only.
    expect(task.url).toMatch(/^\/tasks\/[A-Za-z0-9]{10}\/files\/product-import-[\d-]+\.csv$/);
    const response = await download(t, task.url!, owner.token);
    expect(response.status).toBe(200);
    expect(csvLines(await response.text())).toEqual([
      ['Row', 'Product key', 'SKU', 'Result', 'Column', 'Problem'],
      ['2', 'tee', 'TEE-S', 'Created', '', ''],
      ['3', 'tee', 'TEE-M', 'Created', '', ''],
      ['4', 'mug', 'MUG-1', 'Created', '', ''],
    ]);
    expect((await download(t, task.url!, stranger.token)).status).toBe(404);
  });

  it('reports a bad row with its column and applies nothing of its product, while other products apply', async () => {
    const owner = await t.agentWithOrg('import-bad-row');
    const task = await imported(owner, [
      HEADER,
      'cup,Cup,,,Color,Red,CUP-R,5,200,,',
      'cup,Cup,,,Color,Blue,CUP-B,many,200,,',
      'bowl,Bowl,,,,,BOWL-1,4,150,180,',
      'plate,Plate,,,,,PLATE-1,3,12.5,,',
      'spoon,Spoon,,,,,SPOON-1,9,60,,',
    ].join('\n'), 'en-US');
    expect(task.status).toBe('done');
    expect(task.result).toMatchObject({
      rows: 5, created: 1, updated: 0, failed: 4,
      problems: [
        { row: 2, column: 'Product key', problem: 'Not applied: row 3 of this product has a problem' },
        { row: 3, column: 'Stock', problem: 'Not a whole number from 0 to 1000000' },
        { row: 4, column: 'Sale price', problem: 'Above the regular price' },
        { row: 5, column: 'Regular price', problem: "Not an amount in the shop's currency" },
      ],
    });
    expect((await productsOf(owner)).map((product) => product.title)).toEqual(['Spoon']);
    const lines = csvLines(await (await download(t, task.url!, owner.token)).text());
    expect(lines[2]).toEqual(['3', 'cup', 'CUP-B', 'Not applied', 'Stock', 'Not a whole number from 0 to 1000000']);
    expect(lines[5]).toEqual(['6', 'spoon', 'SPOON-1', 'Created', '', '']);
  });

  it('updates the stock and prices of the variation an existing sku names, and reports a duplicate sku', async () => {
    const owner = await t.agentWithOrg('import-update');
    const shop = shopClient(t, owner);
    const oolong = (await shop.createProduct({
      status: 'publish', title: 'Oolong', specs: [{ name: 'Size', options: ['S', 'L'] }],
      variations: [
        variation({ sku: 'OOL-S', stock_quantity: 10, regular_price: 300, attributes: [{ name: 'Size', option: 'S' }] }),
        variation({ sku: 'OOL-L', stock_quantity: 4, regular_price: 500, attributes: [{ name: 'Size', option: 'L' }] }),
      ],
    })).body;
    const task = await imported(owner, [
      'SKU,Stock,Regular price,Sale price,Title',
      'OOL-S,3,250,200,',
      'NEW-1,1,100,,Green',
      'NEW-1,2,100,,Black',
    ].join('\n'), 'en-US');
    expect(task.result).toMatchObject({
      rows: 3, created: 1, updated: 1, failed: 1,
      problems: [{ row: 4, column: 'SKU', problem: 'Duplicate sku (row 3)' }],
    });
    const updated = (await shop.product(oolong.id)).body;
    expect(updated.variations.map((one) => [one.sku, one.stock_quantity, one.regular_price, one.sale_price])).toEqual([
      ['OOL-S', 3, 250, 200], ['OOL-L', 4, 500, undefined],
    ]);
    expect(updated.title).toBe('Oolong');
    expect((await productsOf(owner)).map((product) => product.title).sort()).toEqual(['Green', 'Oolong']);
    // OOL-S fell to 3, at or below the low count (10): the members are told once, as by a product save.
    const notices = (await t.call<{ result: SystemMessage[] }>('/functions/findSystemMessage', { orgId: owner.orgId }, owner.token)).body.result
      .filter((message) => message.data.body.context?.eventType === 'lowStock');
    expect(notices.map((message) => message.data.body.context)).toEqual([expect.objectContaining({ productName: 'Oolong (S)', stockLeft: 3 })]);
  });

  it('reads Japanese headers and writes the report in the language asked for', async () => {
    const owner = await t.agentWithOrg('import-japanese');
    const task = await imported(owner, [
      '商品キー,商品名,規格1の名前,規格1の選択肢,SKU,在庫,通常価格,セール価格',
      'matcha,抹茶,重さ,100g,MT-100,7,800,',
      'matcha,抹茶,重さ,200g,MT-200,2,1500,1600',
    ].join('\n'), 'ja-JP');
    expect(task.result).toMatchObject({
      created: 0, failed: 2,
      problems: [{ row: 2, column: '商品キー', problem: '未反映：この商品の3行目に問題があります' }, { row: 3, column: 'セール価格', problem: '通常価格を超えています' }],
    });
    const lines = csvLines(await (await download(t, task.url!, owner.token)).text());
    expect(lines[0]).toEqual(['行', '商品キー', 'SKU', '結果', '列', '問題']);

    // The same file in Traditional Chinese headers, fixed, creates the product.
    const fixed = await imported(owner, [
      '商品代號,商品名稱,規格1名稱,規格1選項,SKU,庫存,原價,特價',
      'matcha,抹茶,重さ,100g,MT-100,7,800,',
      'matcha,抹茶,重さ,200g,MT-200,2,1500,1200',
    ].join('\n'));
    expect(fixed.result).toMatchObject({ created: 2, failed: 0 });
    expect(csvLines(await (await download(t, fixed.url!, owner.token)).text())[0]).toEqual(['列', '商品代號', 'SKU', '結果', '欄位', '問題']);
    expect(byTitle(await productsOf(owner), '抹茶')!.variations.map((one) => one.sale_price)).toEqual([undefined, 1200]);
  });

  it('types money in the major unit of the shop\'s currency', async () => {
    const owner = await t.agentWithOrg('import-usd');
    expect((await shopClient(t, owner).saveSettings({ ...completeSettings, currency: 'USD' })).status).toBe(200);
    const task = await imported(owner, `${HEADER}\ncap,Cap,,,,,CAP-1,5,12.50,9.9,\nhat,Hat,,,,,HAT-1,5,12.505,,`, 'en-US');
    expect(task.result).toMatchObject({ created: 1, failed: 1, problems: [{ row: 3, column: 'Regular price' }] });
    expect(byTitle(await productsOf(owner), 'Cap')!.variations[0]).toMatchObject({ regular_price: 1250, sale_price: 990, currency: 'USD' });
  });

  it('ends in error for a file that names none of the columns', async () => {
    const task = await imported(admin, 'name,email\nAmy,amy@example.com\n');
    expect(task).toMatchObject({ status: 'error', errorKey: 'error/csv-no-product-columns' });
  });
});

describe('product CSV import: refusals', () => {
  it('answers bad input with a 400 naming the field, and another organization\'s file or path with 404', async () => {
    const file = await uploadCsv(t, admin, `${HEADER}\n`);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /s3FileUrl/],
      [{ s3FileUrl: file.url, i18n: 'fr-FR' }, /i18n/],
      [{ s3FileUrl: 'https://elsewhere.example/files/AAAAAAAAAA/a.csv' }, /^body\/s3FileUrl must be the url of a file uploaded/],
    ];
    for (const [body, error] of cases) {
      const answer = await startImport(admin, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(error);
    }
    // An upload that has not finished.
    const asked = await t.call<{ result: GetUploadUrlResult }>('/functions/getUploadUrl', {
      orgId: admin.orgId, fileName: 'x.csv', contentType: 'text/csv', mode: 'csv',
    }, admin.token);
    expect(await startImport(admin, { s3FileUrl: `/files/${asked.body.result.objectId}/x.csv` }))
      .toMatchObject({ status: 400, body: { error: 'body/s3FileUrl names a file whose upload has not finished' } });
    const theirs = await uploadCsv(t, stranger, `${HEADER}\n`);
    expect((await startImport(admin, { s3FileUrl: theirs.url })).status).toBe(404);
    expect((await startImport(stranger, { s3FileUrl: file.url }, admin.orgId)).status).toBe(404);
  });

  it('is refused (403) on a plan without chatPay and for a role without the product part', async () => {
    const free = await t.agentWithOrg('import-free');
    await t.server.db.update(organizations).set({ plan: 'free' }).where(eq(organizations.objectId, free.orgId));
    expect(await startImport(free, { s3FileUrl: '/files/AAAAAAAAAA/x.csv' })).toMatchObject({ status: 403, body: { error: 'error/feature-disabled' } });

    const owner = await t.agentWithOrg('import-roles');
    const member: Agent = { ...(await joinedMember(t, owner, 'Ivy')), orgId: owner.orgId };
    const feature = structuredClone(vpcSettingForPlan('enterprise').data);
    feature.chatpay.product.enabled = false;
    const roleId = randomId();
    await t.server.db.insert(orgRoles).values({ objectId: roleId, orgId: owner.orgId, name: 'Order desk', feature });
    await t.server.db.update(memberships).set({ orgRoleId: roleId }).where(and(eq(memberships.orgId, owner.orgId), eq(memberships.userId, member.userId)));
    changedOutside(t, { orgId: owner.orgId });
    expect(await startImport(member, { s3FileUrl: '/files/AAAAAAAAAA/x.csv' })).toMatchObject({ status: 403, body: { error: 'error/feature-disabled' } });
  });
});
