import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import type {
  TCollectionImportResult,
  TTradeMatches,
  TImportRowStatus,
  TMyReleaseState,
  ZAddToCollectionRequest,
  ZAddToWantlistRequest,
  ZCollectionImportRequest,
  ZCollectionQuery,
  ZUpdateWantlistItemRequest,
} from '@rewind/shared/collection';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { adminPolicy } from '@rewind/shared/policies/admin';
import { DEFAULT_RELEASE_TITLE, FORMATS, type TWantPriority } from '@rewind/shared/options';
import { sanitizePlain } from '@rewind/shared/sanitize';
import { cleanUpcInput } from '@rewind/shared/upc';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { isUniqueViolation } from '../../platform/error-handler';
import { AppError, notFound } from '../../platform/errors';
import type { RecordEvents } from '../activity/activity.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { ChallengesService } from '../challenges/challenges.service';
import type { MarketplaceService } from '../marketplace/marketplace.service';
import type { ProfilesService } from '../profiles/profiles.service';
import { presentFilm, presentRelease } from '../catalog/catalog.views';
import { presentWantRules } from './collection.presenter';
import * as repo from './collection.repo';
import { withTradeMatchNotices } from './trade-match-notices';
import type { CandidateRow, ListKind } from './collection.repo';

export type { ReleaseCounts } from './collection.repo';

type UpdateWant = z.output<typeof ZUpdateWantlistItemRequest>;

/** A copy a completed trade moves from one member's collection to the other's. */
export type TradedCopy = {
  itemId: string;
  fromUserId: string;
  toUserId: string;
  titleId: string;
  title: string;
  releaseId: string | null;
  /** Kept in the receiver's notes: whom it came from, and when. */
  note: string;
};

/** What an import row names: a release with its film, or a film without a release. */
type ImportMatch = { film: CandidateRow['film']; release: CandidateRow['release'] | null };

export type ListQuery = z.output<typeof ZCollectionQuery>;
type AddToCollection = z.output<typeof ZAddToCollectionRequest>;
type AddToWantlist = z.output<typeof ZAddToWantlistRequest>;
type ImportRequest = z.output<typeof ZCollectionImportRequest>;

/** Notes are plain text: markup is dropped, and blank means none. */
const cleanNotes = (notes: string | null | undefined) =>
  notes === null || notes === undefined ? null : sanitizePlain(notes).trim() || null;

/** Titles compare without case and with runs of white space as one space. */
const normalise = (text: string | null | undefined) => (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

const notFoundFor = (kind: ListKind) =>
  notFound(kind === 'collection' ? MSG.collectionItemNotFound : MSG.wantlistItemNotFound);

export function createCollectionService(deps: {
  db: Db;
  catalog: CatalogService;
  profiles: ProfilesService;
  record: RecordEvents;
  /** The marketplace: a listed item's listing ends before the item goes. */
  listings: Pick<
    MarketplaceService,
    'currency' | 'assertNotInOrder' | 'endListingsOfItems' | 'activeListingsOfItems' | 'matchesOfWants'
  >;
  /** Challenges: an item removed before a challenge is completed leaves its count. */
  challenges: Pick<ChallengesService, 'withdrawItems'>;
}) {
  const { db, catalog, record } = deps;

  /** The film and release an add names: a release brings its film; a film alone has no release. */
  async function resolveTarget(input: { releaseId?: string | null; titleId?: string | null }) {
    if (input.releaseId) {
      const release = await catalog.findRelease(input.releaseId);
      const title = await catalog.findTitle(release.masterMovieId);
      return { titleId: title.id, releaseId: release.id, filmTitle: title.title };
    }
    const title = await catalog.findTitle(input.titleId!);
    return { titleId: title.id, releaseId: null, filmTitle: title.title };
  }

  /** Marks one of my items as a spare, or not; a new spare tells those it makes a mutual match with. */
  async function markSpare(actor: Actor, itemId: string, forTrade: boolean): Promise<boolean> {
    const item = await repo.findOwnItem(db, 'collection', actor.userId, itemId);
    if (!item) return false;
    if (!forTrade || item.forTrade) return repo.setForTrade(db, actor.userId, itemId, forTrade);
    const change = { side: 'spare' as const, titleId: item.titleId, releaseId: item.releaseId };
    return db.transaction((tx) =>
      withTradeMatchNotices(tx, actor.userId, change, () => repo.setForTrade(tx, actor.userId, itemId, true)),
    );
  }

  async function ownItem(kind: ListKind, actor: Actor, itemId: string) {
    const row = await repo.findOwnItem(db, kind, actor.userId, itemId);
    if (!row) throw notFoundFor(kind);
    return row;
  }

  async function add(
    kind: ListKind,
    actor: Actor,
    input: AddToCollection | AddToWantlist,
    priority: TWantPriority = 'medium',
  ) {
    const target = await resolveTarget(input);
    const duplicate = new AppError(
      409,
      'duplicate',
      kind === 'collection'
        ? target.releaseId
          ? MSG.releaseAlreadyInCollection
          : MSG.movieAlreadyInCollection
        : target.releaseId
          ? MSG.itemAlreadyInWantlist
          : MSG.movieAlreadyInWantlist,
    );
    const existing = await repo.findItemFor(db, kind, actor.userId, target);
    // Bought once and wanted again (another copy): the want is back, matching listings as before.
    if (existing?.fulfilledAt) {
      await repo.markWantWanted(db, actor.userId, existing.id);
      return ownItem(kind, actor, existing.id);
    }
    if (existing) throw duplicate;
    const values = {
      userId: actor.userId,
      titleId: target.titleId,
      releaseId: target.releaseId,
      notes: cleanNotes(input.notes),
    };
    let itemId: string;
    try {
      itemId = await db.transaction(async (tx) => {
        const row =
          kind === 'collection'
            ? await repo.insertCollectionItem(tx, values)
            : // A new want may make a mutual trade match with a member who holds it as a spare.
              await withTradeMatchNotices(
                tx,
                actor.userId,
                { side: 'want', titleId: target.titleId, releaseId: target.releaseId },
                () => repo.insertWantlistItem(tx, { ...values, priority }),
              );
        await record(tx, {
          kind: kind === 'collection' ? 'collection-added' : 'wantlist-added',
          userId: actor.userId,
          film: { id: target.titleId, title: target.filmTitle },
          releaseId: target.releaseId ?? undefined,
        });
        return row.id;
      });
    } catch (error) {
      // Two adds at once: the unique index decides, and the loser hears the same 409.
      if (isUniqueViolation(error)) throw duplicate;
      throw error;
    }
    return ownItem(kind, actor, itemId);
  }

  /**
   * A row with a title and nothing that names a release (no UPC, release title or format) is a film held
   * without a release, as the export writes one.
   */
  const isFilmOnlyRow = (row: ImportRequest['rows'][number]) =>
    Boolean(normalise(row.title)) && !cleanUpcInput(row.upc) && !normalise(row.releaseTitle) && !row.format;

  async function matchRows(rows: ImportRequest['rows']) {
    const upcs = [...new Set(rows.map((row) => cleanUpcInput(row.upc)).filter(Boolean))];
    const titles = [...new Set(rows.map((row) => normalise(row.title)).filter(Boolean))];
    const filmTitles = [...new Set(rows.filter(isFilmOnlyRow).map((row) => normalise(row.title)))];
    const [byUpc, byTitle, films] = await Promise.all([
      repo.findReleasesByUpcs(db, upcs),
      repo.findReleasesByTitles(db, titles),
      repo.findTitlesByTitles(db, filmTitles),
    ]);

    return rows.map((row): { match: ImportMatch } | { reason: string } => {
      const upc = cleanUpcInput(row.upc);
      const title = normalise(row.title);
      if (!upc && !title) return { reason: MSG.importRowEmpty };
      const format = row.format
        ? FORMATS.find((known) => known.toLowerCase() === row.format.toLowerCase())
        : undefined;
      if (row.format && !format) return { reason: MSG.importFormatUnknown };
      const year = /^\d{4}$/.test(row.year) ? Number(row.year) : null;
      if (isFilmOnlyRow(row)) {
        const sameFilm = films.filter(
          (film) => normalise(film.title) === title && (year === null || film.year === year),
        );
        if (sameFilm.length === 1) return { match: { film: sameFilm[0]!, release: null } };
        return { reason: sameFilm.length > 1 ? MSG.importAmbiguousFilm : MSG.importNoFilmMatch };
      }
      const releaseTitle = normalise(row.releaseTitle);
      const fits = (candidate: CandidateRow) =>
        (!title || normalise(candidate.film.title) === title) &&
        (year === null || candidate.film.year === year) &&
        (!format || candidate.release.format === format) &&
        (!releaseTitle ||
          normalise(candidate.release.releaseTitle ?? DEFAULT_RELEASE_TITLE) === releaseTitle);

      if (upc) {
        const sameUpc = byUpc.filter((candidate) => candidate.release.upc === upc);
        const narrowed = sameUpc.length > 1 ? sameUpc.filter(fits) : sameUpc;
        if (narrowed.length === 1) return { match: narrowed[0]! };
        if (narrowed.length > 1) return { reason: MSG.importAmbiguous };
        if (!title) return { reason: MSG.importNoUpcMatch };
      }
      const matches = byTitle.filter(fits);
      if (matches.length === 1) return { match: matches[0]! };
      return { reason: matches.length > 1 ? MSG.importAmbiguous : MSG.importNoTitleMatch };
    });
  }

  return {
    /** The site's currency, which a want's price ceiling is in. */
    currency: deps.listings.currency,

    /** How many collectors have and want each release (the counts on film and release pages). */
    haveAndWantCounts: (releaseIds: string[]) => repo.countHaveAndWant(deps.db, releaseIds),

    /** How many collection items and wants name each film or release (the portal's catalogue, a delete's dialog). */
    holdings: (kind: TCatalogueItemKind, ids: string[]) => repo.countHoldings(db, kind, ids),

    /** The members who hold or want a film or release, in the caller's transaction (a delete's notice goes to them). */
    membersOf: (tx: Db, kind: TCatalogueItemKind, id: string) => repo.findMembersOf(tx, kind, id),

    /**
     * The film-level rows (held or wanted without a release) a merge of `fromId` into `toId` makes one, for
     * each member who has both: the older row stays (decision 029). Found before `mergeFilm`, so that what
     * points at a row that goes (a trade request, a proposal's copy) can point at the one that stays.
     */
    filmLevelPairs: (tx: Db, fromId: string, toId: string) => repo.findFilmLevelPairs(tx, fromId, toId),

    /** Moves a merged film's collection items and wants to the film that stays, combining the pairs. */
    mergeFilm: (
      tx: Db,
      fromId: string,
      toId: string,
      pairs: Awaited<ReturnType<typeof repo.findFilmLevelPairs>>,
    ) => repo.mergeFilm(tx, fromId, toId, pairs),

    /** How many items a member's collection holds (their profile shows it). */
    countItems: (userId: string) => repo.countItems(db, 'collection', userId),

    /** The members with the largest collections, among those who show their count. */
    topCollectors: (limit: number) => repo.topCollectors(db, limit),

    /** The members whose collections share the most releases with this member's. */
    collectionOverlaps: (userId: string, limit: number) => repo.collectionOverlaps(db, userId, limit),

    async list(actor: Actor, kind: ListKind, query: ListQuery) {
      return repo.findItems(db, kind, actor.userId, query);
    },

    /** The listings that match each of my wants by its rules: how many, and the cheapest (by want id). */
    matchesOfWants: (actor: Actor, wantIds: string[]) => deps.listings.matchesOfWants(actor, wantIds),

    /** The listing of each of these collection items that is for sale, by item id (one query). */
    async listingsOfItems(itemIds: string[]): Promise<Map<string, { id: string; price: string }>> {
      const listings = await deps.listings.activeListingsOfItems(itemIds);
      return new Map(
        listings.map((listing) => [listing.collectionItemId!, { id: listing.id, price: listing.price }]),
      );
    },

    /**
     * Someone's collection: a private profile is as unknown as a missing one, except to its owner. Personal
     * notes are the owner's alone: anyone else, an admin too, gets the items without them.
     */
    async listOfUser(actor: Actor | null, username: string, query: ListQuery) {
      const view = await deps.profiles.getPublicProfile(actor, username);
      if (view.kind === 'hidden') throw notFound(MSG.userNotFound);
      const page = await repo.findItems(db, 'collection', view.profile.userId, query, {
        withTotal: view.showsCollectionCount,
      });
      const isOwner = actor?.userId === view.profile.userId;
      const rows = isOwner ? page.rows : page.rows.map((row) => ({ ...row, notes: null }));
      return { ...page, rows, username: view.profile.username };
    },

    addToCollection: (actor: Actor, input: AddToCollection) => add('collection', actor, input),

    addToWantlist: (actor: Actor, input: AddToWantlist) => add('wantlist', actor, input, input.priority),

    async updateCollectionNotes(actor: Actor, itemId: string, notes: string | null) {
      if (!(await repo.updateCollectionNotes(db, actor.userId, itemId, cleanNotes(notes)))) {
        throw notFoundFor('collection');
      }
      return ownItem('collection', actor, itemId);
    },

    /** Changes a want's notes, priority or rules (only what is sent; a rule sent as null or [] is "any"). */
    async updateWantlistItem(actor: Actor, itemId: string, changes: UpdateWant) {
      const { notes, priority, ...rules } = changes;
      const cleaned = {
        ...(notes !== undefined ? { notes: cleanNotes(notes) } : {}),
        ...(priority ? { priority } : {}),
        ...Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined)),
      };
      if (Object.keys(cleaned).length === 0) return ownItem('wantlist', actor, itemId);
      if (!(await repo.updateWantlistItem(db, actor.userId, itemId, cleaned))) throw notFoundFor('wantlist');
      return ownItem('wantlist', actor, itemId);
    },

    /** Marks one of my collection items as a spare I would trade away, or not. */
    async setForTrade(actor: Actor, itemId: string, forTrade: boolean) {
      if (!(await markSpare(actor, itemId, forTrade))) throw notFoundFor('collection');
      return ownItem('collection', actor, itemId);
    },

    /** One of my collection items named by a trade request: marked as a spare, and answered with its film. */
    async offerForTrade(actor: Actor, itemId: string) {
      if (!(await markSpare(actor, itemId, true)))
        throw new AppError(403, 'forbidden', MSG.tradeItemNotYours);
      return ownItem('collection', actor, itemId);
    },

    /** The members whose spares I want and who want mine: mutual matches first. */
    async tradeMatches(actor: Actor): Promise<TTradeMatches> {
      const hideSuspended = !adminPolicy.seeSuspendedMembers(actor);
      return { matches: await repo.tradeMatches(db, actor.userId, LIMITS.tradeMatches, hideSuspended) };
    },

    /** How my spares and wants meet each of these members' (trade requests, profiles): by member id. */
    tradeMatchesWith: (actor: Actor, userIds: readonly string[]) =>
      repo.tradeMatchesWith(db, actor.userId, userIds),

    /** A sold copy leaves its seller's collection, in the order's transaction. */
    async removeSoldCopy(tx: Db, sellerId: string, itemId: string): Promise<void> {
      const removed = await repo.deleteItem(tx, 'collection', sellerId, itemId);
      if (removed) await deps.challenges.withdrawItems(tx, sellerId, [removed]);
    },

    /** Collection items a trade names, with owner, film and spare mark, locked in the trade's transaction. */
    lockCopies: (tx: Db, itemIds: string[]) => repo.lockCopies(tx, itemIds),

    /**
     * A completed trade's copies change hands in its transaction: each leaves its giver's
     * collection, as a sold copy does, and joins its receiver's (unless they hold that release already), whose
     * wants of it are fulfilled; the adds count for challenges and the feed as any add.
     */
    async handOver(tx: Db, copies: TradedCopy[], at: Date): Promise<void> {
      for (const copy of copies) {
        const removed = await repo.deleteItem(tx, 'collection', copy.fromUserId, copy.itemId);
        if (removed) await deps.challenges.withdrawItems(tx, copy.fromUserId, [removed]);
      }
      for (const receiver of new Set(copies.map((copy) => copy.toUserId))) {
        const received = copies.filter((copy) => copy.toUserId === receiver);
        const added = await repo.insertCollectionItemsIfAbsent(
          tx,
          received.map((copy) => ({ userId: receiver, ...copy, notes: copy.note, addedAt: at })),
        );
        await record(
          tx,
          received
            .filter((copy) => added.has(repo.itemKey(copy)))
            .map((copy) => ({
              kind: 'collection-added' as const,
              userId: receiver,
              film: { id: copy.titleId, title: copy.title },
              releaseId: copy.releaseId ?? undefined,
            })),
        );
        for (const copy of received)
          if (copy.releaseId) await repo.markWantsFulfilled(tx, receiver, copy.releaseId, at);
      }
    },

    /** Whether a copy of the release is on the member's shelf (a completed purchase offers to put it there). */
    holdsRelease: (userId: string, releaseId: string) => repo.holdsRelease(db, userId, releaseId),

    /** The buyer's wants of a bought release are fulfilled, in the order's transaction. */
    markWantsFulfilled: (tx: Db, buyerId: string, releaseId: string, at: Date) =>
      repo.markWantsFulfilled(tx, buyerId, releaseId, at),

    /**
     * Removes an item; a collection item's listing ends first, in the same transaction. A copy an order or a
     * trade under way holds stays: the buyer or the other trader would lose what they were promised.
     */
    async remove(actor: Actor, kind: ListKind, itemId: string) {
      await db.transaction(async (tx) => {
        if (kind === 'collection') {
          if (await repo.isInOpenTrade(tx, actor.userId, itemId)) {
            throw new AppError(409, 'copy_in_trade', MSG.copyInOpenTrade);
          }
          await deps.listings.assertNotInOrder(tx, actor.userId, [itemId]);
          try {
            await deps.listings.endListingsOfItems(tx, [itemId]);
          } catch (error) {
            // Nothing is removed then; the cause is logged, and an outage still answers 503.
            if (error instanceof AppError) throw error;
            const failure = new AppError(
              500,
              'listing_removal_failed',
              MSG.listingRemovalBlocksCollectionRemoval,
            );
            throw Object.assign(failure, { cause: error });
          }
        }
        const removed = await repo.deleteItem(tx, kind, actor.userId, itemId);
        if (!removed) throw notFoundFor(kind);
        if (kind === 'collection') await deps.challenges.withdrawItems(tx, actor.userId, [removed]);
      });
    },

    async releaseState(actor: Actor, idOrSlug: string): Promise<TMyReleaseState> {
      const { title, releases } = await catalog.getTitle(idOrSlug);
      const [held, wanted] = await Promise.all([
        repo.findEntriesOfTitle(db, 'collection', actor.userId, title.id),
        repo.findEntriesOfTitle(db, 'wantlist', actor.userId, title.id),
      ]);
      const listings = await deps.listings.activeListingsOfItems(held.map((row) => row.id));
      const heldOf = (releaseId: string | null) => {
        const entry = held.find((row) => row.releaseId === releaseId);
        const listing = entry && listings.find((row) => row.collectionItemId === entry.id);
        return entry ? { itemId: entry.id, notes: entry.notes, listingId: listing?.id ?? null } : null;
      };
      const wantedOf = (releaseId: string | null) => {
        const entry = wanted.find((row) => row.releaseId === releaseId);
        return entry
          ? {
              itemId: entry.id,
              notes: entry.notes,
              priority: entry.priority,
              rules: presentWantRules(entry.rules, deps.listings.currency),
            }
          : null;
      };
      return {
        titleId: title.id,
        inCollection: heldOf(null),
        inWantlist: wantedOf(null),
        releases: releases.map((release) => ({
          releaseId: release.id,
          inCollection: heldOf(release.id),
          inWantlist: wantedOf(release.id),
        })),
      };
    },

    exportRows: (actor: Actor, kind: ListKind) => repo.findAllItems(db, kind, actor.userId),

    /**
     * Matches each row to one release (by UPC, else by title, year, format and release title) or, for a
     * film-only row, to one film (by title and year); then, unless it is a dry run, adds the matches not yet
     * in the collection, with the same activity a single add records (each in one statement).
     */
    async importCollection(actor: Actor, input: ImportRequest): Promise<TCollectionImportResult> {
      const matched = await matchRows(input.rows);
      const matches = matched.flatMap((result) => ('match' in result ? [result.match] : []));
      const existing = await repo.findCollectedItems(db, actor.userId, {
        releaseIds: matches.flatMap((match) => (match.release ? [match.release.id] : [])),
        titleIds: matches.flatMap((match) => (match.release ? [] : [match.film.id])),
      });
      const keyOf = (match: ImportMatch) =>
        repo.itemKey({ titleId: match.film.id, releaseId: match.release?.id ?? null });

      const seen = new Set<string>();
      const toAdd: repo.NewCollectionItem[] = [];
      const planned = matched.map((result, index) => {
        if (!('match' in result)) return { status: 'unmatched' as const, reason: result.reason, match: null };
        const key = keyOf(result.match);
        if (existing.has(key) || seen.has(key)) {
          return { status: 'duplicate' as const, reason: MSG.alreadyInCollection, match: result.match };
        }
        seen.add(key);
        toAdd.push({
          userId: actor.userId,
          titleId: result.match.film.id,
          releaseId: result.match.release?.id ?? null,
          notes: cleanNotes(input.rows[index]!.notes),
          addedAt: input.rows[index]!.addedAt ?? null,
        });
        return { status: 'matched' as const, reason: null, match: result.match };
      });

      const filmTitles = new Map(matches.map((match) => [match.film.id, match.film.title]));
      const added = input.dryRun
        ? new Map<string, { id: string }>()
        : await db.transaction(async (tx) => {
            const inserted = await repo.insertCollectionItemsIfAbsent(tx, toAdd);
            await record(
              tx,
              [...inserted.values()].map((item) => ({
                kind: 'collection-added' as const,
                userId: actor.userId,
                film: { id: item.titleId, title: filmTitles.get(item.titleId)! },
                releaseId: item.releaseId ?? undefined,
              })),
            );
            return inserted;
          });

      const rows = planned.map((plan, index) => {
        const key = plan.match ? keyOf(plan.match) : null;
        let status: TImportRowStatus = plan.status;
        let reason = plan.reason;
        let itemId = key ? (existing.get(key) ?? null) : null;
        if (!input.dryRun && status === 'matched') {
          itemId = added.get(key!)?.id ?? null;
          // Not inserted: another request added it between the check and the insert, so it is there.
          if (itemId) status = 'added';
          else [status, reason] = ['duplicate', MSG.alreadyInCollection];
        }
        return {
          row: index + 1,
          status,
          reason,
          title: plan.match ? presentFilm(plan.match.film) : null,
          release: plan.match?.release ? presentRelease(plan.match.release, plan.match.film) : null,
          itemId,
        };
      });
      const tally = (status: string) => rows.filter((row) => row.status === status).length;
      return {
        dryRun: input.dryRun,
        rows,
        counts: {
          matched: tally('matched'),
          added: tally('added'),
          duplicate: tally('duplicate'),
          unmatched: tally('unmatched'),
        },
      };
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
