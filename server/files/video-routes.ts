// POST /template/video_transcoding?orgId {type, bucket, key} (01 §5, §7 Files): a stored video of
// the organization becomes an H.264/AAC MP4 and a JPEG thumbnail (≤ 512 px), both stored as new
// files of the organization beside the original. ffmpeg needs a file it can seek in (an MP4's index
// may sit at its end), so the source is copied to a temporary folder first, whatever the storage.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { randomId } from '../../common/ids';
import { checkUpload, type UploadChannel, type UploadMode } from '../../common/uploads';
import { FileRoutes, type UploadedFile } from '../../common/contracts/files';
import { files } from '../db/schema';
import { requireMember } from '../http/auth';
import { badRequest, notFound } from '../http/errors';
import type { Services } from '../services';
import { toUploadedFile, type FileRow } from './serialize';
import type { UrlSigner } from './signing';
import type { FileStorage } from './storage';
import { TranscodeError, transcodeVideo } from './transcode';

export interface VideoRouteOptions extends Services {
  signer: UrlSigner;
  storage: FileStorage;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '');

export async function videoRoutes(fastify: FastifyInstance, { db, config, signer, storage }: VideoRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  /** Stores a finished output as a new file of the source's organization, checked by the source's rules. */
  async function storeOutput(source: FileRow, userId: string, file: string, name: string, contentType: string): Promise<UploadedFile> {
    const { size } = await stat(file);
    if (contentType.startsWith('video/')) {
      const check = checkUpload({ name, type: contentType, size, channel: source.channel as UploadChannel, mode: source.mode as UploadMode });
      if (!check.ok) throw badRequest(check.error);
    }
    const objectId = randomId();
    const storageKey = `${source.orgId}/${objectId}`;
    await storage.write(storageKey, createReadStream(file), size, contentType);
    const now = new Date();
    const [row] = await db.insert(files).values({
      objectId, orgId: source.orgId, createdBy: userId, name, contentType, channel: source.channel, mode: source.mode,
      storageKey, size, storedAt: now, finalizedAt: now,
    }).returning();
    return toUploadedFile(row!, signer, storage);
  }

  app.post('/template/video_transcoding', { schema: FileRoutes.videoTranscoding }, async (request) => {
    request.envelope.orgId ??= request.query.orgId;
    const { user, orgId } = await requireMember(db, request);
    const { type, bucket, key } = request.body;
    if (type !== storage.kind) throw badRequest(`type must be '${storage.kind}': the files of this server are stored there`);
    if (bucket !== storage.bucket) throw badRequest(`bucket must be '${storage.bucket}'`);
    // Another organization's file answers as if it did not exist.
    const [source] = await db.select().from(files).where(and(eq(files.storageKey, key), eq(files.orgId, orgId))).limit(1);
    if (!source) throw notFound();
    if (!source.finalizedAt) throw badRequest('the file has not been uploaded yet');
    if (!source.contentType.startsWith('video/')) throw badRequest(`the file is not a video (${source.contentType})`);

    const folder = await mkdtemp(path.join(tmpdir(), 'parley-video-'));
    try {
      const input = path.join(folder, 'input');
      const outputs = { video: path.join(folder, 'video.mp4'), thumbnail: path.join(folder, 'thumbnail.jpg') };
      await pipeline(await storage.read(source.storageKey), createWriteStream(input));
      let duration: number | undefined;
      try {
        duration = await transcodeVideo(input, outputs, config.videoTranscodeTimeoutMs);
      } catch (error) {
        if (error instanceof TranscodeError) throw badRequest(error.message);
        throw error;
      }
      const name = baseName(source.name);
      const video = await storeOutput(source, user.objectId, outputs.video, `${name}.mp4`, 'video/mp4');
      const thumbnail = await storeOutput(source, user.objectId, outputs.thumbnail, `${name}.jpg`, 'image/jpeg');
      return { video, thumbnail, ...(duration === undefined ? {} : { duration }) };
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
}
