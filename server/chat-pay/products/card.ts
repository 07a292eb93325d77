// A product as a card in a conversation (03 §7 product/send): its first image, title, price (or the
// range of its variations' prices) and a button to the customer's signed storefront link. A buttons
// template every channel draws (common/message-content.ts templateProblem).
import { formatMoney, unitPrice } from '../../../common/chat-pay';
import type { OutboundContent } from '../../../common/contracts/message-data';
import { CARD_LIMITS } from '../../../common/message-content';
import type { ProductWithVariations } from './serialize';

const BUY = { zh: '立即購買', en: 'Buy now' };

/** "NT$100" or "NT$100 – NT$250" across the variations. */
export function priceText({ variations }: ProductWithVariations, locale: string): string {
  const prices = variations.map((variation) => unitPrice({ regular_price: variation.regularPrice, sale_price: variation.salePrice ?? undefined }));
  const currency = variations[0]!.currency;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const format = (amount: number) => formatMoney(amount, currency, locale);
  return low === high ? format(low) : `${format(low)} – ${format(high)}`;
}

export function productCard(product: ProductWithVariations, url: string, locale: string): OutboundContent {
  const zh = locale.toLowerCase().startsWith('zh');
  const image = product.product.images[0];
  return {
    contentType: 'template',
    data: {
      templateType: 'buttons',
      elements: [{
        title: [...product.product.title].slice(0, CARD_LIMITS.title).join(''),
        subtitle: priceText(product, locale).slice(0, CARD_LIMITS.subtitle),
        ...(image ? { imageUrl: image } : {}),
        buttons: [{ type: 'url', title: zh ? BUY.zh : BUY.en, data: url }],
      }],
    },
  };
}
