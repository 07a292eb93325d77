// The LINE Login channel and LIFF app of share messages (03 §7 "LINE app (LIFF)"; rules in
// common/line-liff.ts; server/channels/line-login; docs/broadcasts.md): each request and answer as a
// TypeBox schema with its inferred type under the same name, and each route's schema. The channel
// secret goes in, never comes out.
import { Type, type Static } from 'typebox';
import { errorAnswers, FunctionResponse, Id, IsoTime } from './base';

/** POST /integration/line/login: the LINE Login channel's id and secret (LINE Developers › Basic settings). */
export const LineLoginConnectRequest = Type.Object({
  orgId: Type.Optional(Id),
  channelId: Type.String({ pattern: '^[0-9]{1,20}$' }),
  channelSecret: Type.String({ pattern: '^[0-9a-f]{32}$' }),
});
export type LineLoginConnectRequest = Static<typeof LineLoginConnectRequest>;

/** POST (ours) and PATCH /integration/line/liff: the LIFF app's name (checked by liffNameProblem). */
export const LiffNameRequest = Type.Object({
  orgId: Type.Optional(Id),
  liffName: Type.String({ maxLength: 200 }),
});
export type LiffNameRequest = Static<typeof LiffNameRequest>;

/** DELETE /integration/line/liff. */
export const LiffDeleteRequest = Type.Object({ orgId: Type.Optional(Id) });
export type LiffDeleteRequest = Static<typeof LiffDeleteRequest>;

/** GET /integration/line/liff?orgId (ours). */
export const LiffSetupQuery = Type.Object({ orgId: Type.Optional(Id) }, { additionalProperties: false });

/** The organization's setup: the LINE Login channel (if connected) and its LIFF app (if created). */
export const LiffSetup = Type.Object({
  /** The share page: the LIFF app's endpoint URL (PUBLIC_URL + /liff/share). */
  endpointUrl: Type.String(),
  channel: Type.Optional(Type.Object({ channelId: Type.String(), connectedAt: IsoTime })),
  app: Type.Optional(Type.Object({ liffId: Type.String(), liffName: Type.String(), liffUrl: Type.String() })),
});
export type LiffSetup = Static<typeof LiffSetup>;

/** GET /liff/share-content/{token} (public, for the share page): the shared message as LINE message objects for shareTargetPicker. */
export const SharedContent = Type.Object({
  liffId: Type.String(),
  messages: Type.Array(Type.Record(Type.String(), Type.Unknown()), { minItems: 1 }),
});
export type SharedContent = Static<typeof SharedContent>;
export const SharedContentParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }) });

const setup = FunctionResponse(LiffSetup);
export const LineLiffRoutes = {
  get: { querystring: LiffSetupQuery, response: { 200: setup, ...errorAnswers } },
  connect: { body: LineLoginConnectRequest, response: { 200: setup, ...errorAnswers } },
  create: { body: LiffNameRequest, response: { 200: setup, ...errorAnswers } },
  rename: { body: LiffNameRequest, response: { 200: setup, ...errorAnswers } },
  delete: { body: LiffDeleteRequest, response: { 200: setup, ...errorAnswers } },
  sharedContent: { params: SharedContentParams, response: { 200: SharedContent, ...errorAnswers } },
};
