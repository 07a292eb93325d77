// The message keyword calls of the console (server/message-keywords), over HTTP with the API client.
import type { FunctionResponse } from '../../../common/contracts/base';
import type {
  CreateMessageKeywordRequest, MessageKeyword, MessageKeywordListResult, UpdateMessageKeywordRequest,
} from '../../../common/contracts/message-keywords';
import { post } from '../../api/client';

/** The organization's rules, newest first, and how many it may keep. */
export async function listMessageKeywords(orgId: string): Promise<MessageKeywordListResult> {
  const { result } = await post<FunctionResponse<MessageKeywordListResult>>('/functions/messageKeywords', { orgId });
  return result;
}

export function createMessageKeyword(orgId: string, rule: Omit<CreateMessageKeywordRequest, 'orgId'>): Promise<MessageKeyword> {
  return post<MessageKeyword>('/classes/MessageKeyword', { ...rule, orgId });
}

/** Changes the named fields (`{enabled: false}` switches the rule off); answers the rule. */
export function updateMessageKeyword(orgId: string, ruleId: string, changes: Omit<UpdateMessageKeywordRequest, 'orgId'>): Promise<MessageKeyword> {
  return post<MessageKeyword>(`/classes/MessageKeyword/${ruleId}`, { ...changes, orgId, _method: 'PUT' });
}

export async function deleteMessageKeyword(orgId: string, ruleId: string): Promise<void> {
  await post(`/classes/MessageKeyword/${ruleId}`, { orgId, _method: 'DELETE' });
}
