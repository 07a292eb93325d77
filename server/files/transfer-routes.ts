// The bytes of files: PUT to a signed upload URL, GET by a member (session header) or by a signed
// URL. Outside the Parse API (no application id: the URLs stand on their own, like S3's).
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ParseErrorCode } from '../../common/parse';
import { checkUpload, type UploadChannel, type UploadMode } from '../../common/uploads';
import { FileRoutes, type UploadPutResult } from '../../common/contracts/files';
import { clientOf, findSessionUser } from '../accounts/sessions';
import { files } from '../db/schema';
import { authorityOf } from '../http/auth';
import { ApiError, badRequest, invalidSession, notFound, unauthorized } from '../http/errors';
import type { Services } from '../services';
import { contentDispositionOf, filePath, type FileRow } from './serialize';
import type { UrlSigner } from './signing';
import { TooLargeError, type FileStorage } from './storage';
import { uploadPath } from './routes';

export interface TransferRouteOptions extends Services {
  signer: UrlSigner;
  storage: FileStorage;
}

const tooLarge = (key: string) => new ApiError(413, ParseErrorCode.VALIDATION_ERROR, key);

/** The MIME type without parameters, lowercased. */
const bareType = (value: string | undefined) => (value ?? '').split(';')[0]!.trim().toLowerCase();

/** Served bytes never run as a page of this origin (an uploaded document could hold script). */
export async function sendFile(reply: FastifyReply, storage: FileStorage, row: FileRow) {
  const bytes = await storage.read(row.storageKey);
  return reply
    .header('Content-Type', row.contentType)
    .header('Content-Length', String(row.size ?? 0))
    .header('Content-Disposition', contentDispositionOf(row))
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, max-age=3600')
    .send(bytes);
}

export async function fileTransferRoutes(fastify: FastifyInstance, { db, config, signer, storage }: TransferRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // The body is the file itself, whatever its type: the handler streams it, nothing buffers it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const findRow = async (objectId: string) => (await db.select().from(files).where(eq(files.objectId, objectId)).limit(1))[0];

  app.put('/files/upload/:id', { schema: FileRoutes.upload }, async (request, reply) => {
    const { id } = request.params;
    if (!signer.verify('PUT', uploadPath(id), request.query)) throw unauthorized();
    const row = await findRow(id);
    if (!row) throw notFound();
    if (row.storedAt) throw badRequest('the file has already been uploaded');
    // The same rules as when the URL was handed out, now with the type sent and the real size.
    const declared = Number(request.headers['content-length']);
    const check = checkUpload({
      name: row.name, type: bareType(request.headers['content-type']), channel: row.channel as UploadChannel,
      mode: row.mode as UploadMode, ...(Number.isFinite(declared) ? { size: declared } : {}),
    });
    // Answer at once, reading and dropping the rest of the body (else the client may never see the answer).
    const drain = () => request.raw.resume();
    if (!check.ok) {
      drain();
      throw new ApiError(check.error.includes('over-size') ? 413 : 400, ParseErrorCode.VALIDATION_ERROR, check.error);
    }
    if (bareType(request.headers['content-type']) !== bareType(row.contentType)) {
      drain();
      throw badRequest('Content-Type must be the type given for the upload URL');
    }
    let size: number;
    try {
      size = await storage.write(row.storageKey, request.raw, check.limit);
    } catch (error) {
      if (!(error instanceof TooLargeError)) throw error;
      throw tooLarge(check.overSize);
    }
    await db.update(files).set({ size, storedAt: new Date(), updatedAt: new Date() }).where(eq(files.objectId, id));
    return reply.status(200).send({ objectId: id, size } satisfies UploadPutResult);
  });

  // LINE lays an imagemap out from `{baseUrl}/{width}` and serves it to every customer who opens it:
  // the same signed URL as /files/{id}/{name}, its expiry and signature moved into the path.
  app.get('/files/:id/:name/:expires/:signature/:width', { schema: FileRoutes.readImagemap }, async (request, reply) => {
    const { id, name, expires, signature } = request.params;
    if (!signer.verify('GET', filePath({ objectId: id, name }), { expires, signature })) throw unauthorized();
    const row = await findRow(id);
    if (!row?.storedAt || row.name !== name) throw notFound();
    return sendFile(reply, storage, row);
  });

  app.get('/files/:id/:name', { schema: FileRoutes.read }, async (request, reply) => {
    const row = await findRow(request.params.id);
    const found = row?.storedAt && row.name === request.params.name ? row : undefined;
    if (request.query.signature !== undefined) {
      // A signed URL stands for the session of whoever was given it.
      if (!signer.verify('GET', filePath({ objectId: request.params.id, name: request.params.name }), request.query)) throw unauthorized();
      if (!found) throw notFound();
      return sendFile(reply, storage, found);
    }
    const token = request.headers['x-parse-session-token'];
    const user = typeof token === 'string' && token !== '' ? await findSessionUser(db, token, config.sessions, clientOf(request)) : undefined;
    if (!user) throw invalidSession();
    // Another organization's file answers as if it did not exist.
    if (!found || !(await authorityOf(db, found.orgId, user.objectId))) throw notFound();
    return sendFile(reply, storage, found);
  });
}
