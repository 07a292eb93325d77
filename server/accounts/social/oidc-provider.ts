// One OpenID Connect provider: its discovery document and the verification of its ID tokens
// (signature against the provider's JWKS, iss, aud, exp, nonce) with jose.
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { SocialLoginErrorCode } from '../../../common/social-login';
import type { SocialLoginConfig } from '../../config';
import { ApiError } from '../../http/errors';

const FETCH_TIMEOUT_MS = 5000;
/** Clocks of the provider and this server may differ a little. */
const CLOCK_TOLERANCE_S = 60;

/** What the provider's discovery document tells us. */
export interface OidcDiscovery {
  authorizationEndpoint: string;
  jwksUri: string;
  signingAlgorithms: string[];
}

/** The claims of a verified ID token that accounts use. */
export interface IdentityClaims {
  subject: string;
  email?: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
  locale?: string;
}

export interface OidcProvider {
  readonly config: SocialLoginConfig;
  discover(): Promise<OidcDiscovery>;
  /** The token's claims once it passed every check; an ApiError (401, 502) saying what failed otherwise. */
  verifyIdToken(idToken: string, expected: { nonce?: string; subject?: string }): Promise<IdentityClaims>;
}

const rejected = (message: string) => new ApiError(401, SocialLoginErrorCode.INVALID_LINKED_SESSION, message);

export function providerUnavailable(config: SocialLoginConfig): ApiError {
  return new ApiError(502, SocialLoginErrorCode.PROVIDER_UNAVAILABLE, `${config.label} cannot be reached to check the sign-in. Try again later.`);
}

function textClaim(payload: JWTPayload, name: string): string | undefined {
  const value = payload[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Google's tokens may name their issuer without the scheme (Google's ID token documentation). */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/** jose's refusal in words the caller can act on. */
function explain(error: unknown, config: SocialLoginConfig): ApiError {
  if (error instanceof errors.JWTExpired) return rejected(`The ${config.label} sign-in has expired (ID token exp). Sign in again.`);
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return rejected(`The ID token was not issued by ${config.issuer} (iss).`);
    if (error.claim === 'aud') return rejected(`The ID token was issued for another application (aud is not ${config.clientId}).`);
    return rejected(`The ID token's "${error.claim}" claim is not valid: ${error.message}.`);
  }
  if (error instanceof errors.JWSSignatureVerificationFailed) return rejected('The ID token\'s signature is not valid.');
  if (error instanceof errors.JWKSNoMatchingKey) return rejected(`The ID token is not signed with a key of ${config.label}.`);
  if (error instanceof errors.JOSEAlgNotAllowed) return rejected('The ID token is signed with an algorithm the provider does not use.');
  if (error instanceof errors.JWTInvalid || error instanceof errors.JWSInvalid || error instanceof errors.JOSENotSupported) {
    return rejected('The ID token is malformed.');
  }
  // Fetching the key set failed: a network error, a timeout, an answer that is no key set.
  return providerUnavailable(config);
}

async function fetchDiscovery(config: SocialLoginConfig): Promise<OidcDiscovery> {
  const url = `${config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const document = await response.json() as Record<string, unknown>;
  // OpenID Connect Discovery §4.3: the document must name exactly the configured issuer.
  if (document.issuer !== config.issuer) throw new Error(`${url} names issuer ${String(document.issuer)}, not ${config.issuer}`);
  const { authorization_endpoint: authorizationEndpoint, jwks_uri: jwksUri } = document;
  if (typeof authorizationEndpoint !== 'string' || typeof jwksUri !== 'string') {
    throw new Error(`${url} lacks authorization_endpoint or jwks_uri`);
  }
  const algorithms = document.id_token_signing_alg_values_supported;
  // RS256 is the default of OpenID Connect; "none" is never accepted.
  const signingAlgorithms = Array.isArray(algorithms) ? algorithms.filter((alg): alg is string => typeof alg === 'string' && alg !== 'none') : ['RS256'];
  return { authorizationEndpoint, jwksUri, signingAlgorithms };
}

export function openIdProvider(config: SocialLoginConfig): OidcProvider {
  // Fetched once; a failure is forgotten so that the next call tries again.
  let discovery: Promise<OidcDiscovery> | undefined;
  let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

  const discover = () => {
    discovery ??= fetchDiscovery(config).catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  };

  return {
    config,
    discover,
    async verifyIdToken(idToken, expected) {
      let found: OidcDiscovery;
      try {
        found = await discover();
      } catch {
        throw providerUnavailable(config);
      }
      // jose caches the key set and refetches it when a token names an unknown key (rotation).
      keys ??= createRemoteJWKSet(new URL(found.jwksUri), { timeoutDuration: FETCH_TIMEOUT_MS });
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer: acceptedIssuers(config.issuer),
          audience: config.clientId,
          algorithms: found.signingAlgorithms,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_S,
        }));
      } catch (error) {
        throw explain(error, config);
      }
      // OpenID Connect Core §3.1.3.7: with several audiences, the authorized party must be us.
      if (payload.azp !== undefined && payload.azp !== config.clientId) {
        throw rejected(`The ID token was issued for another application (azp is not ${config.clientId}).`);
      }
      if (expected.nonce !== undefined && payload.nonce !== expected.nonce) {
        throw rejected('The ID token\'s nonce does not match this sign-in (nonce).');
      }
      if (expected.subject !== undefined && payload.sub !== expected.subject) {
        throw rejected('The ID token belongs to another user than authData.id (sub).');
      }
      return {
        subject: payload.sub!,
        email: textClaim(payload, 'email')?.toLowerCase(),
        // Some providers send the boolean as a string.
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        givenName: textClaim(payload, 'given_name'),
        familyName: textClaim(payload, 'family_name'),
        locale: textClaim(payload, 'locale'),
      };
    },
  };
}
