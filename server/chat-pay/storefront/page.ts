// The customer's shop page, GET /shop/{token}: the Vite entry shop.html, served as the live-chat page
// is (server/livechat/page.ts); the page reads the token from its address and calls /shop/api/*.
import type { FastifyInstance } from 'fastify';
import { ParseErrorCode } from '../../../common/parse';
import { ApiError } from '../../http/errors';

export async function storefrontPageRoutes(app: FastifyInstance, { built }: { built: boolean }): Promise<void> {
  app.get('/shop/:token', async (_request, reply) => {
    if (!built) throw new ApiError(404, ParseErrorCode.OTHER_CAUSE, 'The shop page is not built: run `npm run build`');
    return reply.header('Cache-Control', 'no-cache').sendFile('shop.html');
  });
}
