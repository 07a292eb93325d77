// A product as the merchant saves it, checked beyond its schema: variations one per spec combination
// (03 §5), sale prices under regular ones, the shop's currency, skus not repeated (409 "Duplicate sku";
// across products the database's unique index says it, server/chat-pay/products/store.ts).
import { DUPLICATE_SKU, effectiveSpecs, repeatedSku, variationsProblem, type Currency } from '../../../common/chat-pay';
import type { ProductFields } from '../../../common/contracts/chat-pay';
import { conflict } from '../errors';
import { badRequest } from '../../http/errors';

/** The fields to store; no status: a new product's default (draft), an edited one's own. */
export type CheckedProduct = Required<Omit<ProductFields, 'variations' | 'status'>> & Pick<ProductFields, 'status' | 'variations'>;

export function checkedProduct(fields: ProductFields, shopCurrency: Currency): CheckedProduct {
  if (fields.title.trim() === '') throw badRequest('body/title must not be blank');
  const specs = effectiveSpecs(fields.specs ?? []);
  const variations = fields.variations.map((variation) => ({ ...variation, sku: variation.sku.trim() }));
  const problem = variationsProblem(specs, variations);
  if (problem) throw badRequest(`body/variations: ${problem}`);
  for (const [index, variation] of variations.entries()) {
    if (variation.sale_price !== undefined && variation.sale_price > variation.regular_price) {
      throw badRequest(`body/variations/${index}/sale_price must not be above the regular price`);
    }
    if (variation.currency !== shopCurrency) throw badRequest(`body/variations/${index}/currency must be the shop's currency, ${shopCurrency}`);
  }
  if (repeatedSku(variations)) throw conflict(DUPLICATE_SKU);
  return {
    ...(fields.status ? { status: fields.status } : {}),
    title: fields.title.trim(),
    desc: fields.desc ?? '',
    images: fields.images ?? [],
    specs,
    attributes: fields.attributes ?? [],
    variations,
  };
}
