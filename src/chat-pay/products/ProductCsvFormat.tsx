import { useLingui } from '@lingui/react/macro';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_HEADERS, PRODUCT_CSV_SAMPLE, type ProductCsvColumn } from '../../../common/chat-pay-csv';
import { exportLocaleOf } from '../../../common/tasks';
import { csvText, downloadCsv } from '../../charts/csv-download';
import { secondaryButton } from '../../ui/buttons';

const cell = 'border border-slate-200 px-2 py-1 text-left font-mono whitespace-nowrap';

/**
 * What a product CSV holds (docs/chat-pay.md "Product CSV import"), shown before the upload: each
 * column as the console's language names it and what it takes, a sample, and the sample as a template file.
 */
export function ProductCsvFormat() {
  const { t, i18n } = useLingui();
  const locale = exportLocaleOf(i18n.locale);
  const header = (column: ProductCsvColumn) => PRODUCT_CSV_HEADERS[column][locale];
  const meanings: [ProductCsvColumn, string][] = [
    ['handle', t`rows with the same key make one product (without a key: rows with the same title)`],
    ['title', t`the product's title`],
    ['description', t`its description`],
    ['status', t`draft (the default), publish or private`],
    ['spec1Name', t`a spec's name, the same on every row of the product (specs 2 and 3 in the same way)`],
    ['spec1Option', t`the row's option of that spec: one row per combination of the options`],
    ['sku', t`a SKU the shop already has updates that variation's stock and prices only`],
    ['stock', t`a whole number`],
    ['regularPrice', t`in the shop's currency, as typed in the editor (490, or 12.50 in a currency with cents)`],
    ['salePrice', t`blank for none; not above the regular price`],
    ['imageUrl', t`an image's web address, added to the product's images`],
  ];
  const rows = PRODUCT_CSV_SAMPLE.map((sample) => PRODUCT_CSV_COLUMNS.map((column) => sample[column] ?? ''));
  return (
    <div className="mt-4 space-y-2 text-sm text-slate-700">
      <p>{t`One row per variation; the first row names the columns (in any of the console's languages). A row with a problem is reported and nothing of its product is saved; the other products are.`}</p>
      <ul className="list-disc space-y-1 pl-5">
        {meanings.map(([column, meaning]) => <li key={column}><code>{header(column)}</code>: {meaning}</li>)}
      </ul>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- wider than the dialog: the keyboard must reach it to scroll it (axe's scrollable-region-focusable) */}
      <section className="overflow-x-auto" tabIndex={0} aria-label={t`Sample file`}>
        <table className="border-collapse text-xs">
          <caption className="pb-1 text-left font-medium text-slate-700">{t`Sample file`}</caption>
          <thead className="bg-slate-50">
            <tr>{PRODUCT_CSV_COLUMNS.map((column) => <th key={column} scope="col" className={cell}>{header(column)}</th>)}</tr>
          </thead>
          <tbody>
            {rows.map((row, index) => <tr key={index}>{row.map((value, at) => <td key={at} className={cell}>{value}</td>)}</tr>)}
          </tbody>
        </table>
      </section>
      <button type="button" className={secondaryButton}
        onClick={() => downloadCsv('products-template.csv', csvText(PRODUCT_CSV_COLUMNS.map(header), rows))}>
        {t`Download the template`}
      </button>
    </div>
  );
}
