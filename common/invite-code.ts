// Invite codes (01 §3, §5): `payload.secret`, where the payload (base64url JSON) names the
// organization, the invited address and the expiry, so the console can tell an expired code
// without asking the server. The server stores only the code's hash: a changed payload is unknown.

/** Days an invitation stays valid. */
export const INVITE_TTL_DAYS = 7;
export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;

export interface InviteCodeContent {
  organization: { objectId: string; name: string };
  email: string;
  /** Expiry, milliseconds since the epoch. */
  expiresAt: number;
}

interface WirePayload { o: string; n: string; e: string; x: number }

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** The code for `content`; `secret` is random text without dots (base64url). */
export function encodeInviteCode(content: InviteCodeContent, secret: string): string {
  const payload: WirePayload = { o: content.organization.objectId, n: content.organization.name, e: content.email, x: content.expiresAt };
  return `${toBase64Url(JSON.stringify(payload))}.${secret}`;
}

/** What a code says about itself, or undefined when it is not an invite code. Says nothing of validity. */
export function decodeInviteCode(code: string): InviteCodeContent | undefined {
  const [payload, secret, extra] = code.split('.');
  if (!payload || !secret || extra !== undefined) return undefined;
  try {
    const wire = JSON.parse(fromBase64Url(payload)) as Partial<WirePayload>;
    if (typeof wire.o !== 'string' || typeof wire.n !== 'string' || typeof wire.e !== 'string' || typeof wire.x !== 'number') return undefined;
    return { organization: { objectId: wire.o, name: wire.n }, email: wire.e, expiresAt: wire.x };
  } catch {
    return undefined;
  }
}

/** 01 §5: a code is kept only when it decodes and its expiry is in the future. */
export function isUsableInviteCode(code: string, now = Date.now()): boolean {
  const content = decodeInviteCode(code);
  return content !== undefined && content.expiresAt > now;
}
