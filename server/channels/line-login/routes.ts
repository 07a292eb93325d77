// LINE share messages' setup and share page (03 §7 "LINE app (LIFF)"; docs/broadcasts.md). Admins of
// an organization whose plan and role open broadcasts connect its LINE Login channel (checked at LINE
// by issuing a token), and create, rename and delete the LIFF app on it; the secret goes in sealed and
// never comes out. The share page and what it shares are public by design: the page is what the LIFF
// app opens, and it reads the shared card by the broadcast's unguessable token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { LineLiffRoutes } from '../../../common/contracts/line-liff';
import { OBJECT_ALREADY_EXISTED } from '../../../common/error-keys';
import { LIFF_NOT_SET_UP, LIFF_SHARE_PAGE_PATH, LINE_LOGIN_NOT_CONNECTED, LINE_LOGIN_REFUSED, liffNameProblem, MAXIMUM_LIFF_APPS } from '../../../common/line-liff';
import { ParseErrorCode } from '../../../common/parse';
import { requireFeature } from '../../access/require-feature';
import { envelopeHook } from '../../http/envelope';
import { consoleDirectives } from '../../http/content-security-policy';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { permissionDenied } from '../../members/errors';
import type { ChannelServices } from '../services';
import { addLiffApp, deleteLiffApp, issueLoginToken, LiffRefusal, renameLiffApp } from './liff-api';
import { shareEndpointUrl, toLiffSetup } from './serialize';
import { sharedContentOf } from './share';
import { loginChannelOf, loginSecretsOf, saveLoginChannel, setLiffApp } from './store';

interface LineLoginOptions extends ChannelServices {
  /** Whether the console's build is there (the share page is part of it). */
  built: boolean;
}

/** The caller the guard checked (the organization of the body, a header or a GET's query), who must be its admin. */
function adminOf(request: FastifyRequest) {
  if (!request.member) throw new Error('the broadcast guard did not run');
  if (request.member.authority !== 'admin') throw permissionDenied();
  return request.member;
}

/** The LIFF app's name as LINE takes it, else a 400 naming the field. */
function checkedName(liffName: string): string {
  const problem = liffNameProblem(liffName);
  if (problem) throw badRequest(`body/liffName ${problem}`);
  return liffName.trim();
}

const keyError = (key: string) => new ApiError(400, ParseErrorCode.VALIDATION_ERROR, key);
/** LINE did not answer, or refused what it should take: the admin may try again. */
const lineFailed = (what: string, error: unknown) => (error instanceof LiffRefusal && error.status < 500
  ? badRequest(`LINE refused to ${what} (${error.status} ${error.message})`)
  : new ApiError(502, ParseErrorCode.OTHER_CAUSE, `LINE failed to ${what}: try again (${(error as Error).message})`));

/**
 * The share page's policy: the console's, and LINE's SDK reaching LINE (its API, login, the share
 * target picker's window). Opened popups keep their opener: the picker answers through it outside LINE.
 */
const sharePageHeaders = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      ...consoleDirectives(),
      'connect-src': ["'self'", 'https://*.line.me', 'https://*.line-scdn.net'],
      'frame-src': ['https://*.line.me'],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
};

export async function lineLoginRoutes(fastify: FastifyInstance, services: LineLoginOptions): Promise<void> {
  const { db, config, credentials, built } = services;
  const line = config.channels.line;

  // The setup: the Parse-shaped API (application id, session, organization), admins only.
  await fastify.register(async (plugin) => {
    plugin.addHook('preValidation', envelopeHook(config));
    const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
    const preHandler = requireFeature(db, 'broadcast', { orgIdOf: (request: FastifyRequest) => request.envelope.orgId ?? (request.query as { orgId?: string } | undefined)?.orgId });
    const setupOf = async (orgId: string) => ({ result: toLiffSetup(await loginChannelOf(db, orgId), config.publicUrl) });

    /** The organization's channel with a token LINE just issued for it. */
    async function connectedChannel(orgId: string) {
      const row = await loginChannelOf(db, orgId);
      if (!row) throw keyError(LINE_LOGIN_NOT_CONNECTED);
      const token = await issueLoginToken(line, loginSecretsOf(credentials, row)).catch((error: unknown) => {
        if (error instanceof LiffRefusal && error.status < 500) throw keyError(LINE_LOGIN_REFUSED);
        throw lineFailed('issue a token for the LINE Login channel', error);
      });
      return { row, token };
    }

    app.get('/integration/line/liff', { schema: LineLiffRoutes.get, preHandler }, async (request) => setupOf(adminOf(request).orgId));

    app.post('/integration/line/login', { schema: LineLiffRoutes.connect, preHandler }, async (request) => {
      const { orgId } = adminOf(request);
      const { channelId, channelSecret } = request.body;
      const current = await loginChannelOf(db, orgId);
      if (current?.liffId && current.channelId !== channelId) {
        throw badRequest(`body/channelId the LIFF app lives on channel ${current.channelId}: delete it before connecting another channel`);
      }
      await issueLoginToken(line, { channelId, channelSecret }).catch((error: unknown) => {
        if (error instanceof LiffRefusal && error.status < 500) throw keyError(LINE_LOGIN_REFUSED);
        throw lineFailed('issue a token for the LINE Login channel', error);
      });
      await saveLoginChannel(db, credentials, orgId, { channelId, channelSecret });
      return setupOf(orgId);
    });

    app.post('/integration/line/liff', { schema: LineLiffRoutes.create, preHandler }, async (request) => {
      const { orgId } = adminOf(request);
      const liffName = checkedName(request.body.liffName);
      const { row, token } = await connectedChannel(orgId);
      if (row.liffId) throw keyError(OBJECT_ALREADY_EXISTED);
      const added = await addLiffApp(line, token, liffName, shareEndpointUrl(config.publicUrl)).catch((error: unknown) => {
        throw lineFailed('add the LIFF app', error);
      });
      if (added === 'maximum') throw keyError(MAXIMUM_LIFF_APPS);
      const saved = await setLiffApp(db, orgId, { liffId: added.liffId, liffName }, { onlyIfNone: true });
      if (!saved) {
        // Another admin made one meanwhile: this one is not kept on LINE either.
        await deleteLiffApp(line, token, added.liffId).catch((error: unknown) => request.log.warn({ err: (error as Error).message }, 'removing a duplicate LIFF app failed'));
        throw keyError(OBJECT_ALREADY_EXISTED);
      }
      return setupOf(orgId);
    });

    app.patch('/integration/line/liff', { schema: LineLiffRoutes.rename, preHandler }, async (request) => {
      const { orgId } = adminOf(request);
      const liffName = checkedName(request.body.liffName);
      const { row, token } = await connectedChannel(orgId);
      if (!row.liffId) throw keyError(LIFF_NOT_SET_UP);
      await renameLiffApp(line, token, row.liffId, liffName).catch((error: unknown) => { throw lineFailed('rename the LIFF app', error); });
      await setLiffApp(db, orgId, { liffId: row.liffId, liffName });
      return setupOf(orgId);
    });

    app.delete('/integration/line/liff', { schema: LineLiffRoutes.delete, preHandler }, async (request) => {
      const { orgId } = adminOf(request);
      const { row, token } = await connectedChannel(orgId);
      if (!row.liffId) return setupOf(orgId);
      await deleteLiffApp(line, token, row.liffId).catch((error: unknown) => { throw lineFailed('delete the LIFF app', error); });
      await setLiffApp(db, orgId, null);
      return setupOf(orgId);
    });
  });

  // The share page and its content: no session (LINE opens the page for any customer).
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(LIFF_SHARE_PAGE_PATH, { helmet: sharePageHeaders }, async (_request, reply) => {
    if (!built) throw new ApiError(404, ParseErrorCode.OTHER_CAUSE, 'The share page is not built: run `npm run build`');
    return reply.header('Cache-Control', 'no-cache').sendFile('liff-share.html');
  });
  app.get('/liff/share-content/:token', { schema: LineLiffRoutes.sharedContent }, async (request, reply) => {
    const content = await sharedContentOf(services, request.params.token);
    if (!content) throw notFound();
    return reply.header('Cache-Control', 'no-store').send(content as { liffId: string; messages: Record<string, unknown>[] });
  });
}

