// GET /auth/providers (or POST with `_method: 'GET'`): the social login providers the console may
// offer, with where to send the browser. Public: the login page asks before anyone is signed in.
import type { FastifyInstance } from 'fastify';
import type { AuthProvider, AuthProvidersResponse } from '../../../common/social-login';
import type { OidcProvider } from './oidc-provider';

export async function providerRoutes(app: FastifyInstance, { provider }: { provider?: OidcProvider }): Promise<void> {
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
  app.get('/auth/providers', answer);
  app.post('/auth/providers', answer);
}
