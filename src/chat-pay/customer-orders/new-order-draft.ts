// An order the merchant places for a customer, as the form holds it (quantities as typed, so nothing
// typed is lost), its lines' totals (common/chat-pay.ts orderTotals, as the server prices it), what it
// sends, and which field a refusal names.
import { ORDER_QUANTITY_MAX, orderTotals, type OrderTotals, type PaymentMethod } from '../../../common/chat-pay';
import type { CreateOrderRequest, OrderItem, ShopSettings } from '../../../common/contracts/chat-pay';

export interface NewOrderContact { name: string; phone: string; email: string }

/** A line as the order will carry it (common/contracts OrderItem), its quantity as typed. */
export type DraftLine = Omit<OrderItem, 'quantity'> & { quantity: string };

export interface NewOrderDraft {
  lines: DraftLine[];
  address: string;
  contact: NewOrderContact;
  notes: string;
  paymentMethod: PaymentMethod;
}

/** A field the form marks: one of its boxes, or a line by its index. */
export type NewOrderField = 'lines' | 'address' | 'name' | 'phone' | 'email' | 'notes' | 'paymentMethod' | `line${number}`;

export const emptyDraft = (contact: NewOrderContact, address: string): NewOrderDraft =>
  ({ lines: [], address, contact, notes: '', paymentMethod: 'cod' });

/** The line's name as the form says it: "Oolong tea (Large)", or the title alone. */
export const lineLabel = (line: Pick<DraftLine, 'title' | 'variation'>) => (line.variation ? `${line.title} (${line.variation})` : line.title);

/** The quantity typed, when it is one the server takes. */
export function quantityOf(text: string): number | undefined {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  return value >= 1 && value <= ORDER_QUANTITY_MAX ? value : undefined;
}

/** A line added: the same variation again is one more of it. */
export function withLine(lines: readonly DraftLine[], line: Omit<DraftLine, 'quantity'>): DraftLine[] {
  const known = lines.find((item) => item.variation_id === line.variation_id);
  if (!known) return [...lines, { ...line, quantity: '1' }];
  return lines.map((item) => (item === known ? { ...item, quantity: String((quantityOf(item.quantity) ?? 0) + 1) } : item));
}

/** The totals of the lines whose quantity is one (the others count nothing until fixed). */
export function draftTotals(draft: NewOrderDraft, settings: Pick<ShopSettings, 'shipping'>): OrderTotals {
  const lines = draft.lines.map((line) => ({ unit_price: line.unit_price, quantity: quantityOf(line.quantity) ?? 0 }));
  return orderTotals(lines, settings.shipping.self);
}

export type DraftProblem = 'noLines' | 'quantity' | 'required' | 'email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What keeps the draft from being sent, by field; none: it may go. */
export function draftProblems(draft: NewOrderDraft): Partial<Record<NewOrderField, DraftProblem>> {
  const problems: Partial<Record<NewOrderField, DraftProblem>> = {};
  if (draft.lines.length === 0) problems.lines = 'noLines';
  draft.lines.forEach((line, index) => {
    if (quantityOf(line.quantity) === undefined) problems[`line${index}`] = 'quantity';
  });
  if (!draft.address.trim()) problems.address = 'required';
  if (!draft.contact.name.trim()) problems.name = 'required';
  if (!draft.contact.phone.trim()) problems.phone = 'required';
  if (draft.contact.email.trim() && !EMAIL.test(draft.contact.email.trim())) problems.email = 'email';
  return problems;
}

export function requestOf(draft: NewOrderDraft, customerId: string): CreateOrderRequest {
  const email = draft.contact.email.trim();
  const notes = draft.notes.trim();
  return {
    customer_id: customerId,
    items: draft.lines.map((line) => ({ product_id: line.product_id, variation_id: line.variation_id, quantity: quantityOf(line.quantity)! })),
    delivery: { type: 'self', address: draft.address.trim() },
    contact: { name: draft.contact.name.trim(), phone: draft.contact.phone.trim(), ...(email ? { email } : {}) },
    ...(notes ? { notes } : {}),
    paymentMethod: draft.paymentMethod,
  };
}

/** The field a 400 names (`body/contact/email must match format "email"`, `body/items/1/variation_id …`). */
export function fieldOfError(text: string | undefined): NewOrderField | undefined {
  const path = /^body\/(\S+)/.exec(text ?? '')?.[1] ?? '';
  const line = /^items\/(\d+)/.exec(path);
  if (line) return `line${Number(line[1])}`;
  if (path.startsWith('items')) return 'lines';
  if (path.startsWith('delivery')) return 'address';
  const [head, field] = path.split('/');
  if (head === 'contact' && (field === 'name' || field === 'phone' || field === 'email')) return field;
  if (head === 'notes' || head === 'paymentMethod') return head;
  return undefined;
}
