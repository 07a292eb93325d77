// The searches asked of the server (02 §7): findCustomerV3 by name and findMessageV3 with a message
// query. A search cancelled because a newer one replaced it is swallowed into an empty list (02 §8).
import { PAGE_SIZE } from '../../common/constants';
import type { MessageSearchFilter } from '../../common/customer-search';
import type { FunctionResponse } from '../../common/contracts/base';
import type { CustomerListResult, MessageSearchResult, MessageSearchWhere } from '../../common/contracts/search';
import { post } from '../api/client';
import { customerRecordFrom, messageRecordFrom } from '../../local/mapping';
import type { CustomerRecord, MessageRecord } from '../../local/records';

async function unlessCancelled<T>(signal: AbortSignal, empty: T, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (signal.aborted) return empty;
    throw error;
  }
}

/** The organization's customers whose name matches the keyword (the organization's search mode), newest first. */
export function findCustomersByName(orgId: string, keyword: string, signal: AbortSignal): Promise<CustomerRecord[]> {
  return unlessCancelled(signal, [], async () => {
    const answer = await post<FunctionResponse<CustomerListResult>>('/functions/findCustomerV3', {
      orgId, where: { nameSearch: keyword.trim() }, options: { limit: PAGE_SIZE },
    }, { signal });
    return answer.result.customers.map(customerRecordFrom);
  });
}

/** The message query of 02 §7 for a filter of the search panel. */
export function messageSearchWhere(filter: MessageSearchFilter): MessageSearchWhere {
  const keyword = filter.keyword?.trim();
  return {
    ...(keyword ? { keyword } : {}),
    ...(filter.platforms?.length ? { platform: { $in: filter.platforms } } : {}),
    ...(filter.from || filter.to ? { _created_at: { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) } } : {}),
    ...(filter.senderTypes?.length ? { senderType: { $in: filter.senderTypes } } : {}),
    ...(filter.inboxes?.length ? { inbox: { $in: filter.inboxes } } : {}),
    ...(filter.tagsIn?.length || filter.tagsNotIn?.length
      ? { tags: { ...(filter.tagsIn?.length ? { $in: filter.tagsIn } : {}), ...(filter.tagsNotIn?.length ? { $nin: filter.tagsNotIn } : {}) } }
      : {}),
  };
}

/** A page of the organization's messages matching the filter, newest first. */
export function searchMessages(orgId: string, filter: MessageSearchFilter, page: { limit: number; skip: number }, signal: AbortSignal): Promise<MessageRecord[]> {
  return unlessCancelled(signal, [], async () => {
    const answer = await post<FunctionResponse<MessageSearchResult>>('/functions/findMessageV3', {
      orgId, where: messageSearchWhere(filter), options: { limit: page.limit, skip: page.skip },
    }, { signal });
    return answer.result.messages.map(messageRecordFrom);
  });
}
