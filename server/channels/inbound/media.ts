// A customer's image, video, audio or file, fetched from its platform into our file storage: the
// platform keeps the bytes only for a while (LINE: some days), the inbox keeps them for good. The
// stored file is the organization's like an upload (GET /classes/File/{id} signs its URL).
import { Readable } from 'node:stream';
import { randomId } from '../../../common/ids';
import type { MediaData } from '../../../common/contracts/message-data';
import { files } from '../../db/schema';
import { filePath } from '../../files/serialize';
import type { FileStorage } from '../../files/storage';
import type { Db } from '../../db/client';
import type { Credentials } from '../../security/credentials';
import type { ChannelAdapter } from '../adapter';
import type { PlatformMedia } from './items';

/** The most one inbound file may weigh (LINE sends videos up to 200 MB). */
const INBOUND_MEDIA_MAX_BYTES = 300 * 1024 * 1024;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp',
  'video/mp4': 'mp4', 'video/quicktime': 'mov', 'audio/mp4': 'm4a', 'audio/x-m4a': 'm4a', 'audio/aac': 'aac', 'audio/mpeg': 'mp3',
};

/** The file's name: the customer's, else the kind and the platform's id with the type's extension. */
function nameOf(media: PlatformMedia, contentType: string): string {
  if (media.fileName) return media.fileName;
  const extension = EXTENSIONS[contentType.split(';')[0]!.trim()] ?? 'bin';
  return `${media.contentType}-${media.contentId}.${extension}`;
}

export async function storeInboundMedia(
  { db, storage }: { db: Db; storage: FileStorage }, orgId: string, platform: string,
  adapter: ChannelAdapter, credentials: Credentials, media: PlatformMedia,
): Promise<MediaData> {
  const { body, contentType } = await adapter.mediaOf(credentials, media.contentId);
  const objectId = randomId();
  const storageKey = `${orgId}/${objectId}`;
  const size = await storage.write(storageKey, Readable.from(body), INBOUND_MEDIA_MAX_BYTES, contentType);
  const now = new Date();
  const [row] = await db.insert(files).values({
    objectId, orgId, name: nameOf(media, contentType), contentType, channel: platform, mode: 'default', storageKey, size, storedAt: now, finalizedAt: now,
  }).returning();
  return {
    url: filePath(row!),
    fileName: row!.name,
    size,
    ...(media.duration === undefined ? {} : { duration: media.duration }),
    ...(media.caption ? { content: media.caption } : {}),
  };
}
