import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useServerRead } from '../../api/use-server-read';
import { ListMessage } from '../../customer-groups/ListMessage';
import { useDocumentTitle } from '../../ui/use-document-title';
import { shopErrorText } from '../shop-error-text';
import { ProductForm } from './ProductForm';
import { fetchProduct } from './products-api';
import { useShopCurrency } from './use-shop-currency';

/** chatPay/{orgId}/productsList/new and productsList/{productId}: the product editor. Online only. */
export function ProductEditorPage() {
  const { t } = useLingui();
  const { orgId = '', productId } = useParams();
  useDocumentTitle(productId ? t`Edit product` : t`New product`);
  const currency = useShopCurrency(orgId);
  const read = useCallback(async () => (productId ? fetchProduct(orgId, productId) : null), [orgId, productId]);
  const { value: product, error, reload } = useServerRead(read, shopErrorText);
  const loading = currency === null || (productId !== undefined && product === null);
  return (
    <div className="h-full overflow-y-auto p-6">
      <Link to=".." relative="path" className="text-sm text-indigo-700 hover:underline">{t`Back to products`}</Link>
      <h2 className="mt-2 mb-4 text-lg font-semibold text-slate-900">{productId ? t`Edit product` : t`New product`}</h2>
      {error && <ListMessage onRetry={() => reload()}>{error}</ListMessage>}
      {!error && loading && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {!error && !loading && <ProductForm key={productId ?? 'new'} orgId={orgId} loaded={product} currency={currency} />}
    </div>
  );
}
