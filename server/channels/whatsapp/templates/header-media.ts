// A template's media header (IMAGE, VIDEO, DOCUMENT; docs/channels.md "WhatsApp", Templates): the sample
// Meta reviews is an upload of this organization (/files/…), checked by the WhatsApp template upload
// rules (01 §5: type, extension, size, and the bytes' real type), read from file storage and given to
// Meta with the Graph API's Resumable Upload API; the template carries the handle Meta answers.
import { buffer } from 'node:stream/consumers';
import type { WhatsAppTemplateHeader } from '../../../../common/contracts/whatsapp-templates';
import type { Queryable } from '../../../db/client';
import { checkStoredContent } from '../../../files/content-check';
import { organizationFileOfUrl } from '../../../files/file-url';
import { filePath, type FileRow } from '../../../files/serialize';
import type { FileStorage } from '../../../files/storage';
import { badRequest } from '../../../http/errors';
import type { MetaConfig } from '../../config';
import { graphCall, GraphNoAnswer } from '../../meta/graph';

export const MEDIA_FIELD = 'header.mediaUrl';
type MediaFormat = Exclude<WhatsAppTemplateHeader['format'], 'TEXT'>;

/** The MIME family each media header takes, and how a refusal says it. */
const FAMILY: Record<MediaFormat, { family: string; words: string }> = {
  IMAGE: { family: 'image', words: 'a JPG or PNG image' },
  VIDEO: { family: 'video', words: 'an MP4 video' },
  DOCUMENT: { family: 'application', words: 'a PDF document' },
};

/** A header sample ready for Meta: the stored file and its bytes. */
export interface HeaderSample {
  file: FileRow;
  bytes: Buffer;
  /** The header as our row keeps it: the file's stable /files/ URL (a send links it, signed). */
  header: WhatsAppTemplateHeader;
}

/** The organization's upload a media header names, checked by the template rules; a 400 naming header.mediaUrl otherwise. */
export async function headerSampleOf(
  { db, storage, publicUrl }: { db: Queryable; storage: FileStorage; publicUrl: string }, orgId: string, format: MediaFormat, mediaUrl: string | undefined,
): Promise<HeaderSample> {
  const { family, words } = FAMILY[format];
  if (!mediaUrl) throw badRequest(`${MEDIA_FIELD}: the ${format} header needs its sample, ${words} uploaded to this organization`);
  const file = await organizationFileOfUrl(db, orgId, mediaUrl, publicUrl);
  if (!file) throw badRequest(`${MEDIA_FIELD}: must be the /files/ url of a file uploaded to this organization`);
  const check = file.finalizedAt ? await checkStoredContent(storage, { ...file, channel: 'whatsapp', mode: 'template' }) : undefined;
  if (!check) throw badRequest(`${MEDIA_FIELD}: the file's upload has not finished`);
  if (!check.ok) throw badRequest(`${MEDIA_FIELD}: ${check.error}`);
  if (!file.contentType.startsWith(`${family}/`)) throw badRequest(`${MEDIA_FIELD}: the ${format} header takes ${words}, not ${file.contentType}`);
  const bytes = await buffer(await storage.read(file.storageKey));
  return { file, bytes, header: { format, mediaUrl: filePath(file) } };
}

/** An upload of many MB may take longer than a call: this many times the Graph time limit. */
const UPLOAD_TIME_FACTOR = 8;

/**
 * The sample at Meta: `GET /app` (the app the token belongs to), `POST /{app-id}/uploads` (an upload
 * session), then the bytes to the session → the handle the template's `example.header_handle` carries.
 */
export async function uploadHeaderSample(config: MetaConfig, accessToken: string, { file, bytes }: HeaderSample): Promise<string> {
  const app = await graphCall<{ id?: unknown }>(config, accessToken, { path: '/app', query: { fields: 'id' } });
  if (typeof app.id !== 'string' || !/^[0-9]+$/.test(app.id)) throw new GraphNoAnswer('Meta answered GET /app without an app id');
  const session = await graphCall<{ id?: unknown }>(config, accessToken, {
    method: 'POST', path: `/${app.id}/uploads`, query: { file_name: file.name, file_length: String(bytes.length), file_type: file.contentType },
  });
  // The session id is `upload:…`, possibly with its own `?sig=…`: it is the path (and query) of the next call.
  if (typeof session.id !== 'string' || !/^upload:[^/#\s]+$/.test(session.id)) throw new GraphNoAnswer('Meta answered the upload session without its id');
  const uploaded = await graphCall<{ h?: unknown }>(config, accessToken, {
    method: 'POST', path: `/${session.id}`, scheme: 'OAuth', bytes: { data: bytes, headers: { file_offset: '0' } },
    timeoutMs: config.callTimeoutMs * UPLOAD_TIME_FACTOR,
  });
  if (typeof uploaded.h !== 'string' || uploaded.h === '') throw new GraphNoAnswer('Meta answered the upload without a file handle');
  return uploaded.h;
}
