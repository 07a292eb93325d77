// The visitor widget page (GET /livechat/{orgId}) and the embed script (GET /livechat/widget.js).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { ApiError } from '../http/errors';
import type { SecurityHeaders } from '../http/security-headers';
import { isObjectId } from '../../common/ids';
import { ParseErrorCode } from '../../common/parse';

const widgetScriptPath = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../public/livechat/widget.js');

interface LivechatPageOptions {
  built: boolean;
  db: Db;
  securityHeaders: SecurityHeaders;
}

export async function livechatPageRoutes(app: FastifyInstance, { built, db, securityHeaders }: LivechatPageOptions): Promise<void> {
  const widgetScript = await readFile(widgetScriptPath, 'utf8');
  app.get('/livechat/widget.js', { helmet: securityHeaders.embedScriptRoute }, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(widgetScript));

  /** The organization's redirect whitelist; none for an unknown id (the page then says the chat is unavailable). */
  const whitelistOf = async (orgId: string): Promise<string[]> => {
    if (!isObjectId(orgId)) return [];
    const [row] = await db.select({ whitelist: organizations.redirectWhitelist }).from(organizations)
      .where(eq(organizations.objectId, orgId)).limit(1);
    return row?.whitelist ?? [];
  };

  app.get<{ Params: { orgId: string } }>('/livechat/:orgId', { helmet: securityHeaders.livechatPageRoute }, async (request, reply) => {
    if (!built) {
      throw new ApiError(404, ParseErrorCode.OTHER_CAUSE, 'The live-chat page is not built: run `npm run build`');
    }
    // Sites may frame the page as the organization's whitelist says (docs/security.md).
    reply.helmet(securityHeaders.livechatPage(await whitelistOf(request.params.orgId)));
    return reply.header('Cache-Control', 'no-cache').sendFile('livechat.html');
  });
}
