// chatPay/{orgId}/orders/new/{customerId}: the merchant places an order for a customer (POST /order):
// published products and variations with quantities, delivery address, contact, notes and one of the
// shop's payment methods, with the total as the server will price it. The work is kept in the tab's
// sessionStorage as it is typed; a refusal shows at its place and keeps everything; placed, the order's
// page opens. Nothing is sent to the customer: the order's page sends its link.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { NOT_ENOUGH_STOCK, ORDER_NOTES_MAX, ORDER_QUANTITY_MAX, formatMoney, type PaymentMethod } from '../../../common/chat-pay';
import type { ShopSettingsAnswer } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { TextField } from '../../cards/fields';
import { ListMessage } from '../../customer-groups/ListMessage';
import { useSessionDraft } from '../../message-bot/use-session-draft';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PAYMENT_METHOD_LABELS } from '../orders/status-labels';
import { fetchShopSettings } from '../settings/settings-api';
import { shopErrorText } from '../shop-error-text';
import { AddProductDialog } from './AddProductDialog';
import { createOrder } from './customer-orders-api';
import { NewOrderLines } from './NewOrderLines';
import {
  draftProblems, draftTotals, emptyDraft, fieldOfError, requestOf, withLine, type DraftProblem, type NewOrderContact, type NewOrderDraft, type NewOrderField,
} from './new-order-draft';

/** The methods a merchant's order may take: the shop's own on-delivery and transfer (a card is paid by the customer on their page). */
const methodsOf = (settings: ShopSettingsAnswer): PaymentMethod[] =>
  (['cod', 'transfer'] as const).filter((method) => settings.payment[method].enabled);

export function NewOrderPage() {
  const { t } = useLingui();
  const { orgId = '', customerId = '' } = useParams();
  const [settings, setSettings] = useState<ShopSettingsAnswer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useDocumentTitle(t`New order`);

  const load = useCallback(() => {
    fetchShopSettings(orgId).then((answer) => {
      setSettings(answer);
      setLoadError(null);
    }, async (cause: unknown) => setLoadError(shopErrorText(await toApiError(cause))));
  }, [orgId]);
  useEffect(load, [load]);

  return (
    <div className="h-full overflow-y-auto p-6">
      <Link to={`/chatPay/${orgId}/orders`} className="text-sm text-indigo-700 hover:underline">{t`Back to orders`}</Link>
      <h2 className="mt-2 text-lg font-semibold text-slate-900">{t`New order`}</h2>
      {loadError && <ListMessage onRetry={load}>{loadError}</ListMessage>}
      {!loadError && !settings && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {settings && <NewOrderForm orgId={orgId} customerId={customerId} settings={settings} />}
    </div>
  );
}

function NewOrderForm({ orgId, customerId, settings }: { orgId: string; customerId: string; settings: ShopSettingsAnswer }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const given = (useLocation().state as { contact?: NewOrderContact; address?: string } | null) ?? {};
  const methods = methodsOf(settings);
  // What the panel knew of the customer starts the draft (a kept draft wins); "Start again" goes back to it.
  const [initial] = useState(() => (): NewOrderDraft =>
    ({ ...emptyDraft(given.contact ?? { name: '', phone: '', email: '' }, given.address ?? ''), paymentMethod: methods[0] ?? 'cod' }));
  const draft = useSessionDraft<NewOrderDraft>(`parley.chatPay.newOrder.${orgId}.${customerId}`, initial);
  const order = draft.value;
  const [picking, setPicking] = useState(false);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<{ field?: NewOrderField; text: string } | null>(null);
  const [placing, setPlacing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The first field marked gets the focus (a problem of the lines is announced as an alert). */
  const focusFirstMarked = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const problems = checked ? draftProblems(order) : {};
  const problemText: Record<DraftProblem, string> = {
    noLines: t`Add at least one product.`,
    quantity: t`Type a quantity from 1 to ${ORDER_QUANTITY_MAX}.`,
    required: t`Required.`,
    email: t`Type an e-mail address such as name@example.com.`,
  };
  /** What to say under a field: its own problem, else the server's refusal naming it. */
  const said = (field: NewOrderField) => {
    const problem = problems[field];
    if (problem) return problemText[problem];
    return refused?.field === field ? refused.text : undefined;
  };
  const change = (fields: Partial<NewOrderDraft>) => draft.setValue((current) => ({ ...current, ...fields }));
  const contact = (fields: Partial<NewOrderContact>) => draft.setValue((current) => ({ ...current, contact: { ...current.contact, ...fields } }));
  const totals = draftTotals(order, settings);
  const money = (amount: number) => formatMoney(amount, settings.currency, i18n.locale);

  async function place() {
    setChecked(true);
    setRefused(null);
    if (Object.keys(draftProblems(order)).length > 0) {
      focusFirstMarked();
      return;
    }
    if (placing) return;
    setPlacing(true);
    try {
      const placed = await createOrder(orgId, requestOf(order, customerId));
      draft.clear();
      void navigate(`/chatPay/${orgId}/orders/${placed.id}`);
    } catch (cause) {
      const error = await toApiError(cause);
      const field = error.status === 400 ? fieldOfError(error.body.error) : error.body.error === NOT_ENOUGH_STOCK ? 'lines' : undefined;
      const text = error.status === 400 && field?.startsWith('line') && field !== 'lines' ? t`This product cannot be ordered any more. Remove it.`
        : error.status === 400 && field ? t`The shop did not accept this. Check it and try again.` : shopErrorText(error);
      setRefused({ ...(field ? { field } : {}), text });
      setPlacing(false);
      focusFirstMarked();
    }
  }

  return (
    <form ref={formRef} aria-label={t`New order`} noValidate className="mt-4 flex max-w-4xl flex-col gap-4"
      onSubmit={(event) => { event.preventDefault(); void place(); }}>
      <NewOrderLines lines={order.lines} currency={settings.currency} problem={said('lines')} lineProblem={(index) => said(`line${index}`)}
        onChange={(lines) => change({ lines })} onAdd={() => setPicking(true)} />
      <dl aria-label={t`Totals`} className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 text-sm">
        <div className="flex gap-3"><dt className="w-36 text-slate-500">{t`Subtotal`}</dt><dd>{money(totals.subtotal)}</dd></div>
        <div className="flex gap-3"><dt className="w-36 text-slate-500">{t`Delivery`}</dt><dd>{money(totals.shippingPrice)}</dd></div>
        <div className="flex gap-3"><dt className="w-36 text-slate-500">{t`Total`}</dt><dd><strong>{money(totals.total)}</strong></dd></div>
      </dl>
      <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t`Delivery and contact`}</legend>
        <TextField label={t`Delivery address`} rows={2} maxLength={300} value={order.address} onChange={(address) => change({ address })} problem={said('address')} />
        <TextField label={t`Name`} maxLength={100} value={order.contact.name} onChange={(name) => contact({ name })} problem={said('name')} />
        <TextField label={t`Phone`} type="tel" maxLength={30} value={order.contact.phone} onChange={(phone) => contact({ phone })} problem={said('phone')} />
        <TextField label={t`E-mail`} type="email" maxLength={200} value={order.contact.email} onChange={(email) => contact({ email })} problem={said('email')}
          hint={t`Optional.`} />
        <TextField label={t`Notes`} rows={3} maxLength={ORDER_NOTES_MAX} value={order.notes} onChange={(notes) => change({ notes })} problem={said('notes')} />
        <PaymentMethodSelect methods={methods} value={order.paymentMethod} onChange={(paymentMethod) => change({ paymentMethod })} problem={said('paymentMethod')} />
      </fieldset>
      {refused && !refused.field && <p role="alert" className="text-sm text-red-700">{refused.text}</p>}
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={placing}>{placing ? t`Placing…` : t`Place order`}</button>
        <button type="button" className={secondaryButton} onClick={() => { draft.discard(); setChecked(false); setRefused(null); }}>{t`Start again`}</button>
      </div>
      {picking && <AddProductDialog orgId={orgId} onClose={() => setPicking(false)} onAdd={(line) => draft.setValue((current) => ({ ...current, lines: withLine(current.lines, line) }))} />}
    </form>
  );
}

function PaymentMethodSelect({ methods, value, onChange, problem }: {
  methods: readonly PaymentMethod[]; value: PaymentMethod; onChange: (method: PaymentMethod) => void; problem: string | undefined;
}) {
  const { t, i18n } = useLingui();
  const problemId = useId();
  return (
    <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      {t`Payment method`}
      <select value={value} onChange={(event) => onChange(event.target.value as PaymentMethod)} aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined} className="rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none">
        {methods.map((method) => <option key={method} value={method}>{i18n._(PAYMENT_METHOD_LABELS[method])}</option>)}
      </select>
      {problem && <span id={problemId} className="text-xs text-red-700">{problem}</span>}
    </label>
  );
}
