// The product CSV's row rules without a server: reading a row's cells, grouping by product key,
// duplicate skus, and planning a group as a new product, updates, or nothing.
import { describe, expect, it } from 'vitest';
import { minorAmountOf } from '../../../../common/chat-pay';
import { productCsvColumnOf, productStatusOfCell } from '../../../../common/chat-pay-csv';
import { groupRows, planGroup, readRow, type Cells, type KnownSku, type Read } from './rows';

const row = (cells: Cells) => ({ title: 'Tee', stock: '1', regularPrice: '100', ...cells });
const readAll = (rows: Cells[], currency: 'TWD' | 'USD' = 'TWD'): Read[] => rows.map((cells, index) => readRow(row(cells), index + 2, currency));
const noSkus = new Map<string, KnownSku>();
/** A refused plan's problems by row (an object: partial matches read better than a Map's). */
const problemsOf = (plan: ReturnType<typeof planGroup>) => (plan.kind === 'invalid' ? Object.fromEntries(plan.problems) : plan.kind);

describe('headers and cells', () => {
  it('names a column by its key or its header in any of the four languages, spaces and case aside', () => {
    expect(['sku', 'Regular price', 'regularprice', '通常価格', '原價', '原价', ' 規格 1 名稱 ', 'Spec 2 Option'].map(productCsvColumnOf))
      .toEqual(['sku', 'regularPrice', 'regularPrice', 'regularPrice', 'regularPrice', 'regularPrice', 'spec1Name', 'spec2Option']);
    expect(productCsvColumnOf('Colour')).toBeUndefined();
  });

  it('reads a status by its key or its name, and money in the major unit with the currency\'s digits', () => {
    expect(['publish', 'Published', '公開中', '已上架', 'draft', '不公開', 'sold'].map(productStatusOfCell))
      .toEqual(['publish', 'publish', 'publish', 'publish', 'draft', 'private', undefined]);
    expect([minorAmountOf('1200', 'TWD'), minorAmountOf('12.5', 'TWD'), minorAmountOf('12.5', 'USD'), minorAmountOf('12.505', 'USD'), minorAmountOf('-1', 'USD')])
      .toEqual([1200, undefined, 1250, undefined, undefined]);
  });
});

/** A row's problem, if it has one. */
function problem(cells: Cells) {
  const read = readRow(row(cells), 2, 'TWD');
  return 'problem' in read ? read.problem : undefined;
}
const planOf = (rows: Cells[]) => planGroup(groupRows(readAll(rows))[0]!, noSkus, 'TWD');
const sized = (option: string, color = 'Red') => ({ handle: 't', spec1Name: 'Size', spec1Option: option, spec2Name: 'Color', spec2Option: color });

describe('readRow', () => {
  it('gives the first problem with its column', () => {
    expect(problem({ title: '', sku: '' })).toEqual({ column: 'title', code: 'required' });
    expect(problem({ stock: '' })).toEqual({ column: 'stock', code: 'required' });
    expect(problem({ stock: '1.5' })).toMatchObject({ column: 'stock', code: 'count' });
    expect(problem({ stock: '2000000' })).toMatchObject({ column: 'stock', code: 'count' });
    expect(problem({ regularPrice: 'free' })).toEqual({ column: 'regularPrice', code: 'money' });
    expect(problem({ salePrice: '150' })).toEqual({ column: 'salePrice', code: 'saleAboveRegular' });
    expect(problem({ status: 'sold' })).toEqual({ column: 'status', code: 'status' });
    expect(problem({ spec1Name: 'Size' })).toEqual({ column: 'spec1Option', code: 'required' });
    expect(problem({ spec2Option: 'S' })).toEqual({ column: 'spec2Name', code: 'required' });
    expect(problem({ imageUrl: 'javascript:alert(1)' })).toEqual({ column: 'imageUrl', code: 'url' });
    expect(problem({ sku: 'x'.repeat(65) })).toEqual({ column: 'sku', code: 'tooLong', max: 64 });
    expect(problem({})).toBeUndefined();
  });

  it('keys a row by its product key, else its title, else its sku', () => {
    expect(readAll([{ handle: 'k', title: 'T' }, { title: 'T' }, { title: '', sku: 'S1' }]).map((read) => read.key)).toEqual(['key:k', 'title:T', 'sku:S1']);
  });
});

describe('groups and plans', () => {
  it('makes one product per key with its specs from the rows\' options, in the shop\'s currency', () => {
    const [group] = groupRows(readAll([
      { handle: 'tee', spec1Name: 'Size', spec1Option: 'S', spec2Name: 'Color', spec2Option: 'Red', sku: 'A' },
      { handle: 'tee', title: '', spec1Name: 'Size', spec1Option: 'M', spec2Name: 'Color', spec2Option: 'Red', sku: 'B' },
    ], 'USD'));
    const plan = planGroup(group!, noSkus, 'USD');
    expect(plan).toMatchObject({
      kind: 'create',
      fields: { title: 'Tee', specs: [{ name: 'Size', options: ['S', 'M'] }, { name: 'Color', options: ['Red'] }], variations: [{ sku: 'A', currency: 'USD', regular_price: 10000 }, { sku: 'B' }] },
    });
  });

  it('refuses a group whose rows miss a combination, repeat one, or name other specs', () => {
    expect(problemsOf(planOf([sized('S'), sized('M', 'Blue')]))).toMatchObject({ 2: { column: 'spec1Option', code: 'comboMissing' }, 3: { code: 'notApplied', row: 2 } });
    expect(problemsOf(planOf([sized('S'), sized('S')]))).toMatchObject({ 3: { code: 'comboRepeated' }, 2: { code: 'notApplied', row: 3 } });
    expect(problemsOf(planOf([sized('S'), { handle: 't', spec1Name: 'Fit', spec1Option: 'S' }]))).toMatchObject({ 3: { column: 'spec1Name', code: 'specNames' } });
    expect(problemsOf(planOf([sized('S'), { handle: 't', spec1Name: 'Size', spec1Option: 'M' }]))).toMatchObject({ 3: { column: 'spec2Name', code: 'specNames' } });
    expect(problemsOf(planOf([{ handle: 't', spec1Name: 'Size', spec1Option: 'S', spec2Name: 'Size', spec2Option: 'M' }]))).toMatchObject({ 2: { column: 'spec2Name', code: 'specNames' } });
    expect(problemsOf(planOf([{ handle: 't' }, { handle: 't' }]))).toMatchObject({ 3: { column: 'handle', code: 'comboRepeated' } });
  });

  it('stops a whole group for one unreadable row, and reports a sku repeated in the file at its later row', () => {
    const groups = groupRows(readAll([{ handle: 'a', sku: 'X' }, { handle: 'a', stock: 'lots' }, { handle: 'b', sku: 'X' }]));
    expect(groups.map((group) => planGroup(group, noSkus, 'TWD'))).toEqual([
      { kind: 'invalid', problems: new Map([[3, { column: 'stock', code: 'count', max: 1_000_000 }], [2, { column: 'handle', code: 'notApplied', row: 3 }]]) },
      { kind: 'invalid', problems: new Map([[4, { column: 'sku', code: 'duplicateSku', row: 2 }]]) },
    ]);
  });

  it('updates the variations known skus name, when all are of one product in the shop\'s currency', () => {
    const known = new Map<string, KnownSku>([
      ['A', { variationId: 'vA', productId: 'p1', currency: 'TWD' }],
      ['B', { variationId: 'vB', productId: 'p2', currency: 'TWD' }],
      ['C', { variationId: 'vC', productId: 'p1', currency: 'USD' }],
    ]);
    const plan = (rows: Cells[]) => planGroup(groupRows(readAll(rows))[0]!, known, 'TWD');
    expect(plan([{ handle: 'p', sku: 'A', stock: '3', salePrice: '90' }])).toEqual({
      kind: 'update', productId: 'p1', updates: [{ variationId: 'vA', stock: 3, regularPrice: 100, salePrice: 90 }],
    });
    expect(problemsOf(plan([{ handle: 'p', sku: 'A' }, { handle: 'p', sku: 'B' }]))).toMatchObject({ 3: { column: 'sku', code: 'otherProduct' } });
    expect(problemsOf(plan([{ handle: 'p', sku: 'A' }, { handle: 'p', sku: 'NEW' }]))).toMatchObject({ 3: { column: 'sku', code: 'otherProduct' } });
    expect(problemsOf(plan([{ handle: 'p', sku: 'C' }]))).toMatchObject({ 2: { code: 'currency' } });
  });
});
