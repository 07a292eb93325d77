// Connected channel accounts (03 §3 Integration, §7 /functions/integrate and /classes/Integration;
// docs/channels.md): each request and answer as a TypeBox schema with its inferred type under the same
// name, and each route's schema (docs/contracts.md). A credential goes in, never comes out.
import { Type, type Static } from 'typebox';
import { errorAnswers, FunctionResponse, Id, IsoTime, Pointer } from './base';
import { Const, StringEnum } from './keywords';

/** The platforms an account is connected for with credentials (live chat needs none). */
export const CREDENTIAL_PLATFORMS = ['line'] as const;
export const CredentialPlatform = StringEnum(CREDENTIAL_PLATFORMS);
export type CredentialPlatform = Static<typeof CredentialPlatform>;

/**
 * POST /functions/integrate — connect an account: for LINE the channel id (`account`), the channel
 * secret (`secret`) and a long-lived channel access token (`token`). The server checks the token
 * with the platform before it keeps anything.
 */
export const IntegrateRequest = Type.Object({
  orgId: Type.Optional(Id),
  platform: CredentialPlatform,
  account: Type.String({ pattern: '^[0-9]{1,20}$' }),
  secret: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  token: Type.String({ minLength: 20, maxLength: 1000, pattern: '^[A-Za-z0-9+/=._-]+$' }),
});
export type IntegrateRequest = Static<typeof IntegrateRequest>;

/** How the platform finds us: the webhook URL, whether it was set through the platform's API, the last webhook. */
export const IntegrationWebhook = Type.Object({
  url: Type.String(),
  /** False when PUBLIC_URL is not https: the URL must be pasted into the platform's console (and be https there). */
  setByServer: Type.Boolean(),
  lastReceivedAt: Type.Optional(IsoTime),
});

/** A connected account as the console sees it: no secret, no token. */
export const Integration = Type.Object({
  objectId: Type.String(),
  integrationId: Type.String(),
  integrationName: Type.String(),
  organization: Pointer('Organization'),
  platform: CredentialPlatform,
  account: Type.String(),
  picture: Type.Optional(Type.String()),
  webhook: IntegrationWebhook,
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type Integration = Static<typeof Integration>;

/** POST /classes/Integration with _method GET — the organization's connected accounts. */
export const IntegrationQueryRequest = Type.Object({ orgId: Type.Optional(Id), _method: Const('GET') });
export const IntegrationQueryResponse = Type.Object({ results: Type.Array(Integration) });
export type IntegrationQueryResponse = Static<typeof IntegrationQueryResponse>;

/** POST /classes/Integration/{id} with _method DELETE — disconnect the account. */
export const IntegrationDeleteRequest = Type.Object({ orgId: Type.Optional(Id), _method: Const('DELETE') });
export const IntegrationDeleteResponse = Type.Object({});

/** POST /functions/verifyIntegration — ask the platform to call our webhook now, and say how it went. */
export const VerifyIntegrationRequest = Type.Object({ orgId: Type.Optional(Id), integrationId: Id });
export const VerifyIntegrationResult = Type.Object({
  success: Type.Boolean(),
  /** The HTTP status the platform got from us (0 or less: it got no answer). */
  statusCode: Type.Integer(),
  reason: Type.String(),
  detail: Type.String(),
});
export type VerifyIntegrationResult = Static<typeof VerifyIntegrationResult>;

const IdParams = Type.Object({ id: Id });

/** The routes' schemas: what each validates and answers. */
export const IntegrationRoutes = {
  integrate: { body: IntegrateRequest, response: { 200: FunctionResponse(Integration), ...errorAnswers } },
  query: { body: IntegrationQueryRequest, response: { 200: IntegrationQueryResponse, ...errorAnswers } },
  delete: { params: IdParams, body: IntegrationDeleteRequest, response: { 200: IntegrationDeleteResponse, ...errorAnswers } },
  verify: { body: VerifyIntegrationRequest, response: { 200: FunctionResponse(VerifyIntegrationResult), ...errorAnswers } },
};
