// LINE Login channel rows → the wire shape of common/contracts/line-liff.ts (never the secret).
import type { LiffSetup } from '../../../common/contracts/line-liff';
import { LIFF_SHARE_PAGE_PATH } from '../../../common/line-liff';
import type { lineLoginChannels } from '../../db/schema';

export type LineLoginRow = typeof lineLoginChannels.$inferSelect;

/** The LIFF app's endpoint URL: the share page under PUBLIC_URL. */
export const shareEndpointUrl = (publicUrl: string) => `${publicUrl.replace(/\/+$/, '')}${LIFF_SHARE_PAGE_PATH}`;

export function toLiffSetup(row: LineLoginRow | undefined, publicUrl: string): LiffSetup {
  return {
    endpointUrl: shareEndpointUrl(publicUrl),
    ...(row ? { channel: { channelId: row.channelId, connectedAt: row.createdAt.toISOString() } } : {}),
    ...(row?.liffId ? { app: { liffId: row.liffId, liffName: row.liffName ?? '', liffUrl: `https://liff.line.me/${row.liffId}` } } : {}),
  };
}
