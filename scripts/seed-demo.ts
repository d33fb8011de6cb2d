// `npm run seed`, and the first start on an empty embedded database: a demo catalogue of well-known films with
// generated cover art, four demo accounts (one admin) with collections and wantlists, and the activity they made.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashPassword } from 'better-auth/crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { ZListingFields } from '@rewind/shared/marketplace';
import { DEFAULT_SELLER_TERMS } from '@rewind/shared/options';
import { ZFeedbackRequest, ZOrderStepRequest } from '@rewind/shared/orders';
import { ZShippingCost } from '@rewind/shared/price';
import type { TOrderStatus, TOrderStep } from '@rewind/shared/order-states';
import { ZProfileUpdateRequest } from '@rewind/shared/profiles';
import { sanitizePlain } from '@rewind/shared/sanitize';
import { shippingQuote, ZShippingPolicy } from '@rewind/shared/shipping';
import { makeTitleSlug } from '@rewind/shared/slug';
import { TRADE_WANTS_DEFAULT, TRADE_WANTS_SEPARATOR } from '@rewind/shared/trades';
import { ConfigError, loadConfig } from '../apps/server/src/config';
import { openDatabase, queryRows, type Db } from '../apps/server/src/db/client';
import { accounts, users } from '../apps/server/src/db/schema/auth';
import { mediaTitles, movieReleases } from '../apps/server/src/db/schema/catalog';
import { userCollectionItems, userWantlistItems } from '../apps/server/src/db/schema/collection';
import { activityEvents } from '../apps/server/src/db/schema/activity';
import { challengeItems, challengeParticipants, challenges } from '../apps/server/src/db/schema/challenges';
import {
  tradeEvents,
  tradeListings,
  tradeMessages,
  tradeProposalItems,
  tradeProposals,
} from '../apps/server/src/db/schema/trades';
import { itemSnapshots } from '../apps/server/src/modules/catalog/catalog.views';
import { countAddedItems } from '../apps/server/src/modules/challenges/challenges.repo';
import { markWantsFulfilled } from '../apps/server/src/modules/collection/collection.repo';
import { insertListing } from '../apps/server/src/modules/marketplace/marketplace.repo';
import { insertEvent as insertOrderEvent } from '../apps/server/src/modules/orders/orders.repo';
import { shippingColumns } from '../apps/server/src/modules/profiles/profiles.service';
import { marketplaceOrders, sellerRatings } from '../apps/server/src/db/schema/orders';
import { forumCategories, forumPosts, forumReads, forumReplies } from '../apps/server/src/db/schema/forum';
import { activityRowOf, type DomainEvent } from '../apps/server/src/modules/activity/domain-events';
import { userProfiles } from '../apps/server/src/db/schema/profiles';
import { adminUsers } from '../apps/server/src/db/schema/auth';
import { acquireDataLock, DataDirLockedError } from '../apps/server/src/platform/data-lock';
import { createStorage } from '../apps/server/src/platform/storage/create-storage';
import type { Storage } from '../apps/server/src/platform/storage/storage';
import { filesOfStoredImage, storeImage } from '../apps/server/src/platform/stored-image';
import {
  describeDemoAccounts,
  forgetDemoAccounts,
  hasDemoData,
  saveDemoAccounts,
  type DemoAccount,
} from './demo/accounts';
import { createRandom } from './demo/art';
import { renderCovers } from './demo/covers';
import { DEMO_FILMS, type DemoFilm, type DemoRelease } from './demo/films';
import { DEMO_LISTINGS, DEMO_SALES, isCopyOf, type DemoListing, type DemoSale } from './demo/listings';
import { DEMO_CHALLENGES } from './demo/challenges';
import { demoForumRows } from './demo/forum';
import { DEMO_USERS, ownedNote, wantedNote, wantPriority, type DemoShop, type DemoUser } from './demo/users';

export type SeedDemoResult = {
  created: boolean;
  /** Sign-in details of the demo accounts; only when they were created by this call. */
  accounts?: DemoAccount[];
};

const COVER_CONCURRENCY = 4;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Adds the demo catalogue, accounts, collections, wantlists and activity, unless demo accounts already exist.
 * Covers are rendered and stored first, and the accounts' passwords saved in `dataDir`; then every row goes in
 * one transaction. If that fails, the covers and the passwords are deleted again, so a failed seed leaves
 * nothing behind and can simply be run again.
 */
export async function seedDemo({
  db,
  storage,
  dataDir,
  log,
}: {
  db: Db;
  storage: Storage;
  /** Where the demo accounts' passwords are kept (DATA_DIR), to be shown again later. */
  dataDir: string;
  log: (message: string) => void;
}): Promise<SeedDemoResult> {
  const started = performance.now();
  if (await hasDemoData(db)) {
    log('Demo data already present: nothing to seed.');
    return { created: false };
  }

  const taken = await takenUsernames(db);
  if (taken.length) {
    log(`Demo data not seeded: the username(s) ${taken.join(', ')} already belong to other accounts.`);
    return { created: false };
  }

  const films = await filmsNotInCatalogue(db);
  const people = DEMO_USERS.map((user) => ({ user, id: randomUUID(), password: randomPassword() }));
  const [hashes, covers] = await Promise.all([
    Promise.all(people.map((person) => hashPassword(person.password))),
    storeCovers(films, storage),
  ]);
  const coversDone = performance.now();
  const demoAccounts: DemoAccount[] = people.map(({ user, password }) => ({
    email: user.email,
    username: user.username,
    password,
    isAdmin: user.isAdmin,
  }));

  // Saved before the rows go in, so that no demo database is ever left without its passwords.
  saveDemoAccounts(dataDir, demoAccounts);
  try {
    await db.transaction(async (tx) => {
      await insertRows(tx as unknown as Db, films, covers, people, hashes);
    });
  } catch (error) {
    forgetDemoAccounts(dataDir);
    await Promise.allSettled(covers.keys.map((key) => storage.delete(key)));
    throw error;
  }

  const releaseCount = films.reduce((total, film) => total + film.releases.length, 0);
  log(
    [
      `Demo catalogue seeded: ${films.length} titles, ${releaseCount} releases, ${films.length + releaseCount} covers ` +
        `in ${Math.round(performance.now() - started)} ms (covers ${Math.round(coversDone - started)} ms).`,
      describeDemoAccounts(demoAccounts),
    ].join('\n'),
  );
  return { created: true, accounts: demoAccounts };
}

async function takenUsernames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: userProfiles.username })
    .from(userProfiles)
    .where(
      inArray(
        userProfiles.username,
        DEMO_USERS.map((user) => user.username),
      ),
    );
  return rows.map((row) => row.username);
}

/** A title already entered by someone (same title and year) is left alone rather than failing the seed. */
async function filmsNotInCatalogue(db: Db): Promise<DemoFilm[]> {
  const normalise = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();
  const years = [...new Set(DEMO_FILMS.map((film) => film.year))];
  const existing = await db
    .select({ title: mediaTitles.title, year: mediaTitles.year })
    .from(mediaTitles)
    .where(inArray(mediaTitles.year, years));
  const taken = new Set(existing.map((row) => `${normalise(row.title)}|${row.year}`));
  return DEMO_FILMS.filter((film) => !taken.has(`${normalise(film.title)}|${film.year}`));
}

function randomPassword(): string {
  // 15 random bytes -> 20 URL-safe characters: well inside the 6-100 character rule.
  return randomBytes(15).toString('base64url');
}

// ---------------------------------------------------------------------------------------------------------------
// Covers

type StoredCovers = { titles: string[]; releases: string[][]; keys: string[] };

async function storeCovers(films: readonly DemoFilm[], storage: Storage): Promise<StoredCovers> {
  const keys: string[] = [];
  try {
    const results = await mapWithLimit(films, COVER_CONCURRENCY, async (film) => {
      const slug = `${makeTitleSlug(film.title)}-${film.year}`;
      const timestamp = Date.now();
      const rendered = await renderCovers(film, film.releases);
      // Stored as uploads are, with their resized copies (decision 007).
      const store = async (stem: string, data: Buffer) => {
        const stored = await storeImage(storage, stem, { data, extension: 'jpg', contentType: 'image/jpeg' });
        keys.push(...filesOfStoredImage(stored.key));
        return stored.url;
      };
      const titleUrl = await store(`movie-posters/${slug}-${timestamp}`, rendered.title);
      const releaseUrls: string[] = [];
      for (const [index, cover] of rendered.releases.entries()) {
        releaseUrls.push(await store(`release-covers/${slug}-release-${timestamp}-${index + 1}`, cover));
      }
      return { titleUrl, releaseUrls };
    });
    return { titles: results.map((r) => r.titleUrl), releases: results.map((r) => r.releaseUrls), keys };
  } catch (error) {
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Runs `work` on every item, at most `limit` at a time. After a failure no new item starts, and the call rejects
 * only once the running ones have finished, so nothing is still writing files while the caller cleans up.
 */
async function mapWithLimit<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows

type Person = { user: DemoUser; id: string; password: string };

async function insertRows(
  db: Db,
  films: readonly DemoFilm[],
  covers: StoredCovers,
  people: Person[],
  hashes: string[],
): Promise<void> {
  const now = Date.now();
  const random = createRandom(now >>> 0);
  const joined = new Date(now - 45 * DAY);
  const byKey = new Map(people.map((person) => [person.user.key, person]));
  const idOf = (key: DemoUser['key']) => byKey.get(key)?.id ?? '';

  await db.insert(users).values(
    people.map(({ user, id }) => ({
      id,
      name: user.username,
      email: user.email,
      emailVerified: true,
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  await db.insert(accounts).values(
    people.map(({ id }, i) => ({
      id: randomUUID(),
      accountId: id,
      providerId: 'credential',
      userId: id,
      password: hashes[i] ?? '',
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  await db.insert(userProfiles).values(
    people.map(({ user, id }) => ({
      userId: id,
      username: user.username.toLowerCase(),
      email: user.email,
      displayName: user.displayName,
      bio: user.bio,
      location: user.location,
      isPublic: true,
      showCollectionCount: true,
      profileCompletionShown: true,
      ...(user.shop ? shopColumns(user.shop) : {}),
      createdAt: joined,
      updatedAt: joined,
    })),
  );
  const admins = people.filter(({ user }) => user.isAdmin);
  if (admins.length)
    await db.insert(adminUsers).values(admins.map(({ id }) => ({ userId: id, createdAt: joined })));

  // Titles were added over the past four weeks, by whoever collects that kind of thing.
  const adders: DemoUser['key'][] = ['admin', 'collector', 'seller', 'laserdisc'];
  const slots = films.map((_, i) => i);
  for (let i = slots.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [slots[i], slots[j]] = [slots[j] ?? 0, slots[i] ?? 0];
  }
  const titleRows = films.map((film, i) => {
    const slot = slots[i] ?? i;
    const addedAt = new Date(now - 28 * DAY + (slot / films.length) * 27 * DAY + random.range(0, 3 * HOUR));
    const adder = adderFor(film, adders[i % adders.length] ?? 'admin');
    return {
      id: randomUUID(),
      title: film.title,
      originalTitle: film.originalTitle ?? null,
      year: film.year,
      director: film.director,
      actors: film.actors,
      genre: film.genre,
      studio: film.studio,
      released: film.released,
      description: film.description,
      rated: film.rated,
      runtime: film.runtime,
      country: film.country,
      language: film.language,
      type: 'movie',
      productionCompanies: [{ name: film.studio }],
      coverImageUrl: covers.titles[i] ?? null,
      addedBy: idOf(adder),
      createdAt: addedAt,
      updatedAt: addedAt,
    };
  });
  if (titleRows.length) await db.insert(mediaTitles).values(titleRows);

  const releaseRows = films.flatMap((film, i) => {
    const title = titleRows[i];
    if (!title) return [];
    return film.releases.map((release, r) => {
      const addedAt = new Date(title.createdAt.getTime() + (r + 1) * random.range(2, 20) * 60_000);
      return {
        id: randomUUID(),
        masterMovieId: title.id,
        mainTitle: film.title,
        releaseTitle: release.releaseTitle,
        studio: release.label,
        releaseYear: release.releaseYear,
        caseType: release.caseType,
        releaseNotes: release.notes ?? null,
        frontCoverUrl: covers.releases[i]?.[r] ?? null,
        upc: release.upc ?? null,
        upcDistributor: release.upc ? release.label : null,
        upcCategory: release.upc ? 'Movies' : null,
        releaseCountry: release.releaseCountry,
        region: release.region,
        format: release.format,
        speed: release.speed ?? null,
        edition: release.edition,
        editionOther: release.editionOther ?? null,
        screener: release.screener ?? false,
        addedBy: title.addedBy,
        createdAt: addedAt,
        updatedAt: addedAt,
        film,
        release,
      };
    });
  });
  if (releaseRows.length) {
    await db
      .insert(movieReleases)
      .values(releaseRows.map(({ film: _film, release: _release, ...row }) => row));
  }

  const filmOf = (row: (typeof releaseRows)[number]) => ({ id: row.masterMovieId, title: row.film.title });
  // The history the demo people made, as the services would have recorded it, at the times it happened.
  const activity: { event: DomainEvent; createdAt: Date }[] = titleRows.map((title) => ({
    event: { kind: 'film-added', userId: title.addedBy, film: title },
    createdAt: title.createdAt,
  }));

  const collection: (typeof userCollectionItems.$inferInsert)[] = [];
  const wantlist: (typeof userWantlistItems.$inferInsert)[] = [];
  // Collections and wantlists grew over the past two weeks; the newest entries are a few hours old.
  const recent = (maxDays: number, notBefore: Date) =>
    new Date(Math.max(notBefore.getTime() + HOUR, now - random.range(0.05, maxDays) * DAY));

  for (const { user, id } of people) {
    const owned = releaseRows.filter((row) => user.owns(row.film, row.release)).slice(0, user.maxOwned);
    const ownedIds = new Set(owned.map((row) => row.id));
    for (const row of owned) {
      const createdAt = recent(14, row.createdAt);
      collection.push({
        userId: id,
        masterItemId: row.masterMovieId,
        releaseId: row.id,
        personalNotes: ownedNote(row.film, row.release, user),
        createdAt,
        updatedAt: createdAt,
      });
      activity.push({
        event: { kind: 'collection-added', userId: id, film: filmOf(row), releaseId: row.id },
        createdAt,
      });
    }

    const wanted = releaseRows
      .filter((row) => !ownedIds.has(row.id) && user.wants(row.film, row.release))
      .slice(0, user.maxWanted);
    for (const row of wanted) {
      const createdAt = recent(10, row.createdAt);
      wantlist.push({
        userId: id,
        masterMovieId: row.masterMovieId,
        releaseId: row.id,
        priority: wantPriority(row.film, user),
        notes: wantedNote(row.film, user),
        createdAt,
      });
      activity.push({
        event: { kind: 'wantlist-added', userId: id, film: filmOf(row), releaseId: row.id },
        createdAt,
      });
    }
    for (const wantedTitle of user.wantsTitles) {
      const index = films.findIndex((film) => film.title === wantedTitle);
      const title = titleRows[index];
      const film = films[index];
      if (!title || !film) continue;
      const createdAt = recent(10, title.createdAt);
      wantlist.push({
        userId: id,
        masterMovieId: title.id,
        releaseId: null,
        priority: 'high',
        notes: wantedNote(film, user),
        createdAt,
      });
      activity.push({ event: { kind: 'wantlist-added', userId: id, film: title }, createdAt });
    }
  }
  // Spares: a copy some other demo member wants is offered for trade, so the Trades tab has matches to show.
  const wantedBy = new Map<string, Set<string>>();
  for (const want of wantlist) {
    if (want.releaseId)
      wantedBy.set(want.releaseId, (wantedBy.get(want.releaseId) ?? new Set()).add(want.userId));
  }
  for (const item of collection) {
    const wanters = item.releaseId ? wantedBy.get(item.releaseId) : undefined;
    item.forTrade = Boolean(wanters && [...wanters].some((userId) => userId !== item.userId));
  }
  if (collection.length) await db.insert(userCollectionItems).values(collection);
  if (wantlist.length) await db.insert(userWantlistItems).values(wantlist);
  activity.push(...(await insertChallenges(db, collection, now)));
  activity.push(...(await insertTradeRequests(db, collection, wantlist, releaseRows, now)));
  await insertTradeProposal(db, byKey.get('collector')!.id, now);
  activity.push(...(await insertListings(db, people, releaseRows, now)));
  await insertSales(db, people, releaseRows, now);
  activity.push(...(await insertForum(db, people, now)));
  // Oldest first, so the feed's order (`seq`) is the order it happened in.
  activity.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  if (activity.length) {
    await db
      .insert(activityEvents)
      .values(activity.map(({ event, createdAt }) => ({ ...activityRowOf(event), createdAt })));
  }
}

/**
 * The demo challenges, with the demo collections counted in them as adding them would have (the challenges'
 * own counting, then the items' dates set to when they were collected); answers the completions' feed events.
 */
async function insertChallenges(
  db: Db,
  collection: readonly (typeof userCollectionItems.$inferInsert)[],
  now: number,
) {
  await db.insert(challenges).values(
    DEMO_CHALLENGES.map((challenge) => ({
      title: challenge.title,
      description: challenge.description,
      challengeType: challenge.type,
      target: challenge.target,
      endsAt: challenge.endsInDays ? new Date(now + challenge.endsInDays * DAY) : null,
      createdAt: new Date(now - 21 * DAY),
    })),
  );
  await countAddedItems(
    db,
    collection.map((item) => ({
      userId: item.userId,
      titleId: item.masterItemId,
      releaseId: item.releaseId ?? null,
    })),
  );
  await db.execute(sql`
    update ${challengeItems} i set added_at = c.created_at
    from ${userCollectionItems} c
    where c.user_id = i.user_id and coalesce(c.release_id, c.master_item_id) = i.item_key`);
  // A challenge was completed when its target-th item was collected, not when the demo was seeded: the feed
  // shows each completion among the additions that made it.
  const completions = await queryRows<{ challengeId: string; userId: string; title: string; at: Date }>(
    db,
    sql`
    with ranked as (
      select challenge_id, user_id, added_at,
        row_number() over (partition by challenge_id, user_id order by added_at, item_key) as n
      from ${challengeItems})
    update ${challengeParticipants} p set completed_at = r.added_at, updated_at = r.added_at
    from ranked r, ${challenges} c
    where p.is_completed and c.id = p.challenge_id
      and r.challenge_id = p.challenge_id and r.user_id = p.user_id and r.n = c.target
    returning p.challenge_id as "challengeId", p.user_id as "userId", c.title, r.added_at as at`,
  );
  return completions.map(({ challengeId, userId, title, at }) => ({
    event: { kind: 'challenge-completed' as const, userId, challenge: { id: challengeId, title } },
    createdAt: new Date(at),
  }));
}

/**
 * A trade request from each demo member with spares: their first spare, for up to two films they want;
 * answers the feed events they make.
 */
async function insertTradeRequests(
  db: Db,
  collection: readonly (typeof userCollectionItems.$inferInsert)[],
  wantlist: readonly (typeof userWantlistItems.$inferInsert)[],
  releases: readonly { id: string; masterMovieId: string; film: DemoFilm }[],
  now: number,
) {
  const filmOf = new Map(releases.map((release) => [release.id, release]));
  const events: { event: DomainEvent; createdAt: Date }[] = [];
  const traders = [...new Set(collection.filter((item) => item.forTrade).map((item) => item.userId))];
  for (const [index, traderId] of traders.entries()) {
    const spare = collection.find((item) => item.userId === traderId && item.forTrade)!;
    const offered = filmOf.get(spare.releaseId!)!;
    const wanted = wantlist
      .filter((want) => want.userId === traderId && want.releaseId)
      .slice(0, 2)
      .map((want) => filmOf.get(want.releaseId!)!.film.title);
    const createdAt = new Date(now - (index + 1) * 5 * HOUR);
    const [trade] = await db
      .insert(tradeListings)
      .values({
        traderId,
        tradeWants: wanted.length ? wanted.join(TRADE_WANTS_SEPARATOR) : TRADE_WANTS_DEFAULT,
        tradeOffers: offered.film.title,
        releaseId: offered.id,
        itemId: offered.masterMovieId,
        createdAt,
      })
      .returning({ id: tradeListings.id });
    events.push({
      event: { kind: 'trade-posted', userId: traderId, trade: { id: trade!.id, title: offered.film.title } },
      createdAt,
    });
  }
  return events;
}

/**
 * A trade proposal waiting for the demo collector's answer: a member offers a spare the collector wants for a
 * spare of the collector's, with a word, so /community's Trades tab and /trades/{id} have one to show.
 */
async function insertTradeProposal(db: Db, collectorId: string, now: number) {
  const spares = await db
    .select({
      id: userCollectionItems.id,
      userId: userCollectionItems.userId,
      titleId: userCollectionItems.masterItemId,
      releaseId: userCollectionItems.releaseId,
    })
    .from(userCollectionItems)
    .where(eq(userCollectionItems.forTrade, true));
  const wanted = new Set(
    (
      await db
        .select({ releaseId: userWantlistItems.releaseId })
        .from(userWantlistItems)
        .where(eq(userWantlistItems.userId, collectorId))
    ).map((want) => want.releaseId),
  );
  const offered = spares.find((spare) => spare.userId !== collectorId && wanted.has(spare.releaseId));
  const asked = spares.find((spare) => spare.userId === collectorId);
  if (!offered || !asked) return;
  const createdAt = new Date(now - 3 * HOUR);
  const [proposal] = await db
    .insert(tradeProposals)
    .values({ proposerId: offered.userId, recipientId: collectorId, createdAt, statusChangedAt: createdAt })
    .returning({ id: tradeProposals.id });
  const items = await itemSnapshots(db, [offered, asked]);
  await db.insert(tradeProposalItems).values(
    [offered, asked].map((copy, index) => ({
      proposalId: proposal!.id,
      ownerId: copy.userId,
      collectionItemId: copy.id,
      masterItemId: copy.titleId,
      releaseId: copy.releaseId,
      item: items[index]!,
    })),
  );
  await db
    .insert(tradeEvents)
    .values({ proposalId: proposal!.id, actorId: offered.userId, step: 'propose', createdAt });
  await db.insert(tradeMessages).values({
    proposalId: proposal!.id,
    authorId: offered.userId,
    body: 'Saw this on your wantlist. Mine is a clean copy, original sleeve. Swap for your spare?',
    createdAt,
  });
}

type CatalogueRelease = { id: string; masterMovieId: string; film: DemoFilm; release: DemoRelease };

const personOf = (people: readonly Person[], key: DemoUser['key']) =>
  people.find((person) => person.user.key === key)!;

/** The release a demo listing or sale is of; none when its film was in the catalogue before the demo. */
const releaseOf = (copy: DemoListing | DemoSale, releases: readonly CatalogueRelease[]) =>
  releases.find((row) => isCopyOf(copy, row.film, row.release));

/**
 * The demo marketplace's listings, each of a copy its seller holds, as POST /api/v1/me/listings makes them:
 * checked by the listing form's schema and inserted by the marketplace's repo, so that the database's triggers
 * copy the release's format and region onto it and match it against everyone's wants; each in the feed. A copy
 * offered in the trade proposal stays off the market. Answers the feed events. Nobody is notified of their
 * matches: wantlist matches are mailed, and the demo sends no mail.
 */
async function insertListings(
  db: Db,
  people: readonly Person[],
  releases: readonly CatalogueRelease[],
  now: number,
) {
  const copies = await db
    .select({
      id: userCollectionItems.id,
      userId: userCollectionItems.userId,
      releaseId: userCollectionItems.releaseId,
      createdAt: userCollectionItems.createdAt,
    })
    .from(userCollectionItems);
  const offeredInTrade = new Set(
    (await db.select({ id: tradeProposalItems.collectionItemId }).from(tradeProposalItems)).map(
      (row) => row.id,
    ),
  );
  const events: { event: DomainEvent; createdAt: Date }[] = [];
  for (const listing of DEMO_LISTINGS) {
    const sellerId = personOf(people, listing.seller).id;
    const release = releaseOf(listing, releases);
    const copy = copies.find(
      (item) => item.userId === sellerId && item.releaseId === release?.id && !offeredInTrade.has(item.id),
    );
    // Its film was in the catalogue before the demo (so on no demo shelf), or the copy is offered in the trade.
    if (!release || !copy) continue;
    // Listed some time after it was collected, and never in the future.
    const createdAt = new Date(
      Math.min(
        now - 10 * MINUTE,
        Math.max(copy.createdAt.getTime() + HOUR, now - listing.listedDaysAgo * DAY),
      ),
    );
    const { id } = await insertListing(db, {
      sellerId,
      collectionItemId: copy.id,
      releaseId: release.id,
      masterMovieId: release.masterMovieId,
      ...listingColumns(listing),
      createdAt,
      updatedAt: createdAt,
    });
    const film = { id: release.masterMovieId, title: release.film.title };
    events.push({
      event: { kind: 'listing-added', userId: sellerId, film, releaseId: release.id, listingId: id },
      createdAt,
    });
  }
  return events;
}

/** A listing's price, grades, notes and offer floor as the listing form's schema reads them and the service keeps them. */
function listingColumns(listing: DemoListing | DemoSale) {
  const fields = ZListingFields.parse(listing);
  return {
    price: fields.price,
    condition: fields.mediaCondition,
    packagingCondition: fields.packagingCondition,
    sealed: fields.sealed,
    // Plain text, as the service cleans notes.
    sellerNotes: fields.sellerNotes === null ? null : sanitizePlain(fields.sellerNotes).trim() || null,
    offerFloor: fields.offerFloor,
  };
}

/** The steps of a demo sale's order, by whom, and how long after the step before (for the first: the listing). */
const SALE_STEPS: readonly {
  step: TOrderStep | 'buy';
  by: 'buyer' | 'seller';
  from: TOrderStatus | null;
  to: TOrderStatus;
  after: (sale: DemoSale) => number;
}[] = [
  { step: 'buy', by: 'buyer', from: null, to: 'new', after: () => DAY },
  { step: 'confirm-total', by: 'seller', from: 'new', to: 'awaiting_payment', after: () => 5 * HOUR },
  { step: 'confirm-payment', by: 'seller', from: 'awaiting_payment', to: 'paid', after: () => 20 * HOUR },
  { step: 'ship', by: 'seller', from: 'paid', to: 'shipped', after: () => DAY },
  {
    step: 'confirm-receipt',
    by: 'buyer',
    from: 'shipped',
    to: 'completed',
    after: (sale) => sale.daysInPost * DAY,
  },
];

/**
 * The demo's completed sales, as the orders module leaves them: the listing sold (its copy gone from the seller's
 * shelf, so the listing names none), the order with each step in its timeline, the buyer's wants of the release
 * fulfilled, and the buyer's rating of the seller.
 */
async function insertSales(
  db: Db,
  people: readonly Person[],
  releases: readonly CatalogueRelease[],
  now: number,
) {
  for (const sale of DEMO_SALES) {
    const release = releaseOf(sale, releases);
    if (!release) continue;
    const [seller, buyer] = [personOf(people, sale.seller), personOf(people, sale.buyer)];
    const listedAt = new Date(now - sale.listedDaysAgo * DAY);
    let at = listedAt.getTime();
    const steps = SALE_STEPS.map((step) => ({ ...step, at: new Date((at += step.after(sale))) }));
    const [ordered, completed] = [steps[0]!.at, steps.at(-1)!.at];
    const listing = listingColumns(sale);
    const { id: listingId } = await insertListing(db, {
      sellerId: seller.id,
      collectionItemId: null,
      releaseId: release.id,
      masterMovieId: release.masterMovieId,
      ...listing,
      isActive: false,
      endedAt: completed,
      endReason: 'sold',
      createdAt: listedAt,
      updatedAt: completed,
    });
    const quote = postageQuote(seller.user.shop, buyer.user.shop);
    const trackingNote = ZOrderStepRequest.parse({ step: 'ship', note: sale.trackingNote }).note;
    const [order] = await db
      .insert(marketplaceOrders)
      .values({
        listingId,
        buyerId: buyer.id,
        sellerId: seller.id,
        releaseId: release.id,
        mediaCondition: listing.condition,
        packagingCondition: listing.packagingCondition,
        item: (await itemSnapshots(db, [{ titleId: null, releaseId: release.id }]))[0]!,
        price: listing.price,
        shippingQuote: quote,
        // The seller names the postage with the total; the policy's quote where it has one.
        shipping: ZShippingCost.parse(quote ?? sale.shipping),
        status: 'completed',
        statusChangedAt: completed,
        trackingNote,
        createdAt: ordered,
        completedAt: completed,
      })
      .returning({ id: marketplaceOrders.id });
    for (const step of steps) {
      await insertOrderEvent(
        db,
        {
          orderId: order!.id,
          actorId: step.by === 'buyer' ? buyer.id : seller.id,
          step: step.step,
          fromStatus: step.from,
          toStatus: step.to,
          note: step.step === 'ship' ? trackingNote : null,
        },
        step.at,
      );
    }
    await markWantsFulfilled(db, buyer.id, release.id, completed);
    const feedback = ZFeedbackRequest.parse({ rating: sale.rating, review: sale.review });
    await db.insert(sellerRatings).values({
      sellerId: seller.id,
      buyerId: buyer.id,
      listingId,
      orderId: order!.id,
      rating: feedback.rating,
      reviewText: feedback.review === null ? null : sanitizePlain(feedback.review).trim() || null,
      createdAt: new Date(completed.getTime() + 3 * HOUR),
    });
  }
}

/**
 * What the seller's shipping policy quotes for one copy to the buyer, as an order records it (null: the seller
 * names the postage); a seller who ships at home only sells to no one abroad.
 */
function postageQuote(seller: DemoShop | undefined, buyer: DemoShop | undefined): string | null {
  if (!seller) return null;
  const policy = ZShippingPolicy.parse(seller.shippingPolicy);
  if (!policy.world && buyer?.country !== seller.country) {
    throw new Error(`A demo sale of ${seller.country}'s home-only seller to a buyer abroad`);
  }
  return shippingQuote(policy, seller.country, buyer?.country ?? null);
}

/**
 * A seller's profile fields as PATCH /api/v1/me/profile stores them: checked by its schema, the policy in the
 * profile's four columns, the terms as plain text.
 */
function shopColumns(shop: DemoShop) {
  const { country, shippingPolicy, sellerTerms } = ZProfileUpdateRequest.parse(shop);
  return {
    country: country ?? null,
    ...shippingColumns(shippingPolicy ?? null),
    sellerTerms: sanitizePlain(sellerTerms ?? '').trim() || DEFAULT_SELLER_TERMS,
  };
}

/** The demo forum's topics, replies, readers and category counts; answers the feed events they make. */
async function insertForum(db: Db, people: readonly { user: DemoUser; id: string }[], now: number) {
  const personOf = (key: DemoUser['key']) => people.find((person) => person.user.key === key)!;
  const forum = demoForumRows(
    (key) => personOf(key).id,
    (key) => personOf(key).user.username,
    now,
  );
  await db.insert(forumPosts).values(forum.topics);
  await db.insert(forumReplies).values(forum.replies);
  await db.insert(forumReads).values(forum.reads);
  for (const [slug, counts] of forum.categories) {
    await db.update(forumCategories).set(counts).where(eq(forumCategories.slug, slug));
  }
  return forum.events;
}

/** Horror goes to the horror collector, LaserDisc-heavy titles to the LaserDisc collector, and so on. */
function adderFor(film: DemoFilm, fallback: DemoUser['key']): DemoUser['key'] {
  const genre = film.genre.toLowerCase();
  if (genre.includes('horror')) return 'collector';
  if (film.releases.some((release) => release.format === 'LaserDisc')) return 'laserdisc';
  if (genre.includes('family') || genre.includes('comedy')) return 'seller';
  return fallback;
}

// ---------------------------------------------------------------------------------------------------------------
// `npm run seed`

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  mkdirSync(config.dataDir, { recursive: true });
  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = acquireDataLock(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
  }
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'db'),
    });
    try {
      await database.migrate();
      await seedDemo({
        db: database.db,
        storage: await createStorage(config),
        dataDir: config.dataDir,
        log: (message) => console.log(message),
      });
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
