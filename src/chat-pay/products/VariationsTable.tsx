import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { variationLabel } from '../../../common/chat-pay';
import { control, controlBorder } from '../../cards/fields';
import type { VariationDraft, VariationProblem } from './product-draft';

type Column = 'sku' | 'stock' | 'regularPrice' | 'salePrice';

function Cell({ label, value, invalid, describedBy, onChange }: { label: string; value: string; invalid: boolean; describedBy?: string; onChange: (value: string) => void }) {
  return (
    <td className="p-1">
      <input aria-label={label} value={value} aria-invalid={invalid || undefined} aria-describedby={invalid ? describedBy : undefined}
        onChange={(event) => onChange(event.target.value)} className={`${control} ${controlBorder(invalid)}`} />
    </td>
  );
}

function VariationRow({ variation, problems, serverSku, onChange }: {
  variation: VariationDraft;
  problems: readonly VariationProblem[];
  /** The server's words when it refused this variation's sku. */
  serverSku?: string;
  onChange: (variation: VariationDraft) => void;
}) {
  const { t } = useLingui();
  const problemId = useId();
  const label = variationLabel(variation.fields.attributes);
  const currency = variation.fields.currency;
  const texts: Record<VariationProblem, string> = {
    sku: t`A SKU has at most 64 characters.`,
    stock: t`Enter the stock as a whole number.`,
    regularPrice: t`Enter the regular price in ${currency}.`,
    salePrice: t`Enter the sale price in ${currency}, or leave it empty.`,
    duplicateSku: t`Another variation has this SKU.`,
  };
  const shown = [...problems.map((problem) => texts[problem]), ...(serverSku ? [serverSku] : [])];
  const bad = (column: Column) => problems.includes(column) || (column === 'sku' && (problems.includes('duplicateSku') || serverSku !== undefined));
  const cell = (column: Column, name: string) => (
    <Cell label={name} value={variation[column]} invalid={bad(column)} describedBy={problemId} onChange={(value) => onChange({ ...variation, [column]: value })} />
  );
  return (
    <>
      <tr>
        <th scope="row" className="p-1 text-left font-medium text-slate-800">{label}</th>
        {cell('sku', t`SKU of ${label}`)}
        {cell('stock', t`Stock of ${label}`)}
        {cell('regularPrice', t`Regular price of ${label}`)}
        {cell('salePrice', t`Sale price of ${label}`)}
      </tr>
      {shown.length > 0 && (
        <tr>
          <td colSpan={5} id={problemId} className="px-1 pb-2 text-xs text-red-700">{shown.join(' ')}</td>
        </tr>
      )}
    </>
  );
}

/** One row per variation (a combination of the specs' options): SKU, stock, regular and sale price. */
export function VariationsTable({ variations, problems, serverSku, onChange }: {
  variations: VariationDraft[];
  problems: Record<number, VariationProblem[]>;
  serverSku: { indexes: number[]; text: string } | null;
  onChange: (variations: VariationDraft[]) => void;
}) {
  const { t } = useLingui();
  const currency = variations[0]?.fields.currency ?? '';
  return (
    <table aria-label={t`Variations`} className="w-full text-sm">
      <thead className="text-left text-xs text-slate-500">
        <tr>
          <th className="p-1">{t`Variation`}</th>
          <th className="p-1">{t`SKU`}</th>
          <th className="p-1">{t`Stock`}</th>
          <th className="p-1">{t`Regular price (${currency})`}</th>
          <th className="p-1">{t`Sale price (${currency})`}</th>
        </tr>
      </thead>
      <tbody>
        {variations.map((variation, index) => (
          <VariationRow
            key={variation.fields.attributes.map((attribute) => `${attribute.name}=${attribute.option}`).join('|')}
            variation={variation}
            problems={problems[index] ?? []}
            serverSku={serverSku?.indexes.includes(index) ? serverSku.text : undefined}
            onChange={(next) => onChange(variations.map((one, at) => (at === index ? next : one)))}
          />
        ))}
      </tbody>
    </table>
  );
}
