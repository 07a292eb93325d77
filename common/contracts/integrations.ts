// Connected channel accounts (03 §3 Integration, §7 /functions/integrate and /classes/Integration;
// docs/channels.md): each request and answer as a TypeBox schema with its inferred type under the same
// name, and each route's schema (docs/contracts.md). A credential goes in, never comes out.
import { Type, type Static } from 'typebox';
import { errorAnswers, FunctionResponse, Id, IsoTime, Pointer } from './base';
import { Const, StringEnum } from './keywords';

/** The platforms an account is connected for with credentials (live chat needs none; 'facebook' is Messenger). */
export const CREDENTIAL_PLATFORMS = ['line', 'facebook', 'instagram', 'whatsapp'] as const;
export const CredentialPlatform = StringEnum(CREDENTIAL_PLATFORMS);
export type CredentialPlatform = Static<typeof CredentialPlatform>;

/**
 * LINE: the channel id (`account`), the channel secret (`secret`) and a long-lived channel access
 * token (`token`).
 */
export const LineIntegrateRequest = Type.Object({
  orgId: Type.Optional(Id),
  platform: Const('line'),
  account: Type.String({ pattern: '^[0-9]{1,20}$' }),
  secret: Type.String({ pattern: '^[0-9a-f]{32}$' }),
  token: Type.String({ minLength: 20, maxLength: 1000, pattern: '^[A-Za-z0-9+/=._-]+$' }),
});
export type LineIntegrateRequest = Static<typeof LineIntegrateRequest>;

/** A Meta app's secret: 32 hex digits (App dashboard › App settings › Basic). */
const MetaAppSecret = Type.String({ pattern: '^[0-9a-f]{32}$' });
/** A Meta access token (Page or system user): letters, digits, `_` and `-`. */
const MetaAccessToken = Type.String({ minLength: 20, maxLength: 1000, pattern: '^[A-Za-z0-9_-]+$' });
/** The webhook verify token the admin chose and typed in the App dashboard (answered in Meta's handshake). */
const MetaVerifyToken = Type.String({ minLength: 8, maxLength: 100, pattern: '^[!-~]+$' });
const MetaId = Type.String({ pattern: '^[0-9]{1,30}$' });

/**
 * Messenger: the Page id (`account`), the Meta app's secret (`secret`, signs the webhooks), the Page
 * access token (`token`) and the webhook verify token the admin chose and typed in the App dashboard
 * (`verifyToken`, answered in Meta's handshake).
 */
export const MessengerIntegrateRequest = Type.Object({
  orgId: Type.Optional(Id),
  platform: Const('facebook'),
  account: MetaId,
  secret: MetaAppSecret,
  token: MetaAccessToken,
  verifyToken: MetaVerifyToken,
});
export type MessengerIntegrateRequest = Static<typeof MessengerIntegrateRequest>;

/**
 * Instagram (03 §3: answered through the Facebook Page it is linked to): the Instagram professional
 * account's id (`account`), that Page's id (`pageId`), the Meta app's secret, the Page access token
 * and the webhook verify token. The Page's `instagram_business_account` must be `account`.
 */
export const InstagramIntegrateRequest = Type.Object({
  orgId: Type.Optional(Id),
  platform: Const('instagram'),
  account: MetaId,
  pageId: MetaId,
  secret: MetaAppSecret,
  token: MetaAccessToken,
  verifyToken: MetaVerifyToken,
});
export type InstagramIntegrateRequest = Static<typeof InstagramIntegrateRequest>;

/**
 * WhatsApp (Cloud API): the phone number id (`account`), the WhatsApp Business Account id that holds
 * it (`wabaId`: its templates and webhooks), the Meta app's secret, an access token with
 * whatsapp_business_messaging and whatsapp_business_management, and the webhook verify token.
 */
export const WhatsAppIntegrateRequest = Type.Object({
  orgId: Type.Optional(Id),
  platform: Const('whatsapp'),
  account: MetaId,
  wabaId: MetaId,
  secret: MetaAppSecret,
  token: MetaAccessToken,
  verifyToken: MetaVerifyToken,
});
export type WhatsAppIntegrateRequest = Static<typeof WhatsAppIntegrateRequest>;

const integrateShapes = {
  line: LineIntegrateRequest, facebook: MessengerIntegrateRequest, instagram: InstagramIntegrateRequest, whatsapp: WhatsAppIntegrateRequest,
} satisfies Record<CredentialPlatform, unknown>;

/**
 * POST /functions/integrate — connect an account: `platform` first, then that platform's shape
 * (JSON Schema's if/then per platform, so that a wrong field is named as it is: `body/verifyToken …`;
 * a plain union would answer every branch's errors). The server checks the token with the platform
 * before it keeps anything.
 */
export const IntegrateRequest = Type.Unsafe<IntegrateRequest>(Type.Object({
  orgId: Type.Optional(Id),
  platform: CredentialPlatform,
}, {
  allOf: CREDENTIAL_PLATFORMS.map((platform) => ({
    if: { properties: { platform: { const: platform } }, required: ['platform'] },
    // oxlint-disable-next-line unicorn/no-thenable -- JSON Schema's if/then/else keyword, not a promise
    then: integrateShapes[platform],
  })),
}));
export type IntegrateRequest = LineIntegrateRequest | MessengerIntegrateRequest | InstagramIntegrateRequest | WhatsAppIntegrateRequest;

/** How the platform finds us: the webhook URL, whether it was set through the platform's API, the last webhook. */
export const IntegrationWebhook = Type.Object({
  url: Type.String(),
  /**
   * False when the URL must be pasted into the platform's console (and be https there): PUBLIC_URL is
   * not https, or the platform has no API for it (Messenger: `{PUBLIC_URL}/webhooks/meta`, set in the
   * Meta App dashboard with the verify token).
   */
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
  /** Instagram: the Facebook Page the account is answered through (03 §3). */
  pageId: Type.Optional(Type.String()),
  /** WhatsApp: the WhatsApp Business Account of the phone number (its message templates). */
  wabaId: Type.Optional(Type.String()),
  picture: Type.Optional(Type.String()),
  webhook: IntegrationWebhook,
  /** True once the platform said the token is dead (Meta: error 190): connect the account again. */
  reconnect: Type.Optional(Type.Boolean()),
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
