// The product import's report, in the language the console started it in: one line per row (its
// number, product key, sku, result, and the column and problem of a row not applied), as the task's
// downloadable CSV, and the summary with the first problems as the task's result (the task list shows it).
import { PRODUCT_CSV_HEADERS, type ProductCsvColumn } from '../../../../common/chat-pay-csv';
import type { ProductImportResult } from '../../../../common/contracts/chat-pay-tasks';
import type { ExportLocale } from '../../../../common/tasks';
import { CSV_BOM, csvRow } from '../../../exports/csv';
import type { ProblemCode, RowProblem } from './rows';

/** What became of a row. */
export type RowOutcome = { row: number; key: string; sku: string } & ({ result: 'created' | 'updated' } | { result: 'failed'; problem: RowProblem });

type Texts = Record<ExportLocale, string>;
type Say = (problem: RowProblem) => Texts;

const fixed = (texts: Texts): Say => () => texts;
const PROBLEMS: Record<ProblemCode, Say> = {
  required: fixed({ 'en-US': 'Required', 'ja-JP': '入力が必要です', 'zh-TW': '必填', 'zh-CN': '必填' }),
  tooLong: ({ max }) => ({ 'en-US': `At most ${max} characters`, 'ja-JP': `${max}文字以内にしてください`, 'zh-TW': `最多 ${max} 個字元`, 'zh-CN': `最多 ${max} 个字符` }),
  status: fixed({ 'en-US': 'Not a status: draft, publish or private', 'ja-JP': 'ステータスではありません（draft、publish、private）', 'zh-TW': '不是狀態：draft、publish 或 private', 'zh-CN': '不是状态：draft、publish 或 private' }),
  count: ({ max }) => ({ 'en-US': `Not a whole number from 0 to ${max}`, 'ja-JP': `0〜${max}の整数ではありません`, 'zh-TW': `不是 0 到 ${max} 的整數`, 'zh-CN': `不是 0 到 ${max} 的整数` }),
  money: fixed({ 'en-US': "Not an amount in the shop's currency", 'ja-JP': 'ショップの通貨の金額ではありません', 'zh-TW': '不是商店幣別的金額', 'zh-CN': '不是商店币种的金额' }),
  saleAboveRegular: fixed({ 'en-US': 'Above the regular price', 'ja-JP': '通常価格を超えています', 'zh-TW': '高於原價', 'zh-CN': '高于原价' }),
  url: fixed({ 'en-US': 'Not an uploaded file or a web address', 'ja-JP': 'アップロードしたファイルまたはウェブアドレスではありません', 'zh-TW': '不是上傳的檔案或網址', 'zh-CN': '不是上传的文件或网址' }),
  duplicateSku: ({ row }) => ({ 'en-US': `Duplicate sku (row ${row})`, 'ja-JP': `SKUが重複しています（${row}行目）`, 'zh-TW': `SKU 重複（第 ${row} 列）`, 'zh-CN': `SKU 重复（第 ${row} 行）` }),
  skuTaken: fixed({ 'en-US': 'Duplicate sku: another product has it', 'ja-JP': 'SKUが重複しています：ほかの商品が使っています', 'zh-TW': 'SKU 重複：其他商品已使用', 'zh-CN': 'SKU 重复：其他商品已使用' }),
  otherProduct: fixed({ 'en-US': 'Not a SKU of the product the other rows update', 'ja-JP': 'ほかの行が更新する商品のSKUではありません', 'zh-TW': '不是其他列所更新商品的 SKU', 'zh-CN': '不是其他行所更新商品的 SKU' }),
  specNames: fixed({ 'en-US': "Not the product's spec names", 'ja-JP': '商品の規格名と異なります', 'zh-TW': '與商品的規格名稱不同', 'zh-CN': '与商品的规格名称不同' }),
  tooMany: ({ max }) => ({ 'en-US': `More than ${max} for one product`, 'ja-JP': `1商品につき${max}を超えています`, 'zh-TW': `一項商品超過 ${max} 個`, 'zh-CN': `一个商品超过 ${max} 个` }),
  comboRepeated: fixed({ 'en-US': 'Another row has these options', 'ja-JP': 'ほかの行に同じ選択肢があります', 'zh-TW': '其他列已有這些選項', 'zh-CN': '其他行已有这些选项' }),
  comboMissing: fixed({ 'en-US': "A combination of the specs' options has no row", 'ja-JP': '規格の選択肢の組み合わせに行がないものがあります', 'zh-TW': '有規格選項組合沒有對應的列', 'zh-CN': '有规格选项组合没有对应的行' }),
  currency: fixed({ 'en-US': "The variation is not in the shop's currency", 'ja-JP': 'バリエーションの通貨がショップの通貨と異なります', 'zh-TW': '此規格的幣別不是商店幣別', 'zh-CN': '此规格的币种不是商店币种' }),
  notApplied: ({ row }) => ({ 'en-US': `Not applied: row ${row} of this product has a problem`, 'ja-JP': `未反映：この商品の${row}行目に問題があります`, 'zh-TW': `未套用：此商品的第 ${row} 列有問題`, 'zh-CN': `未应用：此商品的第 ${row} 行有问题` }),
  refused: ({ detail }) => ({ 'en-US': `Refused: ${detail}`, 'ja-JP': `保存できません：${detail}`, 'zh-TW': `無法儲存：${detail}`, 'zh-CN': `无法保存：${detail}` }),
};

const RESULTS: Record<RowOutcome['result'], Texts> = {
  created: { 'en-US': 'Created', 'ja-JP': '作成', 'zh-TW': '已建立', 'zh-CN': '已创建' },
  updated: { 'en-US': 'Updated', 'ja-JP': '更新', 'zh-TW': '已更新', 'zh-CN': '已更新' },
  failed: { 'en-US': 'Not applied', 'ja-JP': '未反映', 'zh-TW': '未套用', 'zh-CN': '未应用' },
};

const REPORT_HEADERS: Texts[] = [
  { 'en-US': 'Row', 'ja-JP': '行', 'zh-TW': '列', 'zh-CN': '行' },
  PRODUCT_CSV_HEADERS.handle,
  PRODUCT_CSV_HEADERS.sku,
  { 'en-US': 'Result', 'ja-JP': '結果', 'zh-TW': '結果', 'zh-CN': '结果' },
  { 'en-US': 'Column', 'ja-JP': '列', 'zh-TW': '欄位', 'zh-CN': '列' },
  { 'en-US': 'Problem', 'ja-JP': '問題', 'zh-TW': '問題', 'zh-CN': '问题' },
];

export const problemText = (problem: RowProblem, locale: ExportLocale) => PROBLEMS[problem.code](problem)[locale];
const columnText = (column: ProductCsvColumn, locale: ExportLocale) => PRODUCT_CSV_HEADERS[column][locale];
/** The key as the file gave it (a row keyed by its title or sku shows that; a row with none, nothing). */
const keyText = (key: string) => (key.startsWith('row:') ? '' : key.replace(/^(key|title|sku):/, ''));

/** The report's text: the header row, then the rows in file order. */
export function reportCsv(outcomes: readonly RowOutcome[], locale: ExportLocale): string {
  const lines = [...outcomes].sort((a, b) => a.row - b.row).map((outcome) => csvRow([
    String(outcome.row), keyText(outcome.key), outcome.sku, RESULTS[outcome.result][locale],
    outcome.result === 'failed' ? columnText(outcome.problem.column, locale) : '',
    outcome.result === 'failed' ? problemText(outcome.problem, locale) : '',
  ]));
  return CSV_BOM + csvRow(REPORT_HEADERS.map((header) => header[locale])) + lines.join('');
}

/** How many problems the task's result lists (the file has them all). */
export const RESULT_PROBLEMS = 5;

/** The task's result: counts, and the first problems in file order as the task list shows them. */
export function importResult(outcomes: readonly RowOutcome[], locale: ExportLocale): ProductImportResult {
  const failed = outcomes.filter((outcome) => outcome.result === 'failed').sort((a, b) => a.row - b.row);
  return {
    rows: outcomes.length,
    created: outcomes.filter((outcome) => outcome.result === 'created').length,
    updated: outcomes.filter((outcome) => outcome.result === 'updated').length,
    failed: failed.length,
    problems: failed.slice(0, RESULT_PROBLEMS).map((outcome) => ({
      row: outcome.row, column: columnText(outcome.problem.column, locale), problem: problemText(outcome.problem, locale),
    })),
  };
}
