import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Product } from '../../../common/contracts/chat-pay';
import { secondaryButton } from '../../ui/buttons';
import { priceRange, totalStock } from './price-range';
import { PRODUCT_STATUS_LABELS } from './product-labels';
import { ProductImage } from './ProductImage';

/** One product of the list: image, title (opens the editor), price range, stock, status, Copy and Delete. */
export function ProductRow({ product, onCopy, onDelete }: { product: Product; onCopy: () => void; onDelete: () => void }) {
  const { t, i18n } = useLingui();
  const title = product.title;
  return (
    <tr className="border-b border-slate-100">
      <td className="p-2"><ProductImage url={product.images[0]} alt="" /></td>
      <td className="p-2"><Link to={product.id} className="font-medium text-indigo-700 hover:underline">{title}</Link></td>
      <td className="p-2 whitespace-nowrap">{priceRange(product.variations, i18n.locale)}</td>
      <td className="p-2">{totalStock(product.variations)}</td>
      <td className="p-2">{i18n._(PRODUCT_STATUS_LABELS[product.status])}</td>
      <td className="p-2">
        <div className="flex justify-end gap-2">
          <button type="button" className={secondaryButton} onClick={onCopy} aria-label={t`Copy ${title}`}>{t`Copy`}</button>
          <button type="button" className={secondaryButton} onClick={onDelete} aria-label={t`Delete ${title}`}>{t`Delete`}</button>
        </div>
      </td>
    </tr>
  );
}
