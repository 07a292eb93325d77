// The storefront's signed links (/shop/{token}): a token names the organization, the customer and a
// product or an order, with an HMAC-SHA256 over them under the shop's link key (SHOP_LINK_SECRET, else
// one generated once into DATA_DIR, as the files' signing key). No expiry: a link in a conversation
// keeps working; what it may do is only this customer's, in this organization (server/chat-pay/storefront).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';

export interface LinkTarget {
  kind: 'product' | 'order';
  orgId: string;
  customerId: string;
  /** The product's or the order's id. */
  targetId: string;
}

export interface ShopLinks {
  /** The page's absolute URL for this customer and target. */
  url(target: LinkTarget): string;
  /** The target a token signs; undefined for anything else (forged, altered, malformed). */
  verify(token: string): LinkTarget | undefined;
}

const KINDS = { p: 'product', o: 'order' } as const;
const ID = /^[A-Za-z0-9]{1,100}$/;

export async function loadLinkKey(config: Pick<ServerConfig, 'shopLinkSecret' | 'dataDir'>): Promise<Buffer> {
  if (config.shopLinkSecret) return Buffer.from(config.shopLinkSecret, 'utf8');
  const file = path.join(config.dataDir, 'chat-pay', '.link-key');
  try {
    return Buffer.from(await readFile(file, 'utf8'), 'base64url');
  } catch {
    await mkdir(path.dirname(file), { recursive: true });
    // 'wx': of two processes starting at once, the second reads the first's key.
    await writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 }).catch(() => undefined);
    return Buffer.from(await readFile(file, 'utf8'), 'base64url');
  }
}

const payloadOf = ({ kind, orgId, customerId, targetId }: LinkTarget) => `${kind === 'product' ? 'p' : 'o'}.${orgId}.${customerId}.${targetId}`;

export function shopLinks(key: Buffer, publicUrl: string): ShopLinks {
  // Domain-separated: the key signs nothing else, and each field has its place.
  const mac = (payload: string) => createHmac('sha256', key).update(`chat-pay-link\n${payload}`).digest('base64url');
  return {
    url(target) {
      const payload = payloadOf(target);
      return `${publicUrl}/shop/${payload}.${mac(payload)}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 5) return undefined;
      const [kind, orgId, customerId, targetId, signature] = parts as [string, string, string, string, string];
      if (!(kind in KINDS) || ![orgId, customerId, targetId].every((id) => ID.test(id))) return undefined;
      const expected = Buffer.from(mac(`${kind}.${orgId}.${customerId}.${targetId}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      return { kind: KINDS[kind as keyof typeof KINDS], orgId, customerId, targetId };
    },
  };
}
