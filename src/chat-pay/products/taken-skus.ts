import { listProducts } from './products-api';

/**
 * Which of these skus another product has: the server's "Duplicate sku" (03 §8) names none, so each is
 * looked up (the product search covers skus). Empty when the lookup fails.
 */
export async function skusTakenElsewhere(orgId: string, productId: string | undefined, skus: readonly string[]): Promise<Set<string>> {
  const unique = [...new Set(skus.filter((sku) => sku !== ''))];
  try {
    const found = await Promise.all(unique.map(async (sku) => {
      const { products } = await listProducts(orgId, { search: sku, limit: 100 });
      return products.some((product) => product.id !== productId && product.variations.some((variation) => variation.sku === sku)) ? [sku] : [];
    }));
    return new Set(found.flat());
  } catch {
    return new Set();
  }
}
