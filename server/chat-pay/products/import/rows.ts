// The product CSV's rules, apart from any I/O (docs/chat-pay.md "Product CSV import"): a row's cells
// read into a variation (or the first problem with its column), rows grouped into products by their
// key, and each group planned as a new product or as updates of the variations its skus name. A
// group with one bad row applies none of its rows.
import {
  DEFAULT_SPEC_NAME, DEFAULT_SPEC_OPTION, minorAmountOf, PRODUCT_DESC_MAX, PRODUCT_IMAGES_MAX, PRODUCT_TITLE_MAX, SKU_MAX, SPEC_OPTIONS_MAX, SPEC_TEXT_MAX, STOCK_MAX,
  VARIATIONS_MAX, type Currency, type ProductStatus, type Spec, type VariationAttribute,
} from '../../../../common/chat-pay';
import { productStatusOfCell, type ProductCsvColumn } from '../../../../common/chat-pay-csv';
import type { ProductFields } from '../../../../common/contracts/chat-pay';

/** Why a row is not applied; `max` for a length or count limit, `row` for the row it repeats or waits on. */
export type ProblemCode =
  | 'required' | 'tooLong' | 'status' | 'count' | 'money' | 'saleAboveRegular' | 'url' | 'duplicateSku' | 'skuTaken' | 'otherProduct'
  | 'specNames' | 'tooMany' | 'comboRepeated' | 'comboMissing' | 'currency' | 'notApplied' | 'refused';
export interface RowProblem { column: ProductCsvColumn; code: ProblemCode; max?: number; row?: number; detail?: string }

export type Cells = Partial<Record<ProductCsvColumn, string>>;

/** A row that reads well: one variation, and its product's fields as the row gives them ('' none). */
export interface ImportRow {
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: number;
  key: string;
  title: string;
  desc: string;
  status?: ProductStatus;
  attributes: VariationAttribute[];
  sku: string;
  stock: number;
  regularPrice: number;
  salePrice?: number;
  image: string;
}

const SPEC_COLUMNS = [['spec1Name', 'spec1Option'], ['spec2Name', 'spec2Option'], ['spec3Name', 'spec3Option']] as const;
const URL_PATTERN = /^(\/files\/|https?:\/\/)\S+$/;
const URL_MAX = 2000;

/** A row read: its product key, and the row or its first problem (`at`: its number). */
export type Read = { key: string; row: ImportRow } | { key: string; at: number; problem: RowProblem };

const tooLong = (column: ProductCsvColumn, value: string, max: number): RowProblem | undefined =>
  value.length > max ? { column, code: 'tooLong', max } : undefined;

/** A row's cells (trimmed) as a variation, or its first problem. Money is typed in the shop currency's major unit. */
export function readRow(cells: Cells, row: number, currency: Currency): Read {
  const cell = (column: ProductCsvColumn) => (cells[column] ?? '').trim();
  const [title, desc, sku, image, handle] = [cell('title'), cell('description'), cell('sku'), cell('imageUrl'), cell('handle')];
  // Without a key or a title the row can only update the variation its sku names; with nothing it is alone.
  const key = handle ? `key:${handle}` : title ? `title:${title}` : sku ? `sku:${sku}` : `row:${row}`;
  const checked = readCells(cell, row, currency, { title, desc, sku, image, handle });
  return 'problem' in checked ? { key, at: row, problem: checked.problem } : { key, row: { ...checked.row, key } };
}

function readCells(
  cell: (column: ProductCsvColumn) => string, row: number, currency: Currency,
  { title, desc, sku, image, handle }: Record<'title' | 'desc' | 'sku' | 'image' | 'handle', string>,
): { row: Omit<ImportRow, 'key'> } | { problem: RowProblem } {
  const length = tooLong('handle', handle, PRODUCT_TITLE_MAX) ?? tooLong('title', title, PRODUCT_TITLE_MAX)
    ?? tooLong('description', desc, PRODUCT_DESC_MAX) ?? tooLong('sku', sku, SKU_MAX);
  if (length) return { problem: length };
  if (!handle && !title && !sku) return { problem: { column: 'title', code: 'required' } };
  const status = cell('status') === '' ? undefined : productStatusOfCell(cell('status'));
  if (cell('status') !== '' && !status) return { problem: { column: 'status', code: 'status' } };

  const attributes: VariationAttribute[] = [];
  for (const [nameColumn, optionColumn] of SPEC_COLUMNS) {
    const [name, option] = [cell(nameColumn), cell(optionColumn)];
    if (!name && !option) continue;
    if (!name) return { problem: { column: nameColumn, code: 'required' } };
    if (!option) return { problem: { column: optionColumn, code: 'required' } };
    const long = tooLong(nameColumn, name, SPEC_TEXT_MAX) ?? tooLong(optionColumn, option, SPEC_TEXT_MAX);
    if (long) return { problem: long };
    attributes.push({ name, option });
  }

  if (cell('stock') === '') return { problem: { column: 'stock', code: 'required' } };
  const stock = /^\d+$/.test(cell('stock')) ? Number(cell('stock')) : NaN;
  if (!(stock <= STOCK_MAX)) return { problem: { column: 'stock', code: 'count', max: STOCK_MAX } };
  if (cell('regularPrice') === '') return { problem: { column: 'regularPrice', code: 'required' } };
  const regularPrice = minorAmountOf(cell('regularPrice'), currency);
  if (regularPrice === undefined) return { problem: { column: 'regularPrice', code: 'money' } };
  const salePrice = cell('salePrice') === '' ? undefined : minorAmountOf(cell('salePrice'), currency);
  if (cell('salePrice') !== '' && salePrice === undefined) return { problem: { column: 'salePrice', code: 'money' } };
  if (salePrice !== undefined && salePrice > regularPrice) return { problem: { column: 'salePrice', code: 'saleAboveRegular' } };
  if (image && (!URL_PATTERN.test(image) || image.length > URL_MAX)) return { problem: { column: 'imageUrl', code: 'url' } };

  return { row: { row, title, desc, ...(status ? { status } : {}), attributes, sku, stock, regularPrice, ...(salePrice === undefined ? {} : { salePrice }), image } };
}

/** A live variation of the organization a sku names. */
export interface KnownSku { variationId: string; productId: string; currency: Currency }

export interface VariationUpdate { variationId: string; stock: number; regularPrice: number; salePrice: number | null }

/** What a group of rows does: a new product, updates of one product's variations, or nothing (its problems). */
export type GroupPlan =
  | { kind: 'create'; fields: ProductFields }
  | { kind: 'update'; productId: string; updates: VariationUpdate[] }
  | { kind: 'invalid'; problems: Map<number, RowProblem> };

/** One product's rows (its key's), and the problems of those that cannot apply (unreadable or a duplicate sku). */
export interface RowGroup { rows: ImportRow[]; problems: Map<number, RowProblem> }

/**
 * The rows read, in file order, grouped by product key (rows of a key need not be next to each other).
 * A sku on an earlier row makes a later row's a duplicate. A row with a problem stops its whole group.
 */
export function groupRows(read: readonly Read[]): RowGroup[] {
  const skus = new Map<string, number>();
  const groups = new Map<string, RowGroup>();
  for (const one of read) {
    const group: RowGroup = groups.get(one.key) ?? { rows: [], problems: new Map() };
    groups.set(one.key, group);
    if ('problem' in one) {
      group.problems.set(one.at, one.problem);
      continue;
    }
    const { row } = one;
    const first = row.sku ? skus.get(row.sku) : undefined;
    if (first !== undefined) group.problems.set(row.row, { column: 'sku', code: 'duplicateSku', row: first });
    else if (row.sku) skus.set(row.sku, row.row);
    group.rows.push(row);
  }
  return [...groups.values()];
}

/** Every row of a group: the problem it has, or "not applied" naming the group's first row with one. */
export function invalidGroup(rows: readonly ImportRow[], problems: ReadonlyMap<number, RowProblem>): GroupPlan {
  const first = Math.min(...problems.keys());
  const all = new Map(problems);
  for (const row of rows) if (!all.has(row.row)) all.set(row.row, { column: 'handle', code: 'notApplied', row: first });
  return { kind: 'invalid', problems: all };
}

const comboKey = (attributes: readonly VariationAttribute[]) => JSON.stringify(attributes.map((a) => [a.name, a.option]));

/** A group whose skus name existing variations: each row must name one of the same product, in the shop's currency. */
function planUpdate(rows: readonly ImportRow[], known: ReadonlyMap<string, KnownSku>, currency: Currency): GroupPlan {
  const productId = rows.map((row) => known.get(row.sku)).find(Boolean)!.productId;
  const problems = new Map<number, RowProblem>();
  for (const row of rows) {
    const variation = known.get(row.sku);
    if (!row.sku) problems.set(row.row, { column: 'sku', code: 'required' });
    else if (variation?.productId !== productId) problems.set(row.row, { column: 'sku', code: 'otherProduct' });
    else if (variation.currency !== currency) problems.set(row.row, { column: 'regularPrice', code: 'currency' });
  }
  if (problems.size > 0) return invalidGroup(rows, problems);
  return {
    kind: 'update', productId,
    updates: rows.map((row) => ({ variationId: known.get(row.sku)!.variationId, stock: row.stock, regularPrice: row.regularPrice, salePrice: row.salePrice ?? null })),
  };
}

const specColumn = (index: number, part: 'Name' | 'Option') => `spec${index + 1}${part}` as ProductCsvColumn;

/** The specs the rows' options make, in the order they first appear; or the first row that does not fit them. */
function specsOfRows(rows: readonly ImportRow[]): { specs: Spec[] } | { problem: [number, RowProblem] } {
  const names = rows[0]!.attributes.map((attribute) => attribute.name);
  const repeated = names.findIndex((name, index) => names.indexOf(name) !== index);
  if (repeated >= 0) return { problem: [rows[0]!.row, { column: specColumn(repeated, 'Name'), code: 'specNames' }] };
  const specs: Spec[] = names.map((name) => ({ name, options: [] }));
  for (const row of rows) {
    const count = Math.max(names.length, row.attributes.length);
    const differs = Array.from({ length: count }, (_, index) => index).find((index) => row.attributes[index]?.name !== names[index]);
    if (differs !== undefined) return { problem: [row.row, { column: specColumn(differs, 'Name'), code: 'specNames' }] };
    for (const [index, { option }] of row.attributes.entries()) {
      const spec = specs[index]!;
      if (spec.options.includes(option)) continue;
      if (spec.options.length === SPEC_OPTIONS_MAX) return { problem: [row.row, { column: specColumn(index, 'Option'), code: 'tooMany', max: SPEC_OPTIONS_MAX }] };
      spec.options.push(option);
    }
  }
  return { specs };
}

/** A group of new skus: one new product, one variation per row and per combination of its specs' options. */
function planCreate(rows: readonly ImportRow[], currency: Currency): GroupPlan {
  const fail = (row: number, problem: RowProblem) => invalidGroup(rows, new Map([[row, problem]]));
  const first = rows[0]!;
  const title = rows.find((row) => row.title)?.title;
  if (!title) return fail(first.row, { column: 'title', code: 'required' });
  if (rows.length > VARIATIONS_MAX) return fail(rows[VARIATIONS_MAX]!.row, { column: 'handle', code: 'tooMany', max: VARIATIONS_MAX });
  const images = [...new Set(rows.map((row) => row.image).filter(Boolean))];
  if (images.length > PRODUCT_IMAGES_MAX) {
    return fail(rows.find((row) => row.image === images[PRODUCT_IMAGES_MAX])!.row, { column: 'imageUrl', code: 'tooMany', max: PRODUCT_IMAGES_MAX });
  }
  const made = specsOfRows(rows);
  if ('problem' in made) return fail(...made.problem);
  const seen = new Set<string>();
  for (const row of rows) {
    const key = comboKey(row.attributes);
    if (seen.has(key)) return fail(row.row, { column: row.attributes.length > 0 ? 'spec1Option' : 'handle', code: 'comboRepeated' });
    seen.add(key);
  }
  const combinations = made.specs.reduce((product, spec) => product * spec.options.length, 1);
  if (seen.size < combinations) return fail(first.row, { column: 'spec1Option', code: 'comboMissing' });
  const status = rows.find((row) => row.status)?.status;
  return {
    kind: 'create',
    fields: {
      ...(status ? { status } : {}),
      title,
      desc: rows.find((row) => row.desc)?.desc ?? '',
      images,
      specs: made.specs,
      variations: rows.map((row) => ({
        id: '', sku: row.sku, stock_quantity: row.stock, regular_price: row.regularPrice,
        ...(row.salePrice === undefined ? {} : { sale_price: row.salePrice }), currency,
        // Without specs, the one default spec's option (規格: 預設).
        attributes: row.attributes.length > 0 ? row.attributes : [{ name: DEFAULT_SPEC_NAME, option: DEFAULT_SPEC_OPTION }],
      })),
    },
  };
}

/** A group's plan: nothing when a row has a problem, an update when one of its skus is the organization's already, else a new product. */
export function planGroup({ rows, problems }: RowGroup, known: ReadonlyMap<string, KnownSku>, currency: Currency): GroupPlan {
  if (problems.size > 0) return invalidGroup(rows, problems);
  return rows.some((row) => known.has(row.sku)) ? planUpdate(rows, known, currency) : planCreate(rows, currency);
}
