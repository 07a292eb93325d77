import { describe, expect, it } from 'vitest';
import { s3ConfigOf } from './config';

describe('S3 settings (S3_*)', () => {
  it('keeps files on local disk without S3_BUCKET', () => {
    expect(s3ConfigOf({})).toBeUndefined();
  });

  it('reads the bucket, region, endpoint, key and public URL', () => {
    expect(s3ConfigOf({
      S3_BUCKET: 'parley-files', S3_REGION: 'ap-northeast-1', S3_ENDPOINT: 'http://minio.local:9000/',
      S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'secret', S3_PUBLIC_URL: 'https://cdn.example.com/files/',
    })).toEqual({
      bucket: 'parley-files', region: 'ap-northeast-1', endpoint: 'http://minio.local:9000',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' }, publicUrl: 'https://cdn.example.com/files',
    });
    expect(s3ConfigOf({ S3_BUCKET: 'parley-files' })).toEqual({ bucket: 'parley-files', region: 'us-east-1' });
  });

  it('refuses to start with settings that cannot work, naming the variable', () => {
    expect(() => s3ConfigOf({ S3_REGION: 'eu-west-1' })).toThrow(/S3_REGION is set but S3_BUCKET is not/);
    expect(() => s3ConfigOf({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => s3ConfigOf({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKID' })).toThrow(/set together/);
    expect(() => s3ConfigOf({ S3_BUCKET: 'files', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
