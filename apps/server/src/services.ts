import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { createDeleteRelease, createDeleteTitle } from './commands/delete-from-catalogue';
import { createHoldings } from './commands/holdings';
import { createMergeTitles } from './commands/merge-titles';
import { createRestoreFromTrash } from './commands/restore-from-trash';
import { createActivityService, createEventRecorder } from './modules/activity/activity.service';
import { createDashboardService } from './modules/admin/admin-dashboard.service';
import { createAdminUsersService } from './modules/admin/admin-users.service';
import { createAuth, type PasswordHashing } from './modules/auth/auth';
import { grantAdminToVerifiedEmails, verifiedEmailOf } from './modules/auth/auth.repo';
import { createAuthService } from './modules/auth/auth.service';
import { createTwoFactorService } from './modules/auth/two-factor.service';
import { blogPageMeta } from './modules/blog/blog.page-meta';
import { createBlogService } from './modules/blog/blog.service';
import { catalogPageMeta } from './modules/catalog/catalog.page-meta';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createChallengesAdminService } from './modules/challenges/challenges-admin.service';
import { countCollectionAdds, createChallengesService } from './modules/challenges/challenges.service';
import { createCollectionService } from './modules/collection/collection.service';
import { notifyWantersOfNewRelease } from './modules/collection/wantlist-reactions';
import { createCommunityService } from './modules/community/community.service';
import { createForumService } from './modules/forum/forum.service';
import { createImagesService } from './modules/images/images.service';
import { createLiveHub } from './modules/live/live-hub';
import { createLookupService } from './modules/lookup/lookup.service';
import { marketplacePageMeta } from './modules/marketplace/marketplace.page-meta';
import { createMarketplaceService } from './modules/marketplace/marketplace.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createOfferEndings } from './modules/orders/offer-endings.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createProfilesService } from './modules/profiles/profiles.service';
import { createReportsService } from './modules/reports/reports.service';
import { createTradeProposalsService } from './modules/trades/trade-proposals.service';
import { createTradesService } from './modules/trades/trades.service';
import { resolveAuthSecret } from './platform/auth-secret';
import { createLookupProviders } from './platform/lookup/providers';
import type { Mailer } from './platform/mail/mail-message';
import { createMailQueue } from './platform/mail/mail-queue';
import { createRateLimitStore } from './platform/rate-limit-store';
import type { RemoteImagePolicy } from './platform/remote-image';
import { dailyAtUtc, every, type ScheduledJob } from './platform/scheduler';
import { isShownImage } from './platform/security';
import type { Storage } from './platform/storage/storage';
import { describePagesWith } from './platform/web-app';

export type ServiceDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  mailer: Mailer;
  /** The one clock every service, timer and job reads; tests move it. */
  clock: () => Date;
  logger: FastifyBaseLogger;
  /** How posters are fetched; by default the configured hosts over the public internet. */
  posterPolicy?: RemoteImagePolicy | undefined;
  /** better-auth's scrypt unless given; tests pass a memo of it (test/server.ts). */
  passwordHashing?: PasswordHashing | undefined;
  /** How often the live stream's idle connections hear a heartbeat (at most 25 s: proxies close silent ones). */
  liveHeartbeatMs?: number | undefined;
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

/**
 * The composition root: every service, reaction, command and job of the server, each built once, on one
 * database, one storage, one mailer and one clock. The app (app.ts) registers its hooks and routes on what this
 * answers; tests and benchmarks reach the same graph through `app.services`, never a wiring of their own.
 * The order of construction is the order of the modules' dependencies (docs/architecture.md, Modules).
 */
export async function createServices(deps: ServiceDeps) {
  const { config, storage, logger, clock: now } = deps;
  const { db } = deps.database;
  const { currency } = config;

  const accounts = createAuthService(db);
  const profiles = createProfilesService({ db, storage, auth: accounts, currency });
  const limits = await createRateLimitStore({ db, redisUrl: config.redisUrl, logger });
  const mail = createMailQueue(deps.mailer, logger);
  const auth = createAuth({
    db,
    config,
    secret: resolveAuthSecret(config.authSecret, config.dataDir),
    mail,
    limits,
    logger,
    ensureProfile: profiles.ensureProfile,
    passwordHashing: deps.passwordHashing,
  });
  await grantAdminToVerifiedEmails(db, config.adminEmails);
  const twoFactor = createTwoFactorService({ auth, db, limits });

  const activity = createActivityService(db);
  const live = await createLiveHub({
    database: deps.database,
    activity,
    logger,
    heartbeatMs: deps.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS,
  });
  const notifications = createNotificationsService({
    db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    mailAddressOf: (userId) => verifiedEmailOf(db, userId),
    logger,
  });
  // What other modules do when an event happens, in its transaction (see Reaction in activity.service.ts).
  const record = createEventRecorder([notifyWantersOfNewRelease, countCollectionAdds]);

  const challenges = createChallengesService(db);
  const shownImage = isShownImage(config);
  const catalog = createCatalogService(db, record, shownImage);
  const offerEndings = createOfferEndings({ currency, now });
  const marketplace = createMarketplaceService({ db, record, profiles, currency, offers: offerEndings });
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
    now,
  });
  const trades = createTradesService({ db, record, catalog, collection, proposals: tradeProposals });
  const images = createImagesService({
    db,
    storage,
    catalog,
    listings: marketplace,
    trades,
    record,
    posterPolicy: deps.posterPolicy ?? { allowedHosts: config.posterHosts },
  });
  const orders = createOrdersService({ db, marketplace, collection, profiles, offerEndings, now });

  const holdingsOf = createHoldings({ catalog, collection, marketplace, trades, challenges, orders });
  const removal = { db, catalog, images, marketplace, collection, holdingsOf, now };
  const catalogueDeletes = { title: createDeleteTitle(removal), release: createDeleteRelease(removal) };
  const mergeTitles = createMergeTitles({
    db,
    catalog,
    collection,
    marketplace,
    trades,
    challenges,
    images,
    activity,
    holdingsOf,
  });
  const restoreFromTrash = createRestoreFromTrash({ db, catalog });

  const forum = createForumService({ db, profiles, record, now });
  const challengesAdmin = createChallengesAdminService({ db, record, now });
  const adminUsers = createAdminUsersService({
    db,
    auth: accounts,
    mail,
    dealings: { openOrdersOf: orders.openOrdersOf, acceptedTradesOf: tradeProposals.acceptedTradesOf },
    now,
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
    now,
  });
  const dashboard = createDashboardService({
    sources: [
      (period) => accounts.dashboardCounts(period),
      (period) => marketplace.dashboardCounts(period),
      (period) => orders.dashboardCounts(period),
      (period) => reports.dashboardCounts(period),
      (period) => forum.dashboardCounts(period),
    ],
    currency,
    now,
  });
  const blog = createBlogService({ db, isShownImage: shownImage, storage, now });
  const community = createCommunityService({ profiles, forum, collection, challenges, trades });
  const lookup = createLookupService({ db, catalog, providers: createLookupProviders(config), logger });

  /** The head and link preview of the pages that name a film, release, listing or blog post. */
  const describePage = describePagesWith({
    ...catalogPageMeta(
      catalog,
      async (releaseId) =>
        (await images.listImages('release', releaseId)).find((image) => image.isPrimary)?.url ?? null,
    ),
    ...marketplacePageMeta(marketplace),
    ...blogPageMeta(blog),
  });

  /** The scheduled jobs: each runs once at a time across instances (platform/scheduler.ts). */
  const jobs: ScheduledJob[] = [
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
    { name: 'order-timers', next: every(TIMERS_EVERY_MS), run: async () => void (await orders.runTimers()) },
    {
      name: 'trade-timers',
      next: every(TIMERS_EVERY_MS),
      run: async () => void (await tradeProposals.runTimers()),
    },
  ];

  return {
    config,
    db,
    storage,
    accounts,
    auth,
    twoFactor,
    limits,
    mail,
    activity,
    live,
    notifications,
    record,
    profiles,
    challenges,
    challengesAdmin,
    catalog,
    marketplace,
    collection,
    tradeProposals,
    trades,
    images,
    orders,
    holdingsOf,
    catalogueDeletes,
    mergeTitles,
    restoreFromTrash,
    forum,
    adminUsers,
    reports,
    dashboard,
    blog,
    community,
    lookup,
    describePage,
    jobs,
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
