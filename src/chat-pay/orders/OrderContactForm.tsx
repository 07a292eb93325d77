// The order's contact, delivery address and notes edited by the merchant (PUT /order/{id}); a refusal
// shows at the field it names (or under the form) and keeps what was typed.
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ORDER_NOTES_MAX } from '../../../common/chat-pay';
import type { Order } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { TextField } from '../../cards/fields';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { updateOrder } from '../customer-orders/customer-orders-api';
import { draftProblems, emptyDraft, fieldOfError, type DraftProblem, type NewOrderField } from '../customer-orders/new-order-draft';
import { shopErrorText } from '../shop-error-text';

interface ContactDraft { name: string; phone: string; email: string; address: string; notes: string }

const draftOf = (order: Order): ContactDraft =>
  ({ name: order.contact.name, phone: order.contact.phone, email: order.contact.email ?? '', address: order.shipping.address ?? '', notes: order.notes });

// The focus goes into the form when it opens, and back to its button when it closes.
const focusLater = (target: () => HTMLElement | null | undefined) => requestAnimationFrame(() => target()?.focus());

export function OrderContactForm({ orgId, order, onChanged }: { orgId: string; order: Order; onChanged: (order: Order) => void }) {
  const { t } = useLingui();
  const [editing, setEditing] = useState<ContactDraft | null>(null);
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState<{ field?: NewOrderField; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(null);
    focusLater(() => editRef.current);
  };

  if (!editing) {
    return (
      <button ref={editRef} type="button" className={`${secondaryButton} self-start`} onClick={() => {
        setEditing(draftOf(order));
        setChecked(false);
        setRefused(null);
        focusLater(() => formRef.current?.querySelector('input'));
      }}>
        {t`Edit contact and delivery`}
      </button>
    );
  }
  const draft = editing;
  // The new order's rules for the same fields (name and phone required, an e-mail when given).
  const problemsOf = (value: ContactDraft) => {
    const all = draftProblems({ ...emptyDraft({ name: value.name, phone: value.phone, email: value.email }, value.address), lines: [] });
    delete all.lines;
    return all;
  };
  const problems = checked ? problemsOf(draft) : {};
  const problemText: Partial<Record<DraftProblem, string>> = { required: t`Required.`, email: t`Type an e-mail address such as name@example.com.` };
  const said = (field: NewOrderField) => {
    const problem = problems[field];
    if (problem) return problemText[problem];
    return refused?.field === field ? refused.text : undefined;
  };
  const set = (fields: Partial<ContactDraft>) => setEditing({ ...draft, ...fields });

  async function save() {
    setChecked(true);
    setRefused(null);
    if (Object.keys(problemsOf(draft)).length > 0 || saving) return;
    setSaving(true);
    const email = draft.email.trim();
    try {
      const saved = await updateOrder(orgId, order.id, {
        contact: { name: draft.name.trim(), phone: draft.phone.trim(), ...(email ? { email } : {}) }, address: draft.address.trim(), notes: draft.notes.trim(),
      });
      onChanged(saved);
      close();
      showToast('success', t`Contact and delivery saved.`);
    } catch (cause) {
      const error = await toApiError(cause);
      const field = error.status === 400 ? fieldOfError(error.body.error?.replace(/^body\/address/, 'body/delivery/address')) : undefined;
      setRefused({ ...(field ? { field } : {}), text: field ? t`The shop did not accept this. Check it and try again.` : shopErrorText(error) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form ref={formRef} aria-label={t`Contact and delivery`} noValidate className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <TextField label={t`Name`} maxLength={100} value={draft.name} onChange={(name) => set({ name })} problem={said('name')} />
      <TextField label={t`Phone`} type="tel" maxLength={30} value={draft.phone} onChange={(phone) => set({ phone })} problem={said('phone')} />
      <TextField label={t`E-mail`} type="email" maxLength={200} value={draft.email} onChange={(email) => set({ email })} problem={said('email')} hint={t`Optional.`} />
      <TextField label={t`Delivery address`} rows={2} maxLength={300} value={draft.address} onChange={(address) => set({ address })} problem={said('address')} />
      <TextField label={t`Notes`} rows={3} maxLength={ORDER_NOTES_MAX} value={draft.notes} onChange={(notes) => set({ notes })} problem={said('notes')} />
      {refused && !refused.field && <p role="alert" className="text-sm text-red-700">{refused.text}</p>}
      <div className="flex gap-3">
        <button type="submit" className={primaryButton} disabled={saving}>{saving ? t`Saving…` : t`Save contact and delivery`}</button>
        <button type="button" className={secondaryButton} onClick={close}>{t`Cancel`}</button>
      </div>
    </form>
  );
}
