// Uploads (01 §7 Files): POST /functions/getUploadUrl checks the rules and hands out a signed
// upload URL (this server's, or a presigned S3 PUT); PUT to it stores the bytes; POST
// /classes/File/{id} checks what was stored (content-check.ts) and finalizes. Registered inside
// the Parse API (application id required).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomId } from '../../common/ids';
import { checkUpload } from '../../common/uploads';
import { FileRoutes } from '../../common/contracts/files';
import { files } from '../db/schema';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { checkStoredContent } from './content-check';
import { toUploadedFile } from './serialize';
import type { UrlSigner } from './signing';
import type { FileStorage } from './storage';

/** An upload URL is good for 15 minutes (time enough to send 210 MB on a slow line). */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

export const uploadPath = (objectId: string) => `/files/upload/${objectId}`;

const notUploaded = () => badRequest('the file has not been uploaded yet');

export interface FileRouteOptions extends Services {
  signer: UrlSigner;
  storage: FileStorage;
}

export async function fileApiRoutes(fastify: FastifyInstance, { db, signer, storage }: FileRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/functions/getUploadUrl', { schema: FileRoutes.getUploadUrl }, async (request) => {
    const { user, orgId } = await requireMember(db, request);
    const { fileName, contentType, size, channel = 'livechat', mode = 'default' } = request.body;
    const check = checkUpload({ name: fileName, type: contentType, size, channel, mode });
    // The error is the rule's key (01 §8), which the console translates.
    if (!check.ok) throw badRequest(check.error);
    const objectId = randomId();
    const storageKey = `${orgId}/${objectId}`;
    await db.insert(files).values({ objectId, orgId, createdBy: user.objectId, name: fileName, contentType, channel, mode, storageKey });
    const uploadUrl = storage.direct
      ? await storage.direct.uploadUrl(storageKey, contentType, UPLOAD_URL_TTL_MS, size)
      : signer.sign('PUT', uploadPath(objectId), UPLOAD_URL_TTL_MS);
    return { result: { objectId, uploadUrl } };
  });

  app.post('/classes/File/:id', { schema: FileRoutes.finalize }, async (request) => {
    const { orgId } = await requireMember(db, request);
    const [row] = await db.select().from(files)
      .where(and(eq(files.objectId, request.params.id), eq(files.orgId, orgId))).limit(1);
    if (!row) throw notFound();
    if (row.finalizedAt) return toUploadedFile(row, signer, storage);
    if (request.envelope.method === 'GET') {
      if (!row.storedAt) throw notUploaded();
      return toUploadedFile(row, signer, storage);
    }
    // With S3 the bytes went straight to the bucket: this is the server's first look at them.
    const check = await checkStoredContent(storage, row);
    if (!check) throw notUploaded();
    if (!check.ok) {
      await storage.remove(row.storageKey);
      await db.delete(files).where(eq(files.objectId, row.objectId));
      throw badRequest(check.error);
    }
    const now = new Date();
    const [finalized] = await db.update(files).set({ size: check.size, storedAt: row.storedAt ?? now, finalizedAt: now, updatedAt: now })
      .where(eq(files.objectId, row.objectId)).returning();
    return toUploadedFile(finalized!, signer, storage);
  });
}
