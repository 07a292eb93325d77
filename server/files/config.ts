// S3 settings from the environment (read by loadConfig in server/config.ts; docs/uploads.md).
// Without S3_BUCKET files stay on local disk under DATA_DIR/files.

export interface S3Config {
  bucket: string;
  region: string;
  /** S3_ENDPOINT: an S3-compatible service (MinIO, R2, …), addressed path-style; none for AWS. */
  endpoint?: string;
  /** S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY; without them the AWS SDK's own chain (instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** S3_PUBLIC_URL: where the bucket's objects are readable without signing (a CDN); no trailing slash. */
  publicUrl?: string;
}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

function absoluteUrlOf(name: string, value: string): string {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function s3ConfigOf(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  if (!bucket) {
    const stray = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'].find((name) => env[name]);
    if (stray) throw new Error(`${stray} is set but S3_BUCKET is not: set S3_BUCKET to store files in S3`);
    return undefined;
  }
  if (!BUCKET_NAME.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name (3-63 of a-z 0-9 . -), got "${bucket}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return {
    bucket,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT ? absoluteUrlOf('S3_ENDPOINT', env.S3_ENDPOINT) : undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl: env.S3_PUBLIC_URL ? absoluteUrlOf('S3_PUBLIC_URL', env.S3_PUBLIC_URL) : undefined,
  };
}
