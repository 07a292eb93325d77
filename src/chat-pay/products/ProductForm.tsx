// The product editor: title, description, images, specs with one variation per combination, status.
// The work is kept in the tab as it is typed; a refused save keeps it and says why, a sku the server
// refuses ("Duplicate sku", 03 §8) at its variation.
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PRODUCT_DESC_MAX, PRODUCT_STATUSES, PRODUCT_TITLE_MAX, type Currency, type ProductStatus } from '../../../common/chat-pay';
import type { Product } from '../../../common/contracts/chat-pay';
import { toApiError } from '../../api/api-error';
import { TextField, control, controlBorder } from '../../cards/fields';
import { KeptDraftNote } from '../../message-bot/KeptDraftNote';
import { errorPath } from '../../message-bot/server-field';
import { useSessionDraft } from '../../message-bot/use-session-draft';
import { useOffline } from '../../shell/use-offline';
import { FormError } from '../../ui/FormError';
import { primaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { isDuplicateSku, shopErrorText } from '../shop-error-text';
import { ImagesField } from './ImagesField';
import { checkProduct, newProductDraft, productDraftOf, withVariations, type ProductDraft } from './product-draft';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUS_SAVED } from './product-labels';
import { createProduct, updateProduct } from './products-api';
import { SpecsField } from './SpecsField';
import { skusTakenElsewhere } from './taken-skus';
import { VariationsTable, type Column, type RefusedVariations } from './VariationsTable';

const COLUMN_OF_FIELD: Record<string, Column> = { sku: 'sku', stock_quantity: 'stock', regular_price: 'regularPrice', sale_price: 'salePrice' };

/** A 400 naming a variation ("body/variations/2/sale_price must …"): shown at that variation's field. */
function refusedVariation(text: string): RefusedVariations | null {
  const [first, index, field] = errorPath(text);
  if (first !== 'variations' || index === undefined || !/^\d+$/.test(index)) return null;
  return { indexes: [Number(index)], text, column: field === undefined ? undefined : COLUMN_OF_FIELD[field] };
}

export function ProductForm({ orgId, loaded, currency }: { orgId: string; loaded: Product | null; currency: Currency }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const offline = useOffline();
  const statusId = useId();
  const initial = useCallback(() => (loaded ? productDraftOf(loaded) : newProductDraft(currency)), [loaded, currency]);
  const kept = useSessionDraft<ProductDraft>(`parley.product.${orgId}.${loaded?.id ?? 'new'}`, initial);
  const draft = kept.value;
  const [savedStatus, setSavedStatus] = useState<ProductStatus | null>(loaded?.status ?? null);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [refused, setRefused] = useState<RefusedVariations | null>(null);
  const set = (change: (current: ProductDraft) => ProductDraft) => kept.setValue(change);
  const check = checkProduct(draft);
  const problems = tried && !check.ok ? check.problems : { variations: {} };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!check.ok || busy) return;
    setBusy(true);
    setRefusal(null);
    setRefused(null);
    try {
      // What was typed stays in the form whatever the answer.
      const saved = loaded ? await updateProduct(orgId, loaded.id, check.fields) : await createProduct(orgId, check.fields);
      // The form goes on from what is stored: new variations have their ids now, so a second save keeps them.
      kept.setValue(() => productDraftOf(saved));
      kept.clear();
      showToast('success', saved.status === savedStatus ? t`Product saved.` : i18n._(PRODUCT_STATUS_SAVED[saved.status]));
      setSavedStatus(saved.status);
      navigate(`../${saved.id}`, { relative: 'path', replace: true });
    } catch (cause) {
      const error = await toApiError(cause);
      const text = shopErrorText(error);
      if (isDuplicateSku(error)) {
        // Marked at the variations whose sku another product has (every one with a sku when that cannot be told).
        const skus = draft.variations.map((variation) => variation.sku.trim());
        const taken = await skusTakenElsewhere(orgId, loaded?.id, skus);
        const indexes = skus.flatMap((sku, index) => (sku !== '' && (taken.size === 0 || taken.has(sku)) ? [index] : []));
        setRefused({ indexes, text, column: 'sku' });
      } else {
        setRefused(refusedVariation(text));
      }
      setRefusal(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t`Product`} className="flex max-w-4xl flex-col gap-6">
      {kept.restored && <KeptDraftNote onDiscard={kept.discard} />}
      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
        <TextField label={t`Title`} value={draft.title} maxLength={PRODUCT_TITLE_MAX} onChange={(title) => set((current) => ({ ...current, title }))}
          problem={problems.title ? t`Give the product a title.` : undefined} />
        <TextField label={t`Description`} rows={4} value={draft.desc} maxLength={PRODUCT_DESC_MAX} onChange={(desc) => set((current) => ({ ...current, desc }))} />
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-xs font-medium text-slate-700">{t`Status`}</label>
          <select id={statusId} value={draft.status} onChange={(event) => set((current) => ({ ...current, status: event.target.value as ProductStatus }))}
            className={`${control} ${controlBorder(false)} w-48`}>
            {PRODUCT_STATUSES.map((status) => <option key={status} value={status}>{i18n._(PRODUCT_STATUS_LABELS[status])}</option>)}
          </select>
        </div>
      </section>
      <section className="rounded-lg border border-slate-200 bg-white p-4">
        <ImagesField orgId={orgId} images={draft.images} onChange={(images) => set((current) => ({ ...current, images }))} />
      </section>
      <section className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <SpecsField specs={draft.specs} problem={problems.specs}
          onChange={(specs) => set((current) => withVariations({ ...current, specs }, currency))} />
        <VariationsTable variations={draft.variations} problems={problems.variations} refused={refused}
          onChange={(variations) => set((current) => ({ ...current, variations }))} />
      </section>
      <FormError message={refusal} />
      {tried && !check.ok && <p className="text-sm text-red-700">{t`Fix the parts marked above.`}</p>}
      {offline && <p className="text-sm text-amber-800">{t`You are offline. The product can be saved once the connection is back; what you typed stays here.`}</p>}
      <div>
        <button type="submit" className={primaryButton} disabled={busy || offline}>{t`Save product`}</button>
      </div>
    </form>
  );
}
