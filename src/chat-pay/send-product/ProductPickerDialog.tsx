import { useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SHOP_PAGE_SIZE } from '../../../common/chat-pay';
import type { Platform } from '../../../common/contracts/base';
import type { Product } from '../../../common/contracts/chat-pay';
import { messageTagsFor, outgoingMessageTag, type MessageTag } from '../../../common/customer-profile';
import { toApiError } from '../../api/api-error';
import { MessageTagSelect } from '../../inbox/MessageTagSelect';
import { ListMessage } from '../../customer-groups/ListMessage';
import { Modal } from '../../ui/Modal';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { copyLink } from '../copy-link';
import { productShareLink } from '../customer-orders/customer-orders-api';
import { newReceiptId, SHOP_MESSAGE_TAG } from '../orders/orders-api';
import { priceRange } from '../products/price-range';
import { ProductImage } from '../products/ProductImage';
import { ProductSearchBox } from '../products/ProductSearchBox';
import { listProducts } from '../products/products-api';
import { shopErrorText } from '../shop-error-text';
import { useShopPages } from '../use-shop-pages';
import { sendProduct } from './send-product-api';

/** Facebook's HUMAN_AGENT where the platform has it (03 §9: the default of shop sends), else no tag. */
const defaultTag = (platform: Platform): MessageTag => (messageTagsFor(platform).includes(SHOP_MESSAGE_TAG) ? SHOP_MESSAGE_TAG : 'NO_TAG');

export function ProductPickerDialog({ orgId, customerId, platform, onClose }: { orgId: string; customerId: string; platform: Platform; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<MessageTag>(() => defaultTag(platform));
  const [sending, setSending] = useState<string | null>(null);
  // One receipt id per product until it is sent: asking again after a failure never sends it twice.
  const receipts = useRef(new Map<string, string>());
  const fetchPage = useCallback(
    (page: number) => listProducts(orgId, { search, status: 'publish', page, limit: SHOP_PAGE_SIZE, order: 'desc' }).then((list) => list.products),
    [orgId, search],
  );
  const pages = useShopPages(fetchPage);

  async function send(product: Product) {
    if (sending) return;
    const receiptId = receipts.current.get(product.id) ?? newReceiptId();
    receipts.current.set(product.id, receiptId);
    setSending(product.id);
    try {
      const fbMessengerTag = outgoingMessageTag(platform, tag);
      await sendProduct(orgId, { customerObjectId: customerId, productId: product.id, receiptId, ...(fbMessengerTag ? { fbMessengerTag } : {}) });
      receipts.current.delete(product.id);
      const title = product.title;
      showToast('success', t`${title} was sent to the customer.`);
      onClose();
    } catch (cause) {
      showToast('error', shopErrorText(await toApiError(cause)));
    } finally {
      setSending(null);
    }
  }

  /** The product's page for this customer, to paste elsewhere (their orders from it are theirs). */
  async function copyProductLink(product: Product) {
    try {
      await copyLink(await productShareLink(orgId, product.id, customerId));
    } catch (cause) {
      showToast('error', shopErrorText(await toApiError(cause)));
    }
  }

  return (
    <Modal open onClose={onClose} title={t`Send a product`}
      actions={<button type="button" className={secondaryButton} onClick={onClose}>{t`Close`}</button>}>
      <div className="flex flex-col gap-3">
        <ProductSearchBox onSearch={setSearch} />
        {platform !== 'whatsapp' && <MessageTagSelect platform={platform} value={tag} onChange={setTag} />}
        {pages.offline && <ListMessage>{t`You are offline. Products can be sent once the connection is back.`}</ListMessage>}
        {pages.error && <ListMessage onRetry={pages.items ? pages.loadMore : pages.reload}>{pages.error}</ListMessage>}
        {!pages.offline && pages.items === null && !pages.error && <ListMessage busy>{t`Loading…`}</ListMessage>}
        {pages.items?.length === 0 && <ListMessage>{search ? t`No published product matches.` : t`No product is published yet.`}</ListMessage>}
        {pages.items && pages.items.length > 0 && (
          <ul aria-label={t`Published products`} className="flex flex-col divide-y divide-slate-100">
            {pages.items.map((product) => {
              const title = product.title;
              return (
                <li key={product.id} className="flex items-center gap-3 py-2">
                  <ProductImage url={product.images[0]} alt="" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">{title}</p>
                    <p className="text-xs text-slate-600">{priceRange(product.variations, i18n.locale)}</p>
                  </div>
                  <button type="button" className={secondaryButton} disabled={pages.offline} aria-label={t`Copy the link of ${title}`}
                    onClick={() => void copyProductLink(product)}>
                    {t`Copy link`}
                  </button>
                  <button type="button" className={primaryButton} disabled={sending !== null || pages.offline}
                    aria-label={t`Send ${title}`} onClick={() => void send(product)}>
                    {sending === product.id ? t`Sending…` : t`Send`}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {pages.more && (
          <button type="button" className={`${secondaryButton} self-center`} onClick={pages.loadMore} disabled={pages.loading}>{t`Load more products`}</button>
        )}
      </div>
    </Modal>
  );
}
