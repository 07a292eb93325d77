// Product rows to the contract's Product (merchant) and PublicProduct (the customer's page).
import type { Product, PublicProduct, Variation } from '../../../common/contracts/chat-pay';
import type { shopProducts, shopVariations } from '../schema';

export type ProductRow = typeof shopProducts.$inferSelect;
export type VariationRow = typeof shopVariations.$inferSelect;
export interface ProductWithVariations { product: ProductRow; variations: VariationRow[] }

export function toVariation(row: VariationRow): Variation {
  return {
    id: row.objectId,
    sku: row.sku,
    stock_quantity: row.stock,
    regular_price: row.regularPrice,
    ...(row.salePrice === null ? {} : { sale_price: row.salePrice }),
    currency: row.currency,
    attributes: row.attributes,
  };
}

export function toProduct({ product, variations }: ProductWithVariations): Product {
  return {
    id: product.objectId,
    status: product.status,
    title: product.title,
    serial: product.serial,
    desc: product.desc,
    images: product.images,
    specs: product.specs,
    attributes: product.attributes,
    variations: variations.map(toVariation),
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** What a customer sees: no skus, no status, no serial. */
export function toPublicProduct({ product, variations }: ProductWithVariations): PublicProduct {
  return {
    id: product.objectId,
    title: product.title,
    desc: product.desc,
    images: product.images,
    specs: product.specs,
    attributes: product.attributes,
    variations: variations.map(({ objectId, attributes, regularPrice, salePrice, currency, stock }) => ({
      id: objectId, attributes, regular_price: regularPrice, ...(salePrice === null ? {} : { sale_price: salePrice }), currency, stock_quantity: stock,
    })),
  };
}
