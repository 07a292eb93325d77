// A WhatsApp phone number and its Business Account at Meta (docs/channels.md, "WhatsApp"): checked
// before it is connected (the token reads the number, the number is the Business Account's), the
// Business Account subscribed to our app, and a customer's media fetched with the token.
import type { PlatformAccount } from '../adapter';
import type { MetaConfig } from '../config';
import type { Credentials } from '../../security/credentials';
import { badRequest } from '../../http/errors';
import { graphCall, GraphRefusal } from '../meta/graph';
import { refusalsAsPlatform } from '../meta/graph-account';
import { verifyTokenHashOf } from '../meta/verify-token';

interface PhoneNumber { id: string; display_phone_number?: string; verified_name?: string }

/** The number as Meta names it, checked to be of the Business Account the admin gave. */
export async function describeNumber(config: MetaConfig, credentials: Credentials): Promise<PlatformAccount> {
  const { accessToken, phoneNumberId, wabaId, verifyToken } = credentials;
  const number = await refusalsAsPlatform(graphCall<PhoneNumber>(config, accessToken!, {
    path: `/${phoneNumberId}`, query: { fields: 'display_phone_number,verified_name' },
  }));
  const numbers = await graphCall<{ data?: PhoneNumber[] }>(config, accessToken!, { path: `/${wabaId}/phone_numbers` }).catch((error: unknown) => {
    // A 5xx is Meta out of reach, not a refusal of the account (server/channels/integrations/errors.ts).
    if (error instanceof GraphRefusal && error.status < 500) throw badRequest(`wabaId: WhatsApp refused to read Business Account ${wabaId} (${error.status} ${error.message})`);
    throw error;
  });
  if (!(numbers.data ?? []).some((candidate) => candidate.id === number.id)) {
    throw badRequest(`wabaId: phone number ${number.id} is not in WhatsApp Business Account ${wabaId}`);
  }
  return {
    account: number.id,
    botId: number.id,
    parentAccount: wabaId!,
    name: [number.verified_name, number.display_phone_number].filter(Boolean).join(' ') || number.id,
    ...(verifyToken ? { verifyTokenHash: verifyTokenHashOf(verifyToken) } : {}),
  };
}

/** The Business Account sends its numbers' messages and its template reviews to our app's webhook. */
export async function subscribeBusinessAccount(config: MetaConfig, credentials: Credentials): Promise<void> {
  await refusalsAsPlatform(graphCall(config, credentials.accessToken!, { method: 'POST', path: `/${credentials.wabaId}/subscribed_apps` }));
}

/** A customer's media: `GET /{media-id}` gives a short-lived URL, which answers only with the token. */
export async function whatsAppMedia(config: MetaConfig, accessToken: string, mediaId: string): Promise<{ body: Buffer; contentType: string }> {
  const media = await graphCall<{ url?: string; mime_type?: string }>(config, accessToken, { path: `/${mediaId}` });
  if (!media.url) throw new Error(`WhatsApp gave no URL for media ${mediaId}`);
  // A file may take longer than a call.
  const response = await fetch(media.url, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(config.callTimeoutMs * 4) });
  if (!response.ok) throw new Error(`the media could not be fetched (HTTP ${response.status})`);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: media.mime_type ?? response.headers.get('content-type') ?? 'application/octet-stream' };
}
