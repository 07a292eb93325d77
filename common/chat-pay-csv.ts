// chatPay's product CSV (docs/chat-pay.md "Product CSV import"): its columns, their header in each of
// the console's languages (a file may use any of them, or the column's key), the status names a cell
// may hold, a sample the console shows and offers as a template, and money typed in the major unit.
import type { ProductStatus } from './chat-pay';
import type { ExportLocale } from './tasks';

/** One row per variation; rows with the same product key (else the same title) make one product. */
export const PRODUCT_CSV_COLUMNS = [
  'handle', 'title', 'description', 'status',
  'spec1Name', 'spec1Option', 'spec2Name', 'spec2Option', 'spec3Name', 'spec3Option',
  'sku', 'stock', 'regularPrice', 'salePrice', 'imageUrl',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

type Texts = Record<ExportLocale, string>;
const spec = (n: number, part: 'name' | 'option'): Texts => part === 'name'
  ? { 'en-US': `Spec ${n} name`, 'ja-JP': `規格${n}の名前`, 'zh-TW': `規格${n}名稱`, 'zh-CN': `规格${n}名称` }
  : { 'en-US': `Spec ${n} option`, 'ja-JP': `規格${n}の選択肢`, 'zh-TW': `規格${n}選項`, 'zh-CN': `规格${n}选项` };

export const PRODUCT_CSV_HEADERS: Record<ProductCsvColumn, Texts> = {
  handle: { 'en-US': 'Product key', 'ja-JP': '商品キー', 'zh-TW': '商品代號', 'zh-CN': '商品代号' },
  title: { 'en-US': 'Title', 'ja-JP': '商品名', 'zh-TW': '商品名稱', 'zh-CN': '商品名称' },
  description: { 'en-US': 'Description', 'ja-JP': '説明', 'zh-TW': '商品描述', 'zh-CN': '商品描述' },
  status: { 'en-US': 'Status', 'ja-JP': 'ステータス', 'zh-TW': '狀態', 'zh-CN': '状态' },
  spec1Name: spec(1, 'name'),
  spec1Option: spec(1, 'option'),
  spec2Name: spec(2, 'name'),
  spec2Option: spec(2, 'option'),
  spec3Name: spec(3, 'name'),
  spec3Option: spec(3, 'option'),
  sku: { 'en-US': 'SKU', 'ja-JP': 'SKU', 'zh-TW': 'SKU', 'zh-CN': 'SKU' },
  stock: { 'en-US': 'Stock', 'ja-JP': '在庫', 'zh-TW': '庫存', 'zh-CN': '库存' },
  regularPrice: { 'en-US': 'Regular price', 'ja-JP': '通常価格', 'zh-TW': '原價', 'zh-CN': '原价' },
  salePrice: { 'en-US': 'Sale price', 'ja-JP': 'セール価格', 'zh-TW': '特價', 'zh-CN': '特价' },
  imageUrl: { 'en-US': 'Image URL', 'ja-JP': '画像URL', 'zh-TW': '圖片網址', 'zh-CN': '图片网址' },
};

/** Spaces and case do not matter in a header ("regular price", "規格 1 名稱"). */
const headerKey = (text: string) => text.replace(/\s+/g, '').toLowerCase();
const COLUMN_OF_HEADER = new Map<string, ProductCsvColumn>(PRODUCT_CSV_COLUMNS.flatMap((column) =>
  [column, ...Object.values(PRODUCT_CSV_HEADERS[column])].map((text) => [headerKey(text), column] as const)));

/** The column a header cell names (its key, or its header in any of the four languages), or undefined. */
export function productCsvColumnOf(header: string): ProductCsvColumn | undefined {
  return COLUMN_OF_HEADER.get(headerKey(header));
}

/** A status cell: the status itself or the console's name for it in any language; blank is the product's default. */
export const PRODUCT_STATUS_CSV_NAMES: Record<ProductStatus, Texts> = {
  draft: { 'en-US': 'Draft', 'ja-JP': '下書き', 'zh-TW': '草稿', 'zh-CN': '草稿' },
  publish: { 'en-US': 'Published', 'ja-JP': '公開中', 'zh-TW': '已上架', 'zh-CN': '已上架' },
  private: { 'en-US': 'Private', 'ja-JP': '非公開', 'zh-TW': '不公開', 'zh-CN': '不公开' },
};

export function productStatusOfCell(cell: string): ProductStatus | undefined {
  const wanted = headerKey(cell);
  return (Object.keys(PRODUCT_STATUS_CSV_NAMES) as ProductStatus[]).find((status) =>
    [status, ...Object.values(PRODUCT_STATUS_CSV_NAMES[status])].some((name) => headerKey(name) === wanted));
}

/** Two variations of one product, then a product without specs: the console's sample and its template file. */
export const PRODUCT_CSV_SAMPLE: readonly Partial<Record<ProductCsvColumn, string>>[] = [
  { handle: 'tee', title: 'Cotton tee', description: 'Soft and light', status: 'publish', spec1Name: 'Size', spec1Option: 'S', sku: 'TEE-S', stock: '20', regularPrice: '490', salePrice: '390', imageUrl: 'https://example.com/tee.png' },
  { handle: 'tee', title: 'Cotton tee', spec1Name: 'Size', spec1Option: 'M', sku: 'TEE-M', stock: '15', regularPrice: '490' },
  { handle: 'mug', title: 'Tea mug', status: 'draft', sku: 'MUG-1', stock: '8', regularPrice: '350' },
];
