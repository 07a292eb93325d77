import type { Product, ProductFields, ProductList, ProductListQuery } from '../../../common/contracts/chat-pay';
import { idPath, shopCall } from '../shop-call';

/** One page of products by serial (03 §7, §9). */
export function listProducts(orgId: string, query: ProductListQuery): Promise<ProductList> {
  const given = Object.entries(query).filter(([, value]) => value !== undefined && value !== '') as [string, string | number][];
  return shopCall<ProductList>('GET', orgId, '/products', { query: { orderBy: 'serial', ...Object.fromEntries(given) } });
}

export function fetchProduct(orgId: string, productId: string): Promise<Product> {
  return shopCall<Product>('GET', orgId, idPath('product', productId));
}

export function createProduct(orgId: string, fields: ProductFields): Promise<Product> {
  return shopCall<Product>('POST', orgId, '/product', { json: fields });
}

export function updateProduct(orgId: string, productId: string, fields: ProductFields): Promise<Product> {
  return shopCall<Product>('PUT', orgId, idPath('product', productId), { json: fields });
}

export async function deleteProduct(orgId: string, productId: string): Promise<void> {
  await shopCall('DELETE', orgId, idPath('product', productId));
}

/** A draft copy (03 §4: title " - 1", variations without ids or skus), made by the server. */
export function copyProduct(orgId: string, productId: string): Promise<Product> {
  return shopCall<Product>('POST', orgId, `${idPath('product', productId)}/copy`, { json: {} });
}
