// Profile pictures (01 §5: the file is uploaded first, then named in the profile update). A picture
// is an image the user uploaded through the file flow (server/files); while it is someone's
// picture it is served at a stable URL without a session, so <img> tags can show it anywhere.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountRoutes } from '../../common/contracts/accounts';
import type { Queryable } from '../db/client';
import { files, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { sendFile } from '../files/transfer-routes';
import type { FileStorage } from '../files/storage';

/** Image types a picture may have (the upload rules of 01 §5 for images). */
const PICTURE_TYPES = new Set(['image/jpeg', 'image/png']);

export const pictureUrl = (fileId: string) => `/user/picture/${fileId}`;

/** The file id in a picture value: the objectId, the file's `url` (/files/{id}/…) or a picture URL. */
export function pictureFileIdOf(value: string): string | undefined {
  const match = /^(?:\/files\/|\/user\/picture\/)?([A-Za-z0-9]{10})(?:\/[^/]*)?$/.exec(value.trim());
  return match?.[1];
}

/** The id of an uploaded image of the user's that `value` names; 400 saying why it cannot be the picture. */
export async function resolvePicture(db: Queryable, userId: string, value: string): Promise<string> {
  const fileId = pictureFileIdOf(value);
  if (!fileId) throw badRequest('picture must be the objectId or url of an uploaded file');
  const [file] = await db.select().from(files)
    .where(and(eq(files.objectId, fileId), eq(files.createdBy, userId))).limit(1);
  if (!file) throw badRequest('picture must be a file you uploaded');
  if (!file.storedAt) throw badRequest('picture has not been uploaded yet');
  if (!PICTURE_TYPES.has(file.contentType)) throw badRequest('picture must be a JPEG or PNG image');
  return fileId;
}

export async function pictureRoutes(fastify: FastifyInstance, { db, storage }: { db: Queryable; storage: FileStorage }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/user/picture/:id', { schema: AccountRoutes.picture }, async (request, reply) => {
    // Only a file that is some user's picture now: other uploads stay behind their organization.
    const [row] = await db.select({ file: files }).from(users)
      .innerJoin(files, eq(files.objectId, users.pictureFileId))
      .where(eq(users.pictureFileId, request.params.id)).limit(1);
    if (!row?.file.storedAt) throw notFound();
    return sendFile(reply, storage, row.file);
  });
}
