// A new order's lines: each product and variation with its unit price, the quantity as typed, its
// amount and Remove; "Add products" opens the picker. A refusal of the lines ("Not enough stock")
// shows over the table, a line's problem under it.
import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatMoney, type Currency } from '../../../common/chat-pay';
import { control, controlBorder } from '../../cards/fields';
import { secondaryButton } from '../../ui/buttons';
import { lineLabel, quantityOf, type DraftLine } from './new-order-draft';

export function NewOrderLines({ lines, currency, problem, lineProblem, onChange, onAdd }: {
  lines: readonly DraftLine[];
  currency: Currency;
  problem: string | undefined;
  lineProblem: (index: number) => string | undefined;
  onChange: (lines: DraftLine[]) => void;
  onAdd: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const problemId = useId();
  const money = (amount: number) => formatMoney(amount, currency, i18n.locale);
  const setQuantity = (index: number, quantity: string) => onChange(lines.map((line, at) => (at === index ? { ...line, quantity } : line)));

  return (
    <section aria-labelledby={headingId} aria-describedby={problem ? problemId : undefined} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
      <div className="flex items-center justify-between">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">{t`Products`}</h3>
        <button type="button" className={secondaryButton} aria-haspopup="dialog" onClick={onAdd}>{t`Add products`}</button>
      </div>
      {problem && <p id={problemId} role="alert" className="text-sm text-red-700">{problem}</p>}
      {lines.length > 0 && (
        <table aria-label={t`Order lines`} className="w-full text-left">
          <thead className="border-b border-slate-200 text-xs text-slate-500">
            <tr>
              <th className="p-2">{t`Product`}</th>
              <th className="p-2">{t`Unit price`}</th>
              <th className="p-2">{t`Quantity`}</th>
              <th className="p-2">{t`Amount`}</th>
              <th className="p-2"><span className="sr-only">{t`Remove`}</span></th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const label = lineLabel(line);
              const said = lineProblem(index);
              return (
                <tr key={line.variation_id} className="border-b border-slate-100 align-top">
                  <td className="p-2">
                    {label}
                    {said && <p id={`${problemId}-${index}`} className="text-xs text-red-700">{said}</p>}
                  </td>
                  <td className="p-2 whitespace-nowrap">{money(line.unit_price)}</td>
                  <td className="p-2">
                    <input inputMode="numeric" value={line.quantity} aria-label={t`Quantity of ${label}`} aria-invalid={said ? true : undefined}
                      aria-describedby={said ? `${problemId}-${index}` : undefined} onChange={(event) => setQuantity(index, event.target.value)}
                      className={`${control} ${controlBorder(Boolean(said))} w-20`} />
                  </td>
                  <td className="p-2 whitespace-nowrap">{money(line.unit_price * (quantityOf(line.quantity) ?? 0))}</td>
                  <td className="p-2">
                    <button type="button" className={secondaryButton} aria-label={t`Remove ${label}`}
                      onClick={() => onChange(lines.filter((_, at) => at !== index))}>{t`Remove`}</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
