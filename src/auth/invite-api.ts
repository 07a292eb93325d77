import type { FunctionResponse } from '../../common/contracts/base';
import type { RedeemInviteResult } from '../../common/contracts/members';
import { post } from '../api/client';

/**
 * POST /functions/invite {invite_code}: the signed-in user joins the inviting organization. Sign-up
 * passes the new session token (the user is stored only once sign-up has finished).
 */
export async function redeemInvite(code: string, sessionToken?: string): Promise<RedeemInviteResult> {
  const body = { invite_code: code, ...(sessionToken && { _SessionToken: sessionToken }) };
  return (await post<FunctionResponse<RedeemInviteResult>>('/functions/invite', body)).result;
}
