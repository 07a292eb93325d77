// Message keyword rows → the wire shape of common/contracts/message-keywords.ts.
import type { MessageKeyword } from '../../common/contracts/message-keywords';
import { pointer } from '../../common/parse';
import type { messageKeywords } from './schema';

export type MessageKeywordRow = typeof messageKeywords.$inferSelect;

export function toMessageKeyword(row: MessageKeywordRow): MessageKeyword {
  return {
    objectId: row.objectId,
    organization: pointer('Organization', row.orgId),
    keywords: row.keywords,
    matchMode: row.matchMode,
    platforms: row.platforms,
    addTags: row.addTags,
    removeTags: row.removeTags,
    enabled: row.enabled,
    taggedCount: row.taggedCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
