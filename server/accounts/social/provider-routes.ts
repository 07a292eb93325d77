// GET /auth/providers (or POST with `_method: 'GET'`): the social login providers the console may
// offer, with where to send the browser. Public: the login page asks before anyone is signed in.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AccountRoutes, type AuthProvider, type AuthProvidersResponse } from '../../../common/contracts/accounts';
import type { OidcProvider } from './oidc-provider';

export async function providerRoutes(fastify: FastifyInstance, { provider }: { provider?: OidcProvider }): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const answer = async (): Promise<AuthProvidersResponse> => {
    if (!provider) return { providers: [] };
    const { config } = provider;
    try {
      const { authorizationEndpoint } = await provider.discover();
      const offered: AuthProvider = { name: config.provider, label: config.label, authorizationEndpoint, clientId: config.clientId };
      return { providers: [offered] };
    } catch (error) {
      // No button is better than one that cannot work; the log says why.
      app.log.warn({ err: error, issuer: config.issuer }, 'social login provider discovery failed');
      return { providers: [] };
    }
  };
  app.get('/auth/providers', { schema: AccountRoutes.authProviders }, answer);
  app.post('/auth/providers', { schema: AccountRoutes.authProviders }, answer);
}
