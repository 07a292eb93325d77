// "Add products" of a new order: published products (searched by title or SKU, 20 a page, as the Send
// product dialog lists them) with each variation's price and stock; Add puts a variation on the order
// (again: one more of it). The dialog stays open to add several.
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DEFAULT_SPEC_OPTION, SHOP_PAGE_SIZE, formatMoney, unitPrice, variationLabel } from '../../../common/chat-pay';
import { ListMessage } from '../../customer-groups/ListMessage';
import { Modal } from '../../ui/Modal';
import { secondaryButton } from '../../ui/buttons';
import { ProductImage } from '../products/ProductImage';
import { ProductSearchBox } from '../products/ProductSearchBox';
import { listProducts } from '../products/products-api';
import { useShopPages } from '../use-shop-pages';
import { lineLabel, type DraftLine } from './new-order-draft';

export function AddProductDialog({ orgId, onAdd, onClose }: { orgId: string; onAdd: (line: Omit<DraftLine, 'quantity'>) => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [added, setAdded] = useState('');
  const fetchPage = useCallback(
    (page: number) => listProducts(orgId, { search, status: 'publish', page, limit: SHOP_PAGE_SIZE, order: 'desc' }).then((list) => list.products),
    [orgId, search],
  );
  const pages = useShopPages(fetchPage);

  return (
    <Modal open onClose={onClose} title={t`Add products`}
      actions={<button type="button" className={secondaryButton} onClick={onClose}>{t`Done`}</button>}>
      <div className="flex flex-col gap-3">
        <ProductSearchBox onSearch={setSearch} />
        {pages.offline && <ListMessage>{t`You are offline. Products can be added once the connection is back.`}</ListMessage>}
        {pages.error && <ListMessage onRetry={pages.items ? pages.loadMore : pages.reload}>{pages.error}</ListMessage>}
        {!pages.offline && pages.items === null && !pages.error && <ListMessage busy>{t`Loading…`}</ListMessage>}
        {pages.items?.length === 0 && <ListMessage>{search ? t`No published product matches.` : t`No product is published yet.`}</ListMessage>}
        {pages.items && pages.items.length > 0 && (
          <ul aria-label={t`Published products`} className="flex flex-col divide-y divide-slate-100">
            {pages.items.map((product) => (
              <li key={product.id} className="flex gap-3 py-2">
                <ProductImage url={product.images[0]} alt="" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900">{product.title}</p>
                  <ul className="mt-1 flex flex-col gap-1">
                    {product.variations.map((variation) => {
                      const options = variationLabel(variation.attributes);
                      const line = {
                        product_id: product.id, variation_id: variation.id, title: product.title,
                        variation: options === DEFAULT_SPEC_OPTION ? '' : options, unit_price: unitPrice(variation), currency: variation.currency,
                      };
                      const label = lineLabel(line);
                      const stock = variation.stock_quantity;
                      return (
                        <li key={variation.id} className="flex items-center justify-between gap-2 text-xs text-slate-700">
                          <span>{line.variation || t`One kind`} · {formatMoney(line.unit_price, line.currency, i18n.locale)} · {t`${stock} in stock`}</span>
                          <button type="button" className={secondaryButton} disabled={stock === 0} aria-label={t`Add ${label}`} onClick={() => {
                            onAdd(line);
                            setAdded(t`${label} is on the order.`);
                          }}>
                            {stock === 0 ? t`Out of stock` : t`Add`}
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        )}
        <output className="text-xs text-emerald-800">{added}</output>
        {pages.more && (
          <button type="button" className={`${secondaryButton} self-center`} onClick={pages.loadMore} disabled={pages.loading}>{t`Load more products`}</button>
        )}
      </div>
    </Modal>
  );
}
