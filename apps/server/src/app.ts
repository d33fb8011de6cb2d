import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { activityRoutes } from './modules/activity/activity.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { type PasswordHashing, readActorWith } from './modules/auth/auth';
import { authRoutes } from './modules/auth/auth.routes';
import { blogRoutes } from './modules/blog/blog.routes';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { challengesAdminRoutes } from './modules/challenges/challenges-admin.routes';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { collectionRoutes } from './modules/collection/collection.routes';
import { communityRoutes } from './modules/community/community.routes';
import { forumRoutes } from './modules/forum/forum.routes';
import { healthRoutes } from './modules/health/health.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { liveRoutes } from './modules/live/live.routes';
import { lookupRoutes } from './modules/lookup/lookup.routes';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { tradeProposalsRoutes } from './modules/trades/trade-proposals.routes';
import { tradesRoutes } from './modules/trades/trades.routes';
import { registerActor } from './platform/actor';
import { registerAdminGate } from './platform/admin-gate';
import { registerCompression } from './platform/compression';
import { registerErrorHandler } from './platform/error-handler';
import { registerHttpCaching } from './platform/http-caching';
import type { Announce } from './platform/mail/mail-message';
import { createMailer } from './platform/mail/mailer';
import { pageDataLoader } from './platform/page-data';
import { registerWriteLimits } from './platform/rate-limits';
import type { RemoteImagePolicy } from './platform/remote-image';
import { responseSerializerCompiler } from './platform/response-serializer';
import { registerSilence } from './platform/restrictions';
import { startScheduler } from './platform/scheduler';
import { registerInputGuard, registerSameOriginWrites, registerSecurityHeaders } from './platform/security';
import { registerSiteGate } from './platform/site-gate';
import { LOCAL_MEDIA_PREFIX, LocalStorage } from './platform/storage/local-storage';
import type { Storage } from './platform/storage/storage';
import { loadAppRenderer, ONE_YEAR_SECONDS, registerWebApp } from './platform/web-app';
import { createServices, type Services } from './services';

export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  /** The built web app (apps/web/dist); absent in API-only tests. */
  webDist?: string;
  /** The web app's server module, which draws a page's first view (apps/web/dist-server/entry-server.js). */
  webServerEntry?: string;
  logger?: FastifyServerOptions['logger'];
  /** How posters are fetched; by default the configured hosts over the public internet. */
  posterPolicy?: RemoteImagePolicy;
  /** Plain lines for a person at the terminal (`npm start`), besides the JSON log: the outbox's links. */
  announce?: Announce;
  /** How often the live stream's idle connections hear a heartbeat (at most 25 s: proxies close silent ones). */
  liveHeartbeatMs?: number;
  /** How often this instance looks for due scheduled jobs (platform/scheduler.ts). */
  schedulerTickMs?: number;
  /** The clock every service, timer and job reads; tests move it. */
  now?: () => Date;
  /** better-auth's scrypt unless given; tests pass a memo of it (test/server.ts). */
  passwordHashing?: PasswordHashing;
  /** Parse every answer with its zod response schema too (platform/response-serializer.ts): tests do. */
  checkAnswers?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's services (services.ts): what tests and benchmarks call besides the routes. */
    services: Services;
  }
}

/** The server: its hooks and routes, on the services of the composition root (services.ts). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? { level: deps.config.logLevel },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Forwarded-for headers count only from the proxies the operator names: from anyone else (a neighbour on
    // a shared network included) they would let a client pick its own address for the per-address limits.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkAnswers: deps.checkAnswers ?? false }));
  registerErrorHandler(app);
  deps.database.onConnectionLost((err) =>
    app.log.warn({ err }, 'PostgreSQL closed an idle connection; the pool opens another when needed'),
  );
  const services = await createServices({
    config: deps.config,
    database: deps.database,
    storage: deps.storage,
    mailer: createMailer(deps.config, app.log, deps.announce),
    clock: deps.now ?? (() => new Date()),
    logger: app.log,
    posterPolicy: deps.posterPolicy,
    passwordHashing: deps.passwordHashing,
    liveHeartbeatMs: deps.liveHeartbeatMs,
  });
  app.decorate('services', services);
  // Open streams would hold the server's close until their browsers leave.
  app.addHook('preClose', () => services.live.close());
  app.addHook('onClose', () => services.limits.close());
  app.addHook('onClose', () => services.mail.drain());

  await registerHooks(app, deps.config, services);
  await registerRoutes(app, services, deps);
  const scheduler = await startScheduler({
    db: services.db,
    logger: app.log,
    tickMs: deps.schedulerTickMs,
    jobs: services.jobs,
  });
  app.addHook('preClose', () => scheduler.stop());
  await registerWebApp(app, {
    webDist: deps.webDist,
    publicUrl: deps.config.publicUrl,
    describePage: services.describePage,
    loadPageData: pageDataLoader(app),
    renderApp: await loadAppRenderer(deps.webServerEntry, app.log),
  });
  return app;
}

/** What every request passes through, in order: origin, input, caching, compression, headers, the caller. */
async function registerHooks(app: FastifyInstance, config: Config, services: Services) {
  registerSameOriginWrites(app, config.publicUrl);
  registerInputGuard(app);
  await registerHttpCaching(app);
  // Before any route: it hooks into each route as it is added.
  await registerCompression(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerSecurityHeaders(app, config);
  if (config.sitePassword) {
    await registerSiteGate(app, {
      password: config.sitePassword,
      secure: config.publicUrl.startsWith('https:'),
    });
  }
  await registerApiDocs(app);
  registerActor(app, readActorWith(services.auth, services.db));
  registerWriteLimits(app, services.limits);
  registerSilence(app);
  registerAdminGate(app);
}

/** Every module's routes, and the uploaded media when they are on this machine's disk. */
async function registerRoutes(
  app: FastifyInstance,
  s: Services,
  { config, storage }: Pick<AppDeps, 'config' | 'storage'>,
) {
  await app.register(authRoutes({ auth: s.auth, twoFactor: s.twoFactor }));
  await app.register(healthRoutes(s.db));
  await app.register(liveRoutes(s.live, s.activity));
  await app.register(activityRoutes(s.activity));
  await app.register(notificationsRoutes(s.notifications));
  await app.register(imagesRoutes(s.images));
  await app.register(
    profilesRoutes(s.profiles, {
      collection: s.collection,
      marketplace: s.marketplace,
      trades: s.tradeProposals,
    }),
  );
  await app.register(collectionRoutes(s.collection));
  await app.register(marketplaceRoutes(s.marketplace, s.images));
  await app.register(ordersRoutes(s.orders));
  await app.register(catalogRoutes(s.catalog, s.images, s.collection, s.catalogueDeletes));
  await app.register(forumRoutes(s.forum));
  await app.register(challengesRoutes(s.challenges));
  await app.register(tradesRoutes(s.trades, s.images));
  await app.register(tradeProposalsRoutes(s.tradeProposals));
  await app.register(catalogAdminRoutes(s.catalog, s.holdingsOf, s.mergeTitles, s.restoreFromTrash));
  await app.register(challengesAdminRoutes(s.challengesAdmin));
  await app.register(reportsRoutes(s.reports));
  await app.register(adminRoutes(s.db, s.adminUsers, s.dashboard));
  await app.register(blogRoutes(s.blog, config.publicUrl));
  await app.register(communityRoutes(s.community));
  await app.register(lookupRoutes(s.lookup));
  if (storage instanceof LocalStorage) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: LOCAL_MEDIA_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
    });
  }
}

async function registerApiDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Rewind API',
        version: '1',
        description: 'The JSON API behind Rewind. Errors are `{ error: { code, message, fields? } }`.',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Sections start folded: the page stays quick with every operation listed, and a reader opens the one they need.
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } });
}
