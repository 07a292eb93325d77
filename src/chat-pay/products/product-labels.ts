import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ProductStatus, StockFilter } from '../../../common/chat-pay';

export const PRODUCT_STATUS_LABELS: Record<ProductStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  publish: msg`Published`,
  private: msg`Private`,
};

/** Said once a product is saved with a new status (03 §4: a message per status). */
export const PRODUCT_STATUS_SAVED: Record<ProductStatus, MessageDescriptor> = {
  draft: msg`Saved as a draft: customers do not see it yet.`,
  publish: msg`Published: customers can order it now.`,
  private: msg`Saved as private: customers no longer see it.`,
};

export const STOCK_FILTER_LABELS: Record<StockFilter, MessageDescriptor> = {
  instock: msg`In stock`,
  low: msg`Low in stock`,
  outofstock: msg`Out of stock`,
};
