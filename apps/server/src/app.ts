import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Config } from './config';
import type { Database } from './db/client';
import { createCatalogService } from './modules/catalog/catalog.service';
import { catalogPageMeta } from './modules/catalog/catalog.page-meta';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { grantAdminToVerifiedEmails, verifiedEmailOf } from './modules/auth/auth.repo';
import { authRoutes } from './modules/auth/auth.routes';
import { createTwoFactorService } from './modules/auth/two-factor.service';
import { collectionRoutes } from './modules/collection/collection.routes';
import { createCollectionService } from './modules/collection/collection.service';
import { notifyWantersOfNewRelease } from './modules/collection/wantlist-reactions';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createLiveHub } from './modules/live/live-hub';
import { liveRoutes } from './modules/live/live.routes';
import { activityRoutes } from './modules/activity/activity.routes';
import { createActivityService, createEventRecorder } from './modules/activity/activity.service';
import { communityRoutes } from './modules/community/community.routes';
import { challengesAdminRoutes } from './modules/challenges/challenges-admin.routes';
import { createChallengesAdminService } from './modules/challenges/challenges-admin.service';
import { challengesRoutes } from './modules/challenges/challenges.routes';
import { countCollectionAdds, createChallengesService } from './modules/challenges/challenges.service';
import { createCommunityService } from './modules/community/community.service';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { adminRoutes } from './modules/admin/admin.routes';
import { createDashboardService } from './modules/admin/admin-dashboard.service';
import { createReportsService } from './modules/reports/reports.service';
import { reportsRoutes } from './modules/reports/reports.routes';
import { blogPageMeta } from './modules/blog/blog.page-meta';
import { blogRoutes } from './modules/blog/blog.routes';
import { createBlogService } from './modules/blog/blog.service';
import { tradeProposalsRoutes } from './modules/trades/trade-proposals.routes';
import { createTradeProposalsService } from './modules/trades/trade-proposals.service';
import { tradesRoutes } from './modules/trades/trades.routes';
import { createTradesService } from './modules/trades/trades.service';
import { createDeleteRelease, createDeleteTitle } from './commands/delete-from-catalogue';
import { createMergeTitles } from './commands/merge-titles';
import { createRestoreFromTrash } from './commands/restore-from-trash';
import { createHoldings } from './commands/holdings';
import { catalogAdminRoutes } from './modules/catalog/catalog-admin.routes';
import { imagesRoutes } from './modules/images/images.routes';
import { forumRoutes } from './modules/forum/forum.routes';
import { createForumService } from './modules/forum/forum.service';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOfferEndings } from './modules/orders/offer-endings.service';
import { createOrdersService } from './modules/orders/orders.service';
import { lookupRoutes } from './modules/lookup/lookup.routes';
import { createLookupService } from './modules/lookup/lookup.service';
import { createImagesService } from './modules/images/images.service';
import { createAuthService } from './modules/auth/auth.service';
import { marketplacePageMeta } from './modules/marketplace/marketplace.page-meta';
import { marketplaceRoutes } from './modules/marketplace/marketplace.routes';
import { createMarketplaceService } from './modules/marketplace/marketplace.service';
import { createProfilesService } from './modules/profiles/profiles.service';
import { profilesRoutes } from './modules/profiles/profiles.routes';
import { registerActor } from './platform/actor';
import { createAuth, type PasswordHashing, readActorWith } from './modules/auth/auth';
import { resolveAuthSecret } from './platform/auth-secret';
import { registerCompression } from './platform/compression';
import { registerErrorHandler } from './platform/error-handler';
import { registerHttpCaching } from './platform/http-caching';
import { createMailQueue } from './platform/mail/mail-queue';
import type { Announce } from './platform/mail/mail-message';
import { createMailer } from './platform/mail/mailer';
import { createLookupProviders } from './platform/lookup/providers';
import { createRateLimitStore } from './platform/rate-limit-store';
import { responseSerializerCompiler } from './platform/response-serializer';
import { registerWriteLimits } from './platform/rate-limits';
import { registerAdminGate } from './platform/admin-gate';
import { registerSilence } from './platform/restrictions';
import { LOCAL_MEDIA_PREFIX, LocalStorage } from './platform/storage/local-storage';
import type { Storage } from './platform/storage/storage';
import {
  isShownImage,
  registerInputGuard,
  registerSameOriginWrites,
  registerSecurityHeaders,
} from './platform/security';
import type { RemoteImagePolicy } from './platform/remote-image';
import { pageDataLoader } from './platform/page-data';
import { registerSiteGate } from './platform/site-gate';
import { dailyAtUtc, every, startScheduler } from './platform/scheduler';
import { describePagesWith, loadAppRenderer, ONE_YEAR_SECONDS, registerWebApp } from './platform/web-app';

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
  /** The clock orders' steps and timers read; tests move it. */
  now?: () => Date;
  /** better-auth's scrypt unless given; tests pass a memo of it (test/server.ts). */
  passwordHashing?: PasswordHashing;
  /** Parse every answer with its zod response schema too (platform/response-serializer.ts): tests do. */
  checkAnswers?: boolean;
};

const LIVE_HEARTBEAT_MS = 20_000;
/** Notifications a member wants by e-mail at once go out within this long. */
const NOTIFICATION_MAIL_EVERY_MS = 10_000;
/** The daily digest goes out at this hour (UTC). */
const DIGEST_HOUR_UTC = 7;
/** Blog covers no post names are swept daily at this hour (UTC), a quiet one. */
const COVER_SWEEP_HOUR_UTC = 4;
/** Films whose time in the trash is up are removed for good daily at this hour (UTC), a quiet one. */
const TRASH_PURGE_HOUR_UTC = 4;
/** Orders' and trade proposals' timers (expiry, completion) are looked at this often: their spans are days. */
const TIMERS_EVERY_MS = 5 * 60_000;

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
  registerSameOriginWrites(app, deps.config.publicUrl);
  registerInputGuard(app);
  await registerHttpCaching(app);
  // Before any route: it hooks into each route as it is added.
  await registerCompression(app);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  registerSecurityHeaders(app, deps.config);
  if (deps.config.sitePassword) {
    await registerSiteGate(app, {
      password: deps.config.sitePassword,
      secure: deps.config.publicUrl.startsWith('https:'),
    });
  }
  await registerApiDocs(app);

  const { db } = deps.database;
  const accounts = createAuthService(db);
  const profiles = createProfilesService({
    db,
    storage: deps.storage,
    auth: accounts,
    currency: deps.config.currency,
  });
  const limits = await createRateLimitStore({ db, redisUrl: deps.config.redisUrl, logger: app.log });
  app.addHook('onClose', () => limits.close());
  const mailer = createMailer(deps.config, app.log, deps.announce);
  const mail = createMailQueue(mailer, app.log);
  app.addHook('onClose', () => mail.drain());
  const auth = createAuth({
    db,
    config: deps.config,
    secret: resolveAuthSecret(deps.config.authSecret, deps.config.dataDir),
    mail,
    limits,
    logger: app.log,
    ensureProfile: profiles.ensureProfile,
    passwordHashing: deps.passwordHashing,
  });
  await grantAdminToVerifiedEmails(db, deps.config.adminEmails);
  registerActor(app, readActorWith(auth, db));
  registerWriteLimits(app, limits);
  registerSilence(app);
  registerAdminGate(app);
  await app.register(authRoutes({ auth, twoFactor: createTwoFactorService({ auth, db, limits }) }));
  await app.register(healthRoutes(db));
  const activity = createActivityService(db);
  const live = await createLiveHub({
    database: deps.database,
    activity,
    logger: app.log,
    heartbeatMs: deps.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS,
  });
  // Open streams would hold the server's close until their browsers leave.
  app.addHook('preClose', () => live.close());
  await app.register(liveRoutes(live, activity));
  await app.register(activityRoutes(activity));
  const notifications = createNotificationsService({
    db,
    mailer,
    publicUrl: deps.config.publicUrl,
    mailAddressOf: (userId) => verifiedEmailOf(db, userId),
    logger: app.log,
  });
  await app.register(notificationsRoutes(notifications));
  // What other modules do when an event happens, in its transaction (see Reaction in activity.service.ts).
  const record = createEventRecorder([notifyWantersOfNewRelease, countCollectionAdds]);
  const challenges = createChallengesService(db);
  const shownImage = isShownImage(deps.config);
  const catalog = createCatalogService(db, record, shownImage);
  const offerEndings = createOfferEndings({
    currency: deps.config.currency,
    now: deps.now ?? (() => new Date()),
  });
  const marketplace = createMarketplaceService({
    db,
    record,
    profiles,
    currency: deps.config.currency,
    offers: offerEndings,
  });
  const collection = createCollectionService({
    db,
    catalog,
    profiles,
    record,
    listings: marketplace,
    challenges,
  });
  const tradeProposals = createTradeProposalsService({
    db,
    collection,
    listings: marketplace,
    profiles,
    ...(deps.now ? { now: deps.now } : {}),
  });
  const trades = createTradesService({ db, record, catalog, collection, proposals: tradeProposals });
  const images = createImagesService({
    db,
    storage: deps.storage,
    catalog,
    listings: marketplace,
    trades,
    record,
    posterPolicy: deps.posterPolicy ?? { allowedHosts: deps.config.posterHosts },
  });
  await app.register(imagesRoutes(images));
  await app.register(profilesRoutes(profiles, { collection, marketplace, trades: tradeProposals }));
  await app.register(collectionRoutes(collection));
  await app.register(marketplaceRoutes(marketplace, images));
  const orders = createOrdersService({
    db,
    marketplace,
    collection,
    profiles,
    offerEndings,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(ordersRoutes(orders));
  const holdingsOf = createHoldings({ catalog, collection, marketplace, trades, challenges, orders });
  const now = deps.now ?? (() => new Date());
  const removal = { db, catalog, images, marketplace, collection, holdingsOf, now };
  await app.register(
    catalogRoutes(catalog, images, collection, {
      title: createDeleteTitle(removal),
      release: createDeleteRelease(removal),
    }),
  );
  const forum = createForumService({ db, profiles, record, now: deps.now ?? (() => new Date()) });
  await app.register(forumRoutes(forum));
  await app.register(challengesRoutes(challenges));
  await app.register(tradesRoutes(trades, images));
  await app.register(tradeProposalsRoutes(tradeProposals));
  await app.register(
    catalogAdminRoutes(
      catalog,
      holdingsOf,
      createMergeTitles({
        db,
        catalog,
        collection,
        marketplace,
        trades,
        challenges,
        images,
        activity,
        holdingsOf,
      }),
      createRestoreFromTrash({ db, catalog }),
    ),
  );
  await app.register(
    challengesAdminRoutes(
      createChallengesAdminService({ db, record, ...(deps.now ? { now: deps.now } : {}) }),
    ),
  );
  const adminUsers = createAdminUsersService({
    db,
    auth: accounts,
    mail,
    dealings: { openOrdersOf: orders.openOrdersOf, acceptedTradesOf: tradeProposals.acceptedTradesOf },
    ...(deps.now ? { now: deps.now } : {}),
  });
  const reports = createReportsService({
    db,
    targets: {
      post: {
        remove: (actor, id, reason) => forum.moderate(actor, id, { action: 'delete', reason }),
        dismiss: (actor, id) => forum.moderate(actor, id, { action: 'restore' }),
      },
      listing: {
        facts: (id) => marketplace.reportFacts(id),
        remove: (actor, id, reason) => marketplace.remove(actor, id, { reason }),
      },
      user: { facts: (username) => profiles.reportFacts(username) },
      title: { facts: (id) => catalog.titleReportFacts(id) },
      release: { facts: (id) => catalog.releaseReportFacts(id) },
      rating: {
        facts: (id) => orders.reportFacts(id),
        remove: (actor, id, reason) => orders.removeFeedback(actor, id, reason),
      },
      order: { facts: (id) => orders.orderReportFacts(id) },
      'trade-proposal': { facts: (id) => tradeProposals.reportFacts(id) },
    },
    sanction: (actor, userId, sanction) => adminUsers.sanction(actor, userId, sanction),
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(reportsRoutes(reports));
  const dashboard = createDashboardService({
    sources: [
      (period) => accounts.dashboardCounts(period),
      (period) => marketplace.dashboardCounts(period),
      (period) => orders.dashboardCounts(period),
      (period) => reports.dashboardCounts(period),
      (period) => forum.dashboardCounts(period),
    ],
    currency: deps.config.currency,
    ...(deps.now ? { now: deps.now } : {}),
  });
  await app.register(adminRoutes(db, adminUsers, dashboard));
  const blog = createBlogService({
    db,
    isShownImage: shownImage,
    storage: deps.storage,
    now: deps.now ?? (() => new Date()),
  });
  await app.register(blogRoutes(blog, deps.config.publicUrl));
  await app.register(
    communityRoutes(createCommunityService({ profiles, forum, collection, challenges, trades })),
  );
  const scheduler = await startScheduler({
    db,
    logger: app.log,
    tickMs: deps.schedulerTickMs,
    jobs: [
      {
        name: 'notification-mail',
        next: every(NOTIFICATION_MAIL_EVERY_MS),
        run: async () => void (await notifications.sendWaitingMail('email')),
      },
      {
        name: 'notification-digest',
        next: dailyAtUtc(DIGEST_HOUR_UTC),
        run: async () => void (await notifications.sendWaitingMail('digest')),
      },
      {
        name: 'blog-cover-sweep',
        next: dailyAtUtc(COVER_SWEEP_HOUR_UTC),
        run: async () => void (await blog.sweepUnusedCovers()),
      },
      {
        name: 'catalogue-trash-purge',
        next: dailyAtUtc(TRASH_PURGE_HOUR_UTC),
        run: async () => void (await images.deleteFiles(await catalog.purgeTrash(now()))),
      },
      {
        name: 'order-timers',
        next: every(TIMERS_EVERY_MS),
        run: async () => void (await orders.runTimers()),
      },
      {
        name: 'trade-timers',
        next: every(TIMERS_EVERY_MS),
        run: async () => void (await tradeProposals.runTimers()),
      },
    ],
  });
  app.addHook('preClose', () => scheduler.stop());
  await app.register(
    lookupRoutes(
      createLookupService({
        db,
        catalog,
        providers: createLookupProviders(deps.config),
        logger: app.log,
      }),
    ),
  );

  if (deps.storage instanceof LocalStorage) {
    await app.register(fastifyStatic, {
      root: deps.storage.root,
      prefix: LOCAL_MEDIA_PREFIX,
      decorateReply: false,
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
    });
  }
  await registerWebApp(app, {
    webDist: deps.webDist,
    publicUrl: deps.config.publicUrl,
    describePage: describePagesWith({
      ...catalogPageMeta(
        catalog,
        async (releaseId) =>
          (await images.listImages('release', releaseId)).find((image) => image.isPrimary)?.url ?? null,
      ),
      ...marketplacePageMeta(marketplace),
      ...blogPageMeta(blog),
    }),
    loadPageData: pageDataLoader(app),
    renderApp: await loadAppRenderer(deps.webServerEntry, app.log),
  });
  return app;
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
