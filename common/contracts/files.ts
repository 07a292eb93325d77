// Files and uploads (01 §7 Files; rules in common/uploads/rules.ts; server/files): ask for an upload
// URL, PUT the bytes, finalize, read, transcode a video. Each request and answer as a TypeBox schema with
// its inferred type under the same name, and each route's schema (docs/contracts.md).
import { Type, type Static } from 'typebox';
import { UPLOAD_CHANNELS, UPLOAD_MODES } from '../uploads/rules';
import { errorAnswers, FunctionResponse, Id, IsoTime } from './base';
import { StringEnum } from './keywords';

/** POST /functions/getUploadUrl (Parse envelope) → `{result: GetUploadUrlResult}`. */
export const GetUploadUrlRequest = Type.Object({
  orgId: Id,
  fileName: Type.String({ minLength: 1, maxLength: 255 }),
  contentType: Type.String({ minLength: 3, maxLength: 255 }),
  /** Bytes, when known: refused at once when over the limit (the PUT is checked again). */
  size: Type.Optional(Type.Integer({ minimum: 0 })),
  /** Rules to apply; `livechat` and `default` when left out. */
  channel: Type.Optional(StringEnum(UPLOAD_CHANNELS)),
  mode: Type.Optional(StringEnum(UPLOAD_MODES)),
});
export type GetUploadUrlRequest = Static<typeof GetUploadUrlRequest>;

export const GetUploadUrlResult = Type.Object({
  objectId: Type.String(),
  /**
   * Where to PUT the bytes, with `Content-Type` = the declared contentType. Relative to the API
   * server (local disk storage); short-lived and signed, so the PUT needs no session.
   */
  uploadUrl: Type.String(),
});
export type GetUploadUrlResult = Static<typeof GetUploadUrlResult>;

/** Answer of the PUT to an upload URL. */
export const UploadPutResult = Type.Object({ objectId: Type.String(), size: Type.Integer() });
export type UploadPutResult = Static<typeof UploadPutResult>;

const StorageKind = StringEnum(['local', 's3']);

/** A stored file as the storage knows it: `type` 's3' with the S3 bucket, or 'local' with bucket 'local' (local disk). */
export const StoredFileLocation = Type.Object({ type: StorageKind, bucket: Type.String(), key: Type.String() });
export type StoredFileLocation = Static<typeof StoredFileLocation>;

/** POST /classes/File/{id} {orgId}: the file once its bytes are stored. */
export const UploadedFile = Type.Object({
  objectId: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
  /** Stable URL of the file; GET it with the session (X-Parse-Session-Token) of a member. */
  url: Type.String(),
  /** The same file for about an hour without the session header (for <img src>, links). */
  signedUrl: Type.String(),
  /** Where its bytes are stored: what POST /template/video_transcoding names. */
  storage: StoredFileLocation,
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type UploadedFile = Static<typeof UploadedFile>;

/** The body of POST /template/video_transcoding: a stored video of the organization. */
export const VideoTranscodingRequest = Type.Object({
  type: StorageKind,
  bucket: Type.String({ minLength: 1, maxLength: 255 }),
  key: Type.String({ minLength: 1, maxLength: 255 }),
});
export type VideoTranscodingRequest = Static<typeof VideoTranscodingRequest>;
/**
 * POST /template/video_transcoding?orgId with a StoredFileLocation of a video of the organization →
 * the video as an H.264/AAC MP4 and its JPEG thumbnail (at most 512 px on the long side), both
 * stored as files of the organization, and its length in seconds when known.
 */
export const VideoTranscodingResult = Type.Object({ video: UploadedFile, thumbnail: UploadedFile, duration: Type.Optional(Type.Number()) });
export type VideoTranscodingResult = Static<typeof VideoTranscodingResult>;

/** The id of a file in a path (and, for a read, its name: always there, the route's path has it). */
export const FileParams = Type.Object({ id: Id, name: Type.Optional(Type.String({ maxLength: 255 })) });
export type FileParams = Static<typeof FileParams>;
export const FileReadParams = Type.Object({ id: Id, name: Type.String({ maxLength: 255 }) });
export type FileReadParams = Static<typeof FileReadParams>;
/** An imagemap image as LINE fetches it: the signed file path, then one of LINE's widths. */
export const ImagemapReadParams = Type.Object({
  id: Id,
  name: Type.String({ maxLength: 255 }),
  expires: Type.String({ pattern: '^[0-9]{1,20}$' }),
  signature: Type.String({ maxLength: 100 }),
  width: Type.Enum(['240', '300', '460', '700', '1040']),
});
/** A signed URL's query: when it expires and its signature. */
export const SignedQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })), signature: Type.Optional(Type.String({ maxLength: 100 })),
});
export type SignedQuery = Static<typeof SignedQuery>;
const OrgQuery = Type.Object({ orgId: Type.Optional(Id) });

/** The routes' schemas: what each validates and answers. */
export const FileRoutes = {
  getUploadUrl: { body: GetUploadUrlRequest, response: { 200: FunctionResponse(GetUploadUrlResult), ...errorAnswers } },
  finalize: { params: Type.Object({ id: Id }), response: { 200: UploadedFile, ...errorAnswers } },
  /** The body is the file's bytes (no JSON schema). */
  upload: { params: FileParams, querystring: SignedQuery, response: { 200: UploadPutResult, ...errorAnswers } },
  /** Answers the file's bytes. */
  read: { params: FileReadParams, querystring: SignedQuery },
  /** Answers an imagemap image's bytes: LINE asks `{baseUrl}/{width}`, so the signature is in the path. */
  readImagemap: { params: ImagemapReadParams },
  videoTranscoding: { querystring: OrgQuery, body: VideoTranscodingRequest, response: { 200: VideoTranscodingResult, ...errorAnswers } },
};
