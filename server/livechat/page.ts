// The visitor widget page (GET /livechat/{orgId}) and the embed script (GET /livechat/widget.js).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/errors';
import { ParseErrorCode } from '../../common/parse';

const widgetScriptPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public/livechat/widget.js');

export async function livechatPageRoutes(app: FastifyInstance, options: { built: boolean }): Promise<void> {
  const widgetScript = await readFile(widgetScriptPath, 'utf8');
  app.get('/livechat/widget.js', (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(widgetScript));

  app.get('/livechat/:orgId', (_request, reply) => {
    if (!options.built) {
      throw new ApiError(404, ParseErrorCode.OTHER_CAUSE, 'The live-chat page is not built: run `npm run build`');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('livechat.html');
  });
}
