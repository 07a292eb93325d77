// Assembles the server: database, Fastify with one plugin per domain, socket.io on the same port.
import type { AddressInfo } from 'node:net';
import Fastify, { LogController, type FastifyInstance, type FastifySchema } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { HealthResponse } from '../common/contracts/base';
import { accessRoutes } from './access/routes';
import { aiRoutes } from './ai/routes';
import { aiBotRoutes } from './ai/bot-routes';
import { openAuthCache } from './auth-cache/auth-cache';
import { passwordRoutes } from './accounts/password';
import { pictureRoutes } from './accounts/picture';
import { accountRoutes } from './accounts/routes';
import { verificationRoutes } from './accounts/verification';
import { broadcastRoutes } from './broadcasts/routes';
import { changeRoutes } from './changes/routes';
import { openShopLinks } from './chat-pay/kit';
import { scheduleOrderExpiry } from './chat-pay/orders/expiry';
import { chatPayRoutes } from './chat-pay/routes';
import { chatPayTaskRoutes } from './chat-pay/task-routes';
import { storefrontPageRoutes } from './chat-pay/storefront/page';
import { payRoutes } from './chat-pay/payment/pay-routes';
import { stripePayments } from './chat-pay/payment/stripe';
import { stripeWebhookRoutes } from './chat-pay/payment/stripe-webhook';
import { uberDirectClient } from './chat-pay/delivery/uber-direct';
import { uberWebhookRoutes } from './chat-pay/delivery/uber-webhook';
import { storefrontRoutes } from './chat-pay/storefront/routes';
import { scheduleGroupRefresh } from './customer-groups/refresh-schedule';
import { customerGroupRoutes } from './customer-groups/routes';
import { customerManagementRoutes } from './customer-management/routes';
import type { ServerConfig } from './config';
import { openBus } from './cluster/bus';
import { shareSockets } from './cluster/socket-adapter';
import { openDatabase, type Db } from './db/client';
import { scheduleVacuum } from './db/vacuum';
import { fileApiRoutes, fileTransferRoutes, openFileKit } from './files';
import { videoRoutes } from './files/video-routes';
import { installCompression } from './http/compression';
import { acceptTextPlainJson, envelopeHook, type RequestEnvelope } from './http/envelope';
import { installErrorHandlers } from './http/errors';
import { refuseHostileInput } from './http/hostile-input';
import { installSecurityHeaders } from './http/security-headers';
import { registerStatic } from './http/static';
import { exportRoutes } from './exports/routes';
import { inboxRoutes } from './inbox/routes';
import { customerProfileRoutes } from './customer-profile/routes';
import { lastReadRoutes } from './last-read/routes';
import { livechatPageRoutes } from './livechat/page';
import { livechatApiRoutes } from './livechat/routes';
import { livechatSettingsRoutes } from './livechat/settings';
import { closeMailer, mailerFor } from './mail';
import { DEV_MAIL_PATH, devMailRoutes } from './mail/dev-page';
import { memberRoutes } from './members/routes';
import { announcementRoutes } from './announcements/routes';
import { notificationRoutes } from './notifications/routes';
import { messageRoutes } from './messages/routes';
import { stickerRoutes } from './messages/sticker-routes';
import { noteRoutes } from './notes/routes';
import { keptRoutes } from './kept/routes';
import { templateRoutes } from './templates/routes';
import { organizationRoutes } from './organizations/routes';
import { openPush } from './push';
import { pushRoutes } from './push/routes';
import { orgRoleRoutes } from './org-roles/routes';
import { permissionRoutes } from './permissions/routes';
import { socketEmitter } from './realtime/emitter';
import { attachSockets, countSockets } from './realtime/sockets';
import { resourceRoutes } from './resources/routes';
import { schedulePruning } from './retention/schedule';
import { loadOperatorToken } from './security/operator';
import { credentialsBox, loadCredentialsKey } from './security/credentials';
import { channelAdapters } from './channels/adapters';
import { livechatChannel } from './livechat/livechat-channel';
import { InboundProcessor } from './channels/inbound/processor';
import { KnownAccounts } from './channels/integrations/known-accounts';
import { MessageKeywordRules } from './message-keywords/rules-cache';
import { messageKeywordRoutes } from './message-keywords/routes';
import { messageBotRoutes } from './message-bot/routes';
import { BotWorker } from './message-bot/worker';
import { outboundRoutes } from './channels/outbound/routes';
import { OutboundSender } from './channels/outbound/sender';
import { integrationRoutes } from './channels/integrations/routes';
import { lineLoginRoutes } from './channels/line-login/routes';
import type { ChannelServices } from './channels/services';
import { webhookRoutes } from './channels/webhooks/routes';
import { whatsAppTemplateRoutes } from './channels/whatsapp/templates/routes';
import { requestLogOf } from './http/request-log';
import type { Services } from './services';
import { bulkTagRoutes } from './tags/bulk-routes';
import { tagListRoutes } from './tags/list-routes';
import { tagRoutes } from './tags/routes';
import { linkPreviewRoutes } from './link-preview/routes';
import { searchRoutes } from './search/routes';
import { createTasks } from './tasks';
import { taskRoutes } from './tasks/routes';

/** How long close() lets requests in flight run before it cuts their connections. */
const CLOSE_GRACE_MS = 10_000;

export interface RegisteredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

export interface ParleyServer {
  app: FastifyInstance;
  io: SocketServer;
  db: Db;
  /** Every route registered, as Fastify saw it (method, URL, schema): tools walk it, e.g. the hostile-input test. */
  readonly routes: readonly RegisteredRoute[];
  /** The operator's link to the mail outbox, token included, when mail goes to files (main.ts prints it). */
  readonly mailOutboxLink?: string;
  /** Base URL once listening (e.g. http://127.0.0.1:8080), else ''. */
  readonly url: string;
  /** Starts listening on config.port (0 picks a free port); answers the base URL. */
  listen(): Promise<string>;
  /** Stops accepting, lets requests in flight finish, then closes the database (once; later calls wait for it). */
  close(): Promise<void>;
}

export async function buildServer(config: ServerConfig): Promise<ParleyServer> {
  const database = await openDatabase(config);
  const bus = await openBus(config);
  const app = Fastify({
    logger: { level: config.logLevel, serializers: { req: requestLogOf } },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', ({ method, url, schema }) => {
    for (const one of [method].flat()) routes.push({ method: one, url, schema });
  });
  installErrorHandlers(app);
  const securityHeaders = await installSecurityHeaders(app, config);
  await installCompression(app);
  // Before any plugin's own hooks read the input (the envelope, the feature guard), and again after
  // schema validation, which may have coerced query text into numbers ("1e21" → 1e21).
  app.addHook('preValidation', refuseHostileInput);
  app.addHook('preHandler', refuseHostileInput);
  acceptTextPlainJson(app);
  app.decorateRequest<RequestEnvelope | null>('envelope', null);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('member', null);
  app.decorate('sessionPolicy', config.sessions);
  app.decorate('authCache', await openAuthCache(bus, config.sessions));

  const io = attachSockets(app.server, database.db, config.sessions, app.authCache);
  const unshareSockets = await shareSockets(io, config);
  const push = await openPush(database.db, config, app.log);
  const realtime = socketEmitter(io, { severalProcesses: Boolean(config.redisUrl) });
  const adapters = channelAdapters(config.channels);
  const services: Services = {
    db: database.db, config, bus, realtime, push, channels: { ...adapters, livechat: livechatChannel(database.db, realtime) },
    keywords: new MessageKeywordRules(database.db, bus),
  };
  const tasks = createTasks(database, config, io, push, app.log);
  const fileKit = await openFileKit(config);
  const channels: ChannelServices = {
    ...services,
    adapters,
    storage: fileKit.storage,
    signer: fileKit.signer,
    credentials: credentialsBox(await loadCredentialsKey({ ...config.channels, dataDir: config.dataDir })),
    accounts: new KnownAccounts(database.db, bus, app.log),
  };
  const inbound = new InboundProcessor(channels, app.log);
  const outbound = new OutboundSender(channels, app.log);
  const bot = new BotWorker({ ...services, outbound }, app.log);
  const stripe = config.stripe ? stripePayments(config.stripe) : undefined;
  const uber = config.uberDirect ? { client: uberDirectClient(config.uberDirect), config: config.uberDirect } : undefined;
  const chatPay = { ...services, outbound, links: await openShopLinks(config), ...(stripe ? { stripe } : {}), ...(uber ? { uber } : {}) };

  app.get('/health', async (): Promise<HealthResponse> => ({ status: 'ok', ...countSockets(io) }));
  // The Parse-compatible API: every route checks the application id and reads the envelope.
  await app.register(async (api) => {
    api.addHook('preValidation', envelopeHook(config));
    await api.register(accountRoutes, services);
    await api.register(verificationRoutes, services);
    await api.register(passwordRoutes, services);
    await api.register(organizationRoutes, { ...services, ...fileKit });
    await api.register(messageRoutes, { ...services, outbound });
    await api.register(stickerRoutes, services);
    await api.register(changeRoutes, services);
    await api.register(lastReadRoutes, services);
    await api.register(taskRoutes, { ...services, ...tasks, ...fileKit });
    await api.register(exportRoutes, { ...services, ...tasks, ...fileKit });
    await api.register(customerGroupRoutes, { ...services, ...tasks, ...fileKit });
    await api.register(customerManagementRoutes, services);
    await api.register(messageKeywordRoutes, services);
    await api.register(messageBotRoutes, services);
    await api.register(bulkTagRoutes, { ...services, ...tasks });
    await api.register(fileApiRoutes, { ...services, ...fileKit });
    await api.register(videoRoutes, { ...services, ...fileKit });
    await api.register(memberRoutes, services);
    await api.register(accessRoutes, services);
    await api.register(inboxRoutes, services);
    await api.register(customerProfileRoutes, services);
    await api.register(notificationRoutes, services);
    await api.register(announcementRoutes, services);
    await api.register(pushRoutes, services);
    await api.register(orgRoleRoutes, services);
    await api.register(noteRoutes, services);
    await api.register(keptRoutes, services);
    await api.register(templateRoutes, services);
    await api.register(permissionRoutes, services);
    await api.register(tagRoutes, services);
    await api.register(tagListRoutes, services);
    await api.register(resourceRoutes, services);
    await api.register(linkPreviewRoutes, services);
    await api.register(searchRoutes, services);
    await api.register(aiRoutes, services);
    await api.register(aiBotRoutes, services);
    await api.register(livechatSettingsRoutes, services);
    await api.register(integrationRoutes, channels);
    await api.register(outboundRoutes, { ...channels, outbound });
    await api.register(whatsAppTemplateRoutes, channels);
    await api.register(broadcastRoutes, { ...channels, ...tasks, storage: fileKit.storage });
    await api.register(chatPayRoutes, chatPay);
    await api.register(chatPayTaskRoutes, { ...chatPay, ...tasks, storage: fileKit.storage });
  });
  await app.register(livechatApiRoutes, services);
  // The customer's shop: signed links, no session (server/chat-pay/storefront).
  await app.register(storefrontRoutes, chatPay);
  await app.register(payRoutes, chatPay);
  // Stripe's events of card payments: signed with the webhook's secret, outside the Parse API.
  if (stripe) await app.register(stripeWebhookRoutes, { ...chatPay, stripe });
  // Uber Direct's delivery statuses: signed with the webhook's key, outside the Parse API.
  if (uber) await app.register(uberWebhookRoutes, { ...chatPay, uber });
  // Platform webhooks: signed by the platform, outside the Parse API.
  await app.register(webhookRoutes, { ...channels, inbound });
  await app.register(fileTransferRoutes, { ...services, ...fileKit });
  // Profile pictures: a stable URL without a session, for <img> (server/accounts/picture.ts).
  await app.register(pictureRoutes, { ...services, ...fileKit });
  // The dev outbox page exists only while mail goes to files (no SMTP_URL), for the operator only.
  let mailOutboxLink: string | undefined;
  if (mailerFor(config).kind === 'file') {
    const operatorToken = await loadOperatorToken(config);
    await app.register(devMailRoutes, { dataDir: config.dataDir, operatorToken });
    mailOutboxLink = `${config.publicUrl}${DEV_MAIL_PATH}?token=${operatorToken}`;
  }
  const built = await registerStatic(app, config.staticDir);
  await app.register(livechatPageRoutes, { built, db: services.db, securityHeaders });
  await app.register(storefrontPageRoutes, { built });
  // LINE share messages: the LIFF setup (admins) and the share page the LIFF app opens (public).
  await app.register(lineLoginRoutes, { ...channels, built });

  const stopVacuum = scheduleVacuum(database, config.vacuumIntervalMs, app.log);
  const stopGroupRefresh = scheduleGroupRefresh(database.db, config.queryGroupRefreshMs, app.log);
  const stopOrderExpiry = scheduleOrderExpiry(chatPay, app.log);
  const stopPruning = schedulePruning(database.db, app.log);
  // After the plugins: they register their task types first.
  await tasks.runner.start();
  // Webhook events stored but not applied by a previous process go first.
  inbound.start();
  // Replies stored but not sent by a previous process go out now.
  outbound.start();
  // The bot's triggers stored but not answered by a previous process are answered now.
  bot.start();
  let url = '';
  let closing: Promise<void> | undefined;
  return {
    app,
    io,
    db: database.db,
    routes,
    mailOutboxLink,
    get url() { return url; },
    async listen() {
      await app.listen({ port: config.port, host: config.host });
      const { port } = app.server.address() as AddressInfo;
      const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
      url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
      return url;
    },
    close() {
      closing ??= (async () => {
        stopVacuum();
        // Drop the connections without a socket.io disconnect packet: clients then see a lost
        // transport and reconnect to the next server, as after a network cut. (A server-side
        // disconnect would tell them not to come back.)
        io.engine.close();
        // Stop accepting: requests in flight get their answers (those still running after
        // CLOSE_GRACE_MS lose their connection) while the workers finish the step they are in. A
        // keep-alive connection is closed once its answer is out (Node would keep it open until idle).
        const reap = setInterval(() => app.server.closeIdleConnections(), 50);
        const grace = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
        const httpClosed = app.close().finally(() => { clearInterval(reap); clearTimeout(grace); });
        await Promise.all([httpClosed, tasks.runner.stop(), inbound.stop(), outbound.stop(), bot.stop(), stopGroupRefresh(), stopOrderExpiry(), stopPruning()]);
        closeMailer(config);
        // After the queries the answers left running (a push, a notification): docs/server.md.
        await database.close();
        // Then the Redis clients, which that work may still have used to tell the consoles.
        await unshareSockets();
        await bus.close();
      })();
      return closing;
    },
  };
}
