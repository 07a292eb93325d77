import type { ProductSendResult } from '../../../common/contracts/chat-pay';
import type { MessageTag } from '../../../common/customer-profile';
import { shopCall } from '../shop-call';

/** The product as a card in the customer's conversation; sent once per receipt id however often it is asked. */
export function sendProduct(orgId: string, request: { customerObjectId: string; productId: string; receiptId: string; fbMessengerTag?: MessageTag }): Promise<ProductSendResult> {
  return shopCall<ProductSendResult>('POST', orgId, '/product/send', { json: request });
}
