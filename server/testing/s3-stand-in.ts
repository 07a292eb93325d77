// A small S3-compatible server for tests (the machine cannot reach AWS): path-style buckets, objects
// in memory, and AWS Signature V4 verified with the configured secret, for presigned URLs and
// signed headers alike, so a wrong key, region, expiry, type or size is refused as S3 would.
// CORS is open, as a bucket's CORS rules would be for the console's origin.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from '../files/config';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** A request the stand-in answered after checking its signature. */
export interface SeenRequest {
  method: string;
  key: string;
  /** Signed in the query (a presigned URL) rather than in headers. */
  presigned: boolean;
  /** The Origin header: set when a browser sent the request. */
  origin?: string;
}

export interface S3StandIn {
  /** Origin of the stand-in (S3_ENDPOINT). */
  url: string;
  /** The settings that point the server at it (what S3_* would give). */
  config: S3Config;
  /** The same as environment variables, for a server started as a process (e2e). */
  env: Record<string, string>;
  /** Objects of the bucket by key. */
  objects: Map<string, StoredObject>;
  requests: SeenRequest[];
  close(): Promise<void>;
}

const REGION = 'eu-test-1';
const ACCESS_KEY_ID = 'PARLEYTESTKEY';
const SECRET = 'parley-test-secret-access-key';
/** How far a header-signed request's X-Amz-Date may be from now (S3 allows 15 minutes). */
const CLOCK_SKEW_MS = 15 * 60 * 1000;

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 encoding, as SigV4 wants it. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** `20250101T120000Z` → milliseconds. */
function timeOf(amzDate: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!match) return NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

interface Signed {
  credential: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** Query pairs that are part of the canonical request (all but the signature). */
  query: [string, string][];
  expiresAt: number;
}

/** The signature parts of a request, from its query (presigned) or its Authorization header. */
function signedPartsOf(request: IncomingMessage, query: [string, string][]): Signed | string {
  const params = new Map(query);
  const authorization = request.headers.authorization;
  if (params.has('X-Amz-Signature')) {
    if (params.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return 'X-Amz-Algorithm must be AWS4-HMAC-SHA256';
    const amzDate = params.get('X-Amz-Date') ?? '';
    return {
      credential: params.get('X-Amz-Credential') ?? '',
      amzDate,
      signedHeaders: (params.get('X-Amz-SignedHeaders') ?? '').split(';'),
      signature: params.get('X-Amz-Signature')!,
      payloadHash: 'UNSIGNED-PAYLOAD',
      query: query.filter(([name]) => name !== 'X-Amz-Signature'),
      expiresAt: timeOf(amzDate) + Number(params.get('X-Amz-Expires')) * 1000,
    };
  }
  const match = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]+)$/.exec(authorization ?? '');
  if (!match) return 'no signature';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  return {
    credential: match[1]!,
    amzDate,
    signedHeaders: match[2]!.split(';'),
    signature: match[3]!,
    payloadHash: String(request.headers['x-amz-content-sha256'] ?? ''),
    query,
    expiresAt: timeOf(amzDate) + CLOCK_SKEW_MS,
  };
}

/** Undefined when the request is signed with the stand-in's key and has not expired, else why not. */
function verify(request: IncomingMessage, path: string, query: [string, string][], body: Buffer): string | undefined {
  const signed = signedPartsOf(request, query);
  if (typeof signed === 'string') return signed;
  const [keyId, date, region, service, terminal] = signed.credential.split('/');
  if (keyId !== ACCESS_KEY_ID) return 'unknown access key';
  if (region !== REGION || service !== 's3' || terminal !== 'aws4_request' || !signed.amzDate.startsWith(date ?? '-')) return 'bad credential scope';
  if (!(signed.expiresAt >= Date.now())) return 'Request has expired';
  if (!signed.signedHeaders.includes('host')) return 'host must be signed';
  if (signed.payloadHash !== 'UNSIGNED-PAYLOAD' && signed.payloadHash !== sha256(body)) return 'payload hash does not match';
  const headers = signed.signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonicalQuery = signed.query.map(([name, value]) => [encode(name), encode(value)])
    .sort(([a, x], [b, y]) => (a! < b! ? -1 : a! > b! ? 1 : x! < y! ? -1 : x! > y! ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`).join('&');
  const canonical = [request.method, path, canonicalQuery, headers, signed.signedHeaders.join(';'), signed.payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', signed.amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, date!), region!), 's3'), 'aws4_request');
  const expected = Buffer.from(createHmac('sha256', key).update(toSign).digest('hex'));
  const given = Buffer.from(signed.signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? undefined : 'SignatureDoesNotMatch';
}

const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

function sendXml(response: ServerResponse, xml: string) {
  response.writeHead(200, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>${xml}`);
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${escapeXml(message)}</Message></Error>`);
}

export async function startS3StandIn(bucket = 'parley-test'): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const requests: SeenRequest[] = [];
  /** Multipart uploads under way (lib-storage sends bodies over 5 MB in parts): id → key and parts. */
  const multipart = new Map<string, { key: string; contentType: string; parts: Map<number, Buffer> }>();

  async function handle(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Expose-Headers', 'ETag');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, PUT, HEAD',
        'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
        'Access-Control-Max-Age': '600',
      });
      return response.end();
    }
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?');
    const query = rawQuery.split('&').filter(Boolean).map((pair): [string, string] => {
      const [name = '', value = ''] = pair.split('=');
      return [decodeURIComponent(name), decodeURIComponent(value)];
    });
    const body = await readBody(request);
    const problem = verify(request, rawPath, query, body);
    if (problem) return sendError(response, 403, problem === 'Request has expired' ? 'AccessDenied' : 'SignatureDoesNotMatch', problem);

    const [, bucketName, ...keyParts] = rawPath.split('/').map(decodeURIComponent);
    if (bucketName !== bucket) return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    const key = keyParts.join('/');
    const params = new Map(query);
    requests.push({ method: request.method ?? '', key, presigned: params.has('X-Amz-Signature'), origin: request.headers.origin });

    if (key === '' && request.method === 'GET' && params.get('list-type') === '2') {
      const prefix = params.get('prefix') ?? '';
      const keys = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
      return sendXml(response, `<ListBucketResult><Name>${bucket}</Name><Prefix>${escapeXml(prefix)}</Prefix>`
        + `<KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>`
        + keys.map((name) => `<Contents><Key>${escapeXml(name)}</Key><Size>${objects.get(name)!.body.length}</Size></Contents>`).join('')
        + '</ListBucketResult>');
    }
    if (key === '' && request.method === 'POST' && params.has('delete')) {
      const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map(([, name]) => name!);
      for (const name of keys) objects.delete(name);
      return sendXml(response, '<DeleteResult></DeleteResult>');
    }
    if (key === '') return sendError(response, 501, 'NotImplemented', 'not in the stand-in');
    if (request.method === 'POST' && params.has('uploads')) {
      const uploadId = `upload-${multipart.size + 1}-${Date.now()}`;
      multipart.set(uploadId, { key, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream'), parts: new Map() });
      return sendXml(response, `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`);
    }
    if (params.has('uploadId')) {
      const upload = multipart.get(params.get('uploadId')!);
      if (!upload || upload.key !== key) return sendError(response, 404, 'NoSuchUpload', 'The specified upload does not exist.');
      if (request.method === 'PUT') {
        upload.parts.set(Number(params.get('partNumber')), body);
        response.writeHead(200, { ETag: etagOf(body) });
        return response.end();
      }
      multipart.delete(params.get('uploadId')!);
      if (request.method === 'DELETE') return void response.writeHead(204).end();
      const numbers = [...body.toString('utf8').matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map(([, n]) => Number(n));
      const whole = Buffer.concat(numbers.map((n) => upload.parts.get(n) ?? Buffer.alloc(0)));
      objects.set(key, { body: whole, contentType: upload.contentType });
      return sendXml(response, `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${escapeXml(key)}</Key><ETag>${etagOf(whole)}</ETag></CompleteMultipartUploadResult>`);
    }

    switch (request.method) {
      case 'PUT': {
        objects.set(key, { body, contentType: String(request.headers['content-type'] ?? 'binary/octet-stream') });
        response.writeHead(200, { ETag: etagOf(body) });
        return response.end();
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(key);
        if (!object) return request.method === 'HEAD' ? void response.writeHead(404).end() : sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
        const start = range ? Number(range[1]) : 0;
        const end = range ? Math.min(Number(range[2]), object.body.length - 1) : object.body.length - 1;
        const headers: Record<string, string> = {
          'content-type': params.get('response-content-type') ?? object.contentType,
          'content-length': String(end - start + 1),
          ETag: etagOf(object.body),
        };
        if (params.has('response-content-disposition')) headers['content-disposition'] = params.get('response-content-disposition')!;
        if (range) headers['content-range'] = `bytes ${start}-${end}/${object.body.length}`;
        response.writeHead(range ? 206 : 200, headers);
        return response.end(request.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
      }
      case 'DELETE':
        objects.delete(key);
        return void response.writeHead(204).end();
      default:
        return sendError(response, 405, 'MethodNotAllowed', `${request.method} is not allowed`);
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendError(response, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    config: { bucket, region: REGION, endpoint: url, credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET } },
    env: { S3_BUCKET: bucket, S3_REGION: REGION, S3_ENDPOINT: url, S3_ACCESS_KEY_ID: ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: SECRET },
    objects,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
