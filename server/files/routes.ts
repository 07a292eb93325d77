// Uploads (01 §7 Files): POST /functions/getUploadUrl checks the rules and hands out a signed
// upload URL; PUT to it streams the bytes to storage, checked again (type, size while receiving);
// POST /classes/File/{id} finalizes. Registered inside the Parse API (application id required).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomId } from '../../common/ids';
import {
  UPLOAD_CHANNELS, UPLOAD_MODES, checkUpload, type GetUploadUrlRequest, type GetUploadUrlResult,
  type UploadedFile,
} from '../../common/uploads';
import { files } from '../db/schema';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { toUploadedFile } from './serialize';
import type { UrlSigner } from './signing';

/** An upload URL is good for 15 minutes (time enough to send 210 MB on a slow line). */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

export const uploadPath = (objectId: string) => `/files/upload/${objectId}`;

const getUploadUrlSchema = {
  body: {
    type: 'object',
    required: ['orgId', 'fileName', 'contentType'],
    properties: {
      orgId: { type: 'string', minLength: 1, maxLength: 100 },
      fileName: { type: 'string', minLength: 1, maxLength: 255 },
      contentType: { type: 'string', minLength: 3, maxLength: 255 },
      size: { type: 'integer', minimum: 0 },
      channel: { type: 'string', enum: UPLOAD_CHANNELS },
      mode: { type: 'string', enum: UPLOAD_MODES },
    },
  },
};

const finalizeSchema = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
  },
};

export interface FileRouteOptions extends Services {
  signer: UrlSigner;
}

export async function fileApiRoutes(app: FastifyInstance, { db, signer }: FileRouteOptions): Promise<void> {
  app.post<{ Body: GetUploadUrlRequest }>('/functions/getUploadUrl', { schema: getUploadUrlSchema }, async (request): Promise<{ result: GetUploadUrlResult }> => {
    const { user, orgId } = await requireMember(db, request);
    const { fileName, contentType, size, channel = 'livechat', mode = 'default' } = request.body;
    const check = checkUpload({ name: fileName, type: contentType, size, channel, mode });
    // The error is the rule's key (01 §8), which the console translates.
    if (!check.ok) throw badRequest(check.error);
    const objectId = randomId();
    await db.insert(files).values({
      objectId, orgId, createdBy: user.objectId, name: fileName, contentType, channel, mode,
      storageKey: `${orgId}/${objectId}`,
    });
    return { result: { objectId, uploadUrl: signer.sign('PUT', uploadPath(objectId), UPLOAD_URL_TTL_MS) } };
  });

  app.post<{ Params: { id: string } }>('/classes/File/:id', { schema: finalizeSchema }, async (request): Promise<UploadedFile> => {
    const { orgId } = await requireMember(db, request);
    const [row] = await db.select().from(files)
      .where(and(eq(files.objectId, request.params.id), eq(files.orgId, orgId))).limit(1);
    if (!row) throw notFound();
    if (!row.storedAt) throw badRequest('the file has not been uploaded yet');
    if (request.envelope.method === 'GET' || row.finalizedAt) return toUploadedFile(row, signer);
    const [finalized] = await db.update(files).set({ finalizedAt: new Date(), updatedAt: new Date() })
      .where(eq(files.objectId, row.objectId)).returning();
    return toUploadedFile(finalized!, signer);
  });
}
