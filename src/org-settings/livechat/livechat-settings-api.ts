// Calls of Linked apps › Live chat (server/livechat/settings.ts).
import type { FunctionResponse } from '../../../common/contracts/base';
import type { LivechatSettings } from '../../../common/contracts/livechat';
import { post } from '../../api/client';

export async function fetchLivechatSettings(orgId: string): Promise<LivechatSettings> {
  return (await post<FunctionResponse<LivechatSettings>>('/functions/getLivechatSettings', { orgId })).result;
}

export async function saveLivechatSettings(orgId: string, settings: LivechatSettings): Promise<LivechatSettings> {
  return (await post<FunctionResponse<LivechatSettings>>('/functions/updateLivechatSettings', { orgId, settings })).result;
}
