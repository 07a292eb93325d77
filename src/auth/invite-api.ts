import type { FunctionResponse, RedeemInviteResult } from '../../common/protocol';
import { post } from '../api/client';

/** POST /functions/invite {invite_code}: the signed-in user joins the inviting organization. */
export async function redeemInvite(code: string): Promise<RedeemInviteResult> {
  return (await post<FunctionResponse<RedeemInviteResult>>('/functions/invite', { invite_code: code })).result;
}
