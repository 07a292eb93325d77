// File storage in an S3 bucket (S3_*; docs/uploads.md). Browsers PUT and GET the bytes straight
// through presigned URLs (AWS Signature V4); the server reads and writes through the same client.
import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command,
  PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from './config';
import { receive } from './receive';
import { contentDispositionOf } from './serialize';
import type { FileStorage } from './storage';

/** Presigned URLs take their lifetime in whole seconds. */
const seconds = (ttlMs: number) => Math.max(1, Math.floor(ttlMs / 1000));
const isMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

export function s3Storage(config: S3Config): FileStorage {
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where S3 requires them: presigned PUTs then carry no checksum a browser cannot
    // send, and S3-compatible services that do not know the newer checksums keep working.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    kind: 's3',
    bucket,
    async write(key, source, limit, contentType) {
      const body = new PassThrough();
      const upload = new Upload({ client, params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType } });
      const uploading = upload.done();
      let refused: unknown;
      uploading.catch((error: unknown) => {
        refused = error;
        body.destroy();
      });
      const push = (chunk: Buffer) => new Promise<void>((resolve, reject) => {
        if (body.destroyed) return reject(new Error('the storage stopped taking the file'));
        if (body.write(chunk)) return resolve();
        const drained = () => { body.off('close', closed); resolve(); };
        const closed = () => { body.off('drain', drained); reject(new Error('the storage stopped taking the file')); };
        body.once('drain', drained);
        body.once('close', closed);
      });
      try {
        const size = await receive(source, limit, push);
        body.end();
        await uploading;
        return size;
      } catch (error) {
        // S3's own refusal, when that is what stopped the write, says more than the stopped stream.
        const cause = refused ?? error;
        await upload.abort().catch(() => undefined);
        body.destroy();
        await uploading.catch(() => undefined);
        throw cause;
      }
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return answer.Body as Readable;
    },
    async head(key, length) {
      let size: number;
      try {
        size = (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      if (size === 0 || length === 0) return { size, bytes: Buffer.alloc(0) };
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${Math.min(length, size) - 1}` }));
      return { size, bytes: Buffer.from(await answer.Body!.transformToByteArray()) };
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async removeOrganization(orgId) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${orgId}/`, ContinuationToken: token }));
        const keys = (page.Contents ?? []).flatMap(({ Key }) => (Key ? [{ Key }] : []));
        if (keys.length > 0) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys, Quiet: true } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    direct: {
      uploadUrl(key, contentType, ttlMs, size) {
        const put = new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, ContentLength: size });
        return getSignedUrl(client, put, {
          expiresIn: seconds(ttlMs),
          // The signature covers the type and the declared size: S3 refuses a PUT of other ones.
          signableHeaders: new Set(size === undefined ? ['content-type'] : ['content-type', 'content-length']),
        });
      },
      async downloadUrl(key, file, ttlMs) {
        if (config.publicUrl) return `${config.publicUrl}/${key}`;
        return getSignedUrl(client, new GetObjectCommand({
          Bucket: bucket, Key: key, ResponseContentType: file.contentType, ResponseContentDisposition: contentDispositionOf(file),
        }), { expiresIn: seconds(ttlMs) });
      },
    },
  };
}
