import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { PRODUCT_STATUSES, SHOP_PAGE_SIZE, STOCK_FILTERS, type ProductStatus, type StockFilter } from '../../../common/chat-pay';
import type { Product } from '../../../common/contracts/chat-pay';
import { TaskType } from '../../../common/tasks';
import { toApiError } from '../../api/api-error';
import { ListMessage } from '../../customer-groups/ListMessage';
import { useTaskFinished } from '../../tasks/use-task-finished';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FilterSelect } from '../FilterSelect';
import { shopErrorText } from '../shop-error-text';
import { useShopPages } from '../use-shop-pages';
import { PRODUCT_STATUS_LABELS, STOCK_FILTER_LABELS } from './product-labels';
import { ImportProductsDialog } from './ImportProductsDialog';
import { copyProduct, deleteProduct, listProducts } from './products-api';
import { ProductRow } from './ProductRow';

async function failureText(cause: unknown): Promise<string> {
  return shopErrorText(await toApiError(cause));
}

/** chatPay/{orgId}/productsList: the products, newest first, 20 at a time, with search, stock and status filters. Online only. */
export function ProductsListPage() {
  const { t, i18n } = useLingui();
  const { orgId = '' } = useParams();
  useDocumentTitle(t`Products`);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [stock, setStock] = useState<StockFilter | ''>('');
  const [status, setStatus] = useState<ProductStatus | ''>('');
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [importing, setImporting] = useState(false);
  const fetchPage = useCallback(
    (page: number) => listProducts(orgId, { search, stock: stock || undefined, status: status || undefined, page, limit: SHOP_PAGE_SIZE, order: 'desc' })
      .then((list) => list.products),
    [orgId, search, stock, status],
  );
  const pages = useShopPages(fetchPage);
  // A product import that ends while the list is open shows what it made.
  useTaskFinished(orgId, TaskType.IMPORT_SHOP_PRODUCTS_CSV, pages.reload);

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setSearch(typed.trim());
  }

  async function copy(product: Product) {
    try {
      const copied = await copyProduct(orgId, product.id);
      pages.setItems((items) => [copied, ...items]);
      const title = copied.title;
      showToast('success', t`Copied as the draft ${title}.`);
    } catch (cause) {
      showToast('error', await failureText(cause));
    }
  }

  const deletingTitle = deleting?.title ?? '';

  async function remove(product: Product) {
    await deleteProduct(orgId, product.id);
    pages.setItems((items) => items.filter((one) => one.id !== product.id));
    setDeleting(null);
    const title = product.title;
    showToast('success', t`${title} was deleted.`);
  }

  return (
    <div className="flex h-full flex-col gap-4 overflow-y-auto p-6">
      <div className="flex flex-wrap items-end gap-3">
        <form aria-label={t`Search products`} onSubmit={submitSearch} className="flex items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
            {t`Title or SKU`}
            <input type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100}
              className="w-56 rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-indigo-500 focus:outline-none" />
          </label>
          <button type="submit" className={secondaryButton}>{t`Search`}</button>
        </form>
        <FilterSelect label={t`Stock`} value={stock} onChange={setStock} allLabel={t`Any stock`}
          options={STOCK_FILTERS.map((value) => ({ value, label: i18n._(STOCK_FILTER_LABELS[value]) }))} />
        <FilterSelect label={t`Status`} value={status} onChange={setStatus} allLabel={t`Any status`}
          options={PRODUCT_STATUSES.map((value) => ({ value, label: i18n._(PRODUCT_STATUS_LABELS[value]) }))} />
        <button type="button" className={`${secondaryButton} ml-auto`} onClick={() => setImporting(true)}>{t`Import products (CSV)`}</button>
        <Link to="new" className={primaryButton}>{t`New product`}</Link>
      </div>
      {pages.offline && <ListMessage>{t`You are offline. Products show once the connection is back.`}</ListMessage>}
      {pages.error && <ListMessage onRetry={pages.items ? pages.loadMore : pages.reload}>{pages.error}</ListMessage>}
      {!pages.offline && pages.items === null && !pages.error && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {pages.items?.length === 0 && (
        <ListMessage>{search || stock || status ? t`No product matches these filters.` : t`No product yet. Add one with New product.`}</ListMessage>
      )}
      {pages.items && pages.items.length > 0 && (
        <table aria-label={t`Products`} className="w-full rounded-lg bg-white text-left text-sm">
          <thead className="border-b border-slate-200 text-xs text-slate-500">
            <tr>
              <th className="p-2"><span className="sr-only">{t`Image`}</span></th>
              <th className="p-2">{t`Title`}</th>
              <th className="p-2">{t`Price`}</th>
              <th className="p-2">{t`Stock`}</th>
              <th className="p-2">{t`Status`}</th>
              <th className="p-2"><span className="sr-only">{t`Actions`}</span></th>
            </tr>
          </thead>
          <tbody>
            {pages.items.map((product) => (
              <ProductRow key={product.id} product={product} onCopy={() => void copy(product)} onDelete={() => setDeleting(product)} />
            ))}
          </tbody>
        </table>
      )}
      {pages.more && (
        <button type="button" className={`${secondaryButton} self-center`} onClick={pages.loadMore} disabled={pages.loading}>
          {pages.loading ? t`Loading…` : t`Load more products`}
        </button>
      )}
      <ImportProductsDialog open={importing} orgId={orgId} onClose={() => setImporting(false)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete product`}
        description={t`${deletingTitle} and its variations will be deleted. Orders already placed keep their lines.`}
        onConfirm={() => remove(deleting!)}
        onClose={() => setDeleting(null)}
        errorText={failureText}
      />
    </div>
  );
}
