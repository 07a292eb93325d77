import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { variationLabel } from '../../../common/chat-pay';
import { control, controlBorder } from '../../cards/fields';
import type { VariationDraft, VariationProblem } from './product-draft';

export type Column = 'sku' | 'stock' | 'regularPrice' | 'salePrice';
/** The server's refusal of some variations: its words, and the field it names when it names one. */
export interface RefusedVariations { indexes: number[]; text: string; column?: Column }

function Cell({ label, value, invalid, describedBy, onChange }: { label: string; value: string; invalid: boolean; describedBy?: string; onChange: (value: string) => void }) {
  return (
    <td className="p-1">
      <input aria-label={label} value={value} aria-invalid={invalid || undefined} aria-describedby={invalid ? describedBy : undefined}
        onChange={(event) => onChange(event.target.value)} className={`${control} ${controlBorder(invalid)}`} />
    </td>
  );
}

function VariationRow({ variation, problems, refused, onChange }: {
  variation: VariationDraft;
  problems: readonly VariationProblem[];
  /** The server's refusal of this variation. */
  refused?: Omit<RefusedVariations, 'indexes'>;
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
    saleAboveRegular: t`The sale price cannot be above the regular price.`,
    duplicateSku: t`Another variation has this SKU.`,
  };
  const shown = [...problems.map((problem) => texts[problem]), ...(refused ? [refused.text] : [])];
  const bad = (column: Column) => problems.includes(column) || refused?.column === column
    || (column === 'sku' && problems.includes('duplicateSku')) || (column === 'salePrice' && problems.includes('saleAboveRegular'));
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
export function VariationsTable({ variations, problems, refused, onChange }: {
  variations: VariationDraft[];
  problems: Record<number, VariationProblem[]>;
  refused: RefusedVariations | null;
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
            refused={refused?.indexes.includes(index) ? refused : undefined}
            onChange={(next) => onChange(variations.map((one, at) => (at === index ? next : one)))}
          />
        ))}
      </tbody>
    </table>
  );
}
