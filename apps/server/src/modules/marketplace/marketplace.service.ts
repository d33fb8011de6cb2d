import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import { reportsPolicy } from '@rewind/shared/policies/reports';
import type {
  TFilmForSale,
  TListingDetail,
  TListingPage,
  TListingRemoval,
  TListingSummary,
  TSellersWithMyWants,
  ZCreateListingRequest,
  ZRemoveListingRequest,
  ZUpdateListingRequest,
} from '@rewind/shared/marketplace';
import { LIVE_EVENTS } from '@rewind/shared/live';
import { MSG } from '@rewind/shared/messages';
import { marketplacePolicy } from '@rewind/shared/policies/marketplace';
import { adminPolicy } from '@rewind/shared/policies/admin';
import { isOffered } from '@rewind/shared/policies/policy';
import type { TSellerRating } from '@rewind/shared/profiles';
import { formatPrice } from '@rewind/shared/currency';
import { sanitizePlain } from '@rewind/shared/sanitize';
import { filmWithYear } from '@rewind/shared/film-label';
import { listingPath } from '@rewind/shared/slug';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { pageAnswer } from '../../platform/paging';
import { announce } from '../../platform/live-bus';
import type { Actor } from '../../platform/actor';
import type { Period } from '../../platform/periods';
import { authorize } from '../../platform/authorize';
import { isUniqueViolation } from '../../platform/error-handler';
import { AppError, notFound } from '../../platform/errors';
import { type RecordEvents, withdrawListingEvents } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import type { ProfilesService } from '../profiles/profiles.service';
import {
  presentAdminListing,
  presentListing,
  presentListingDetail,
  presentSellerCard,
} from './marketplace.presenter';
import type { TAdminListingPage, ZAdminListingQuery } from '@rewind/shared/admin-marketplace';
import { listingDealings, NO_RATINGS, sellerStats } from '../orders/orders.views';
import { ORDER_STATUS_LABELS } from '@rewind/shared/order-states';
import { recordAdminAction } from '../admin/audit.service';
import { closeReports } from '../reports/reports.service';
import * as repo from './marketplace.repo';
import type { OfferEndings } from '../orders/offer-endings.service';

type CreateListing = z.output<typeof ZCreateListingRequest>;
type UpdateListing = z.output<typeof ZUpdateListingRequest>;
type RemoveListing = z.output<typeof ZRemoveListingRequest>;
type AdminListingQuery = z.output<typeof ZAdminListingQuery>;

/** How many other copies of the release a listing's page shows. */
const OTHER_COPIES = 12;
/** The sellers with the most of my wants that /wantlist shows, and how many of each one's listings. */
const TOP_SELLERS = 5;
const LISTINGS_PER_SELLER = 6;

type Deps = {
  db: Db;
  record: RecordEvents;
  profiles: Pick<ProfilesService, 'findProfile' | 'getPublicProfile' | 'shippingInWords'>;
  /** The site's currency (CURRENCY): every price is in it. */
  currency: string;
  /** The offers waiting on listings that end lapse with them (the orders module's rule). */
  offers: Pick<OfferEndings, 'lapseOffersOf'>;
};

/** What the caller is shown: everyone but admins is not shown suspended members' listings. */
const hidingFor = (actor: Actor | null): repo.Hiding => ({
  hideSuspended: !adminPolicy.seeSuspendedMembers(actor),
});

const plainNotes = (notes: string | null) => (notes === null ? null : sanitizePlain(notes).trim() || null);

export function createMarketplaceService({ db, record, profiles, currency, offers }: Deps) {
  async function ratingsOf(sellerIds: string[]): Promise<(sellerId: string) => TSellerRating> {
    const stats = await sellerStats(db, sellerIds, new Date());
    return (sellerId) => stats.get(sellerId) ?? NO_RATINGS;
  }

  async function present(rows: repo.ListingRow[]): Promise<TListingSummary[]> {
    const ratingOf = await ratingsOf(rows.map((row) => row.sellerId));
    return rows.map((row) => presentListing(row, currency, ratingOf(row.sellerId)));
  }

  /** Runs `work` on the listing locked; 404 when there is none. */
  async function withLockedListing<T>(
    id: string,
    work: (tx: Db, listing: NonNullable<Awaited<ReturnType<typeof repo.lockListing>>>) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const listing = await repo.lockListing(tx, id);
      if (!listing) throw notFound(MSG.listingNotFound);
      return work(tx, listing);
    });
  }

  const notActive = () => new AppError(409, 'listing_ended', MSG.listingNotActive);

  /**
   * An admin ends listings, with the reason kept and each seller told (as their preferences say); they leave
   * the marketplace and the feed at once.
   */
  async function endByAdmin(tx: Db, where: SQL, adminId: string, reason: string) {
    const ended = await endListings(tx, where, {
      reason: 'removed-by-admin',
      removedBy: adminId,
      removalReason: reason,
    });
    // One notice per listing: each names its own film and links to its page.
    for (const row of await repo.findListings(tx, ended)) {
      await notify(tx, [row.sellerId], {
        kind: 'listing-removed',
        text: MSG.listingRemovedNotice(`"${row.film.title}" (${row.release.format})`, reason),
        link: listingPath(row),
      });
    }
    return ended;
  }

  /**
   * Ends active listings: they leave the marketplace and the feed at once, their wanters' badges recount, and
   * the offers waiting on them lapse, their buyers told. Answers the ids that ended.
   */
  async function endListings(tx: Db, where: SQL, ending: repo.Ending): Promise<string[]> {
    const ended = await repo.endListings(tx, where, ending);
    const ids = ended.map((row) => row.id);
    await withdrawListingEvents(tx, ids);
    await announceRecount(tx, ids);
    await offers.lapseOffersOf(tx, ended);
    return ids;
  }

  /** Tells everyone who wants the listings' releases or films to recount their Wantlist badge, on commit. */
  async function announceRecount(tx: Db, listingIds: string[]) {
    const wanters = await repo.wantersOf(tx, listingIds);
    await announce(
      tx,
      wanters.map((userId) => ({ topic: 'user', userId, event: LIVE_EVENTS.wantlistMatches, data: {} })),
    );
  }

  /**
   * After a listing is made or changed: each member one of whose wants it now matches is told once (never
   * twice for one listing), as their preferences say; and every wanter's badge recounts.
   */
  async function tellWanters(tx: Db, listingId: string) {
    const matching = await repo.wantersMatching(tx, listingId);
    const firstTime = await repo.recordMatchNotices(tx, listingId, matching);
    if (firstTime.length > 0) {
      const row = await repo.findListing(tx, listingId);
      if (row) {
        const price = formatPrice(row.price, currency);
        await notify(tx, firstTime, {
          kind: 'wantlist-match',
          text: `A ${row.release.format} copy of "${row.film.title}", on your wantlist, is for sale for ${price}.`,
          link: listingPath(row),
        });
      }
    }
    await announceRecount(tx, [listingId]);
  }

  return {
    currency,

    /** A seller's rating: the average to one decimal and the count (0 and 0 before the first). */
    sellerRating: async (sellerId: string) => (await ratingsOf([sellerId]))(sellerId),

    /** /marketplace: active listings, filtered and sorted; "In my wantlist" needs a signed-in caller. */
    async browse(actor: Actor | null, query: repo.ListingQuery): Promise<TListingPage> {
      if (query.wanted) authorize(marketplacePolicy.filterByWants(actor));
      const { rows, total } = await repo.browseListings(db, query, actor?.userId ?? null, hidingFor(actor));
      return {
        ...pageAnswer(await present(rows), total, query),
        total: Math.min(total, repo.COUNT_CAP),
        totalIsCapped: total > repo.COUNT_CAP,
      };
    },

    /**
     * A listing's page, also once it ended (it then says so), with the seller's card and other copies; none
     * while its seller is suspended, but for admins.
     */
    async get(
      actor: Actor | null,
      id: string,
    ): Promise<{ listing: Omit<TListingDetail, 'images'>; otherCopies: TListingSummary[] }> {
      const hiding = hidingFor(actor);
      const row = await repo.findListing(db, id, hiding);
      if (!row) throw notFound(MSG.listingNotFound);
      const [profile, ratingOf, others] = await Promise.all([
        profiles.findProfile(row.sellerId),
        ratingsOf([row.sellerId]),
        repo.findOtherCopies(db, row.release.id, row.id, OTHER_COPIES, hiding),
      ]);
      if (!profile) throw notFound(MSG.listingNotFound);
      const abilities = {
        update: row.isActive && isOffered(marketplacePolicy.update(actor, row.sellerId)),
        remove: row.isActive && isOffered(marketplacePolicy.remove(actor, row.sellerId)),
        isSeller: actor?.userId === row.sellerId,
        report: row.isActive && reportsPolicy.offersReport(actor, row.sellerId),
      };
      const seller = presentSellerCard(profile, ratingOf(row.sellerId), profiles.shippingInWords(profile));
      return {
        listing: presentListingDetail(row, currency, seller, abilities),
        otherCopies: await present(others),
      };
    },

    /**
     * A seller's active listings, newest first (their profile shows them). They are on the marketplace for
     * everyone to see, so a private profile lists them too; none while the seller is suspended, but for admins.
     */
    async ofSeller(
      actor: Actor | null,
      username: string,
      query: { page: number; pageSize: number },
    ): Promise<TListingPage> {
      const { profile } = await profiles.getPublicProfile(actor, username);
      const { rows, total } = await repo.findSellerListings(db, profile.userId, query, hidingFor(actor));
      return { ...pageAnswer(await present(rows), total, query), totalIsCapped: false };
    },

    /**
     * Lists a copy from the caller's collection: one active listing per collection item, which the database
     * enforces too (two requests at once: the loser is told to refresh).
     */
    async create(actor: Actor | null, input: CreateListing): Promise<string> {
      authorize(marketplacePolicy.create(actor));
      const seller = actor!;
      try {
        return await db.transaction(async (tx) => {
          const item = await repo.lockOwnCollectionItem(tx, seller.userId, input.collectionItemId);
          if (!item) throw notFound(MSG.collectionItemNotFound);
          if (!item.releaseId && !item.titleId) {
            throw new AppError(422, 'item_without_data', MSG.collectionItemMissingData);
          }
          if (!item.releaseId) throw new AppError(422, 'release_required', MSG.listingNeedsRelease);
          if (await repo.findActiveListingOfItem(tx, item.id)) {
            throw new AppError(409, 'already_listed', MSG.itemAlreadyListedForSale);
          }
          if (await repo.isPromisedInTrade(tx, item.id)) {
            throw new AppError(409, 'copy_in_trade', MSG.copyPromisedInTrade);
          }
          const { id } = await repo.insertListing(tx, {
            sellerId: seller.userId,
            collectionItemId: item.id,
            releaseId: item.releaseId,
            masterMovieId: item.titleId,
            price: input.price,
            condition: input.mediaCondition,
            packagingCondition: input.packagingCondition,
            sealed: input.sealed,
            sellerNotes: plainNotes(input.sellerNotes),
            offerFloor: input.offerFloor,
          });
          await record(tx, {
            kind: 'listing-added',
            userId: seller.userId,
            film: { id: item.titleId, title: item.filmTitle },
            releaseId: item.releaseId,
            listingId: id,
          });
          await tellWanters(tx, id);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, 'already_listed', MSG.itemAlreadyListedRefresh);
        throw error;
      }
    },

    /** The seller changes the price, grades, sealed flag or notes of a listing still for sale. */
    async update(actor: Actor | null, id: string, input: UpdateListing): Promise<void> {
      await withLockedListing(id, async (tx, listing) => {
        authorize(marketplacePolicy.update(actor, listing.sellerId));
        if (!listing.isActive) throw notActive();
        const floor = input.offerFloor === undefined ? listing.offerFloor : input.offerFloor;
        if (floor !== null && Number(floor) >= Number(input.price ?? listing.price)) {
          throw new AppError(400, 'validation', MSG.offerFloorTooHigh, { offerFloor: MSG.offerFloorTooHigh });
        }
        await repo.updateListing(tx, id, {
          price: input.price,
          offerFloor: input.offerFloor,
          condition: input.mediaCondition,
          packagingCondition: input.packagingCondition,
          sealed: input.sealed,
          sellerNotes: input.sellerNotes === undefined ? undefined : plainNotes(input.sellerNotes),
        });
        // A lower price or a better grade may now pass someone's rules; a higher one may no longer.
        await tellWanters(tx, id);
      });
    },

    /**
     * Ends a listing: its seller's removal, or an admin's (with a reason that is kept). The row stays, so its
     * page says it was removed; it leaves the marketplace and the feed at once. Answers the product's text.
     */
    async remove(actor: Actor | null, id: string, input: RemoveListing): Promise<string> {
      return withLockedListing(id, async (tx, listing) => {
        authorize(marketplacePolicy.remove(actor, listing.sellerId));
        // A copy an order holds stays listed until the order ends, whoever asks to remove it.
        if (listing.endReason === 'reserved')
          throw new AppError(409, 'listing_in_order', MSG.listingInOpenOrder);
        if (!listing.isActive) throw notActive();
        const bySeller = actor!.userId === listing.sellerId;
        if (!bySeller && !input.reason) {
          throw new AppError(400, 'validation', MSG.removalReasonRequired, {
            reason: MSG.removalReasonRequired,
          });
        }
        if (!bySeller) {
          await endByAdmin(tx, repo.listingIs(id), actor!.userId, input.reason!);
          await recordAdminAction(tx, actor!, {
            action: 'listing.remove',
            targetType: 'listing',
            targetId: id,
            reason: input.reason!,
          });
          await closeReports(
            tx,
            { targetType: 'listing', targetId: id },
            {
              by: actor!.userId,
              at: new Date(),
              state: 'resolved',
              outcomes: ['removed'],
              note: input.reason!,
            },
          );
          return MSG.listingRemovedByAdmin;
        }
        await endListings(tx, repo.listingIs(id), { reason: 'removed' });
        return MSG.listingRemoved;
      });
    },

    /** What removing a listing takes with it, for its dialog (its seller or an admin). */
    async removalFacts(actor: Actor | null, id: string): Promise<TListingRemoval> {
      const listing = await repo.findListing(db, id);
      if (!listing) throw notFound(MSG.listingNotFound);
      authorize(marketplacePolicy.remove(actor, listing.sellerId));
      const { pendingOffers, openOrder } = await listingDealings(db, id);
      return {
        pendingOffers,
        openOrder: openOrder && { id: openOrder.id, status: ORDER_STATUS_LABELS[openOrder.status] },
      };
    },

    /** The admin portal's listings of every state, by film words or seller, active first. */
    async listingsForAdmin(actor: Actor | null, query: AdminListingQuery): Promise<TAdminListingPage> {
      authorize(marketplacePolicy.reviewListings(actor));
      const { rows, hasMore } = await repo.findListingsForAdmin(db, query);
      return { items: rows.map((row) => presentAdminListing(row, currency)), page: query.page, hasMore };
    },

    /** Of these collection items, those an open order holds (a trade cannot promise them meanwhile). */
    reservedItems: (tx: Db, collectionItemIds: string[]) => repo.findReservedItems(tx, collectionItemIds),

    /** A copy someone is buying stays on its seller's shelf until the order ends (409 otherwise). */
    async assertNotInOrder(tx: Db, sellerId: string, collectionItemIds: string[]): Promise<void> {
      if (await repo.isAnyReserved(tx, sellerId, collectionItemIds)) {
        throw new AppError(409, 'copy_in_order', MSG.copyInOpenOrder);
      }
    },

    /**
     * Ends the active listings of collection items that are about to be removed, in the remover's
     * transaction (the listing goes first). Called by the collection module.
     */
    async endListingsOfItems(tx: Db, collectionItemIds: string[]): Promise<void> {
      if (collectionItemIds.length === 0) return;
      await endListings(tx, repo.listingsOfItems(collectionItemIds), { reason: 'removed' });
    },

    /**
     * Ends the active listings of a film or release about to be deleted (commands/delete-from-catalogue), in its
     * transaction: an admin's removal, which the sellers are told of.
     */
    async endListingsOf(tx: Db, admin: Actor, kind: TCatalogueItemKind, id: string): Promise<void> {
      const [where, reason] =
        kind === 'title'
          ? [repo.listingsOfFilm(id), MSG.filmDeletedReason]
          : [repo.listingsOfRelease(id), MSG.releaseDeletedReason];
      await endByAdmin(tx, where, admin.userId, reason);
    },

    /** How many copies are for sale of each film or release (the admin portal's catalogue, a delete's dialog). */
    activeListings: (kind: TCatalogueItemKind, ids: string[]) => repo.countActiveListings(db, kind, ids),

    /** A merged film's listings move to the film that stays, in the merge's transaction; answers the active. */
    moveListingsOfFilm: (tx: Db, fromId: string, toId: string) => repo.moveListingsOfFilm(tx, fromId, toId),

    /** The sellers whose listings match the most of my wants, each with those listings, cheapest first. */
    async sellersWithMyWants(actor: Actor): Promise<TSellersWithMyWants> {
      const top = await repo.sellersWithMostWants(db, actor.userId, TOP_SELLERS, hidingFor(actor));
      const rows = await repo.findListings(
        db,
        top.flatMap((seller) => seller.listing_ids),
      );
      const summaries = await present(rows);
      const byId = new Map(summaries.map((summary) => [summary.id, summary]));
      return {
        sellers: top.map((seller) => {
          const shown = seller.listing_ids
            .map((id) => byId.get(id))
            .filter((summary): summary is TListingSummary => summary !== undefined)
            .sort((a, b) => Number(a.price) - Number(b.price))
            .slice(0, LISTINGS_PER_SELLER);
          return {
            seller: shown[0]!.seller,
            wants: Number(seller.wants),
            listings: shown,
          };
        }),
      };
    },

    /** The Wantlist badge: how many of my wants have an active listing that passes their rules. */
    wantlistMatchCount: (actor: Actor) => repo.countMatchedWants(db, actor.userId, hidingFor(actor)),

    /** For each of my wants, the listings that match it: how many, and the cheapest (by want id). */
    async matchesOfWants(actor: Actor, wantIds: string[]) {
      const rows = await repo.matchesOfWants(db, wantIds, hidingFor(actor));
      return new Map(
        rows.map((row) => [
          row.want_id,
          { count: Number(row.count), lowestPrice: row.lowest_price, currency, listingId: row.listing_id },
        ]),
      );
    },

    /** A film's copies for sale now, by release: how many, from what price, and the cheapest. */
    async forSaleOfFilm(actor: Actor | null, titleId: string): Promise<TFilmForSale> {
      const rows = await repo.forSaleByRelease(db, titleId, hidingFor(actor));
      return {
        currency,
        releases: rows.map((row) => ({
          releaseId: row.release_id,
          count: Number(row.count),
          lowestPrice: row.lowest_price,
          listingId: row.listing_id,
        })),
      };
    },

    /** Listings as lists show them, by id (orders show their copy this way). */
    async summariesOf(ids: string[]): Promise<Map<string, TListingSummary>> {
      const summaries = await present(await repo.findListings(db, ids));
      return new Map(summaries.map((summary) => [summary.id, summary]));
    },

    /** Listings for sale now and at the period's start (the admin dashboard). */
    dashboardCounts: (period: Period) => repo.listingCounts(db, period),

    /** A listing as a report keeps it: its seller, what it sells, the seller's notes; null once ended. */
    async reportFacts(id: string) {
      const row = await repo.findListing(db, id);
      if (!row?.isActive) return null;
      return {
        targetId: row.id,
        subjectId: row.sellerId,
        label: `${filmWithYear(row.film)} · ${row.release.format} · ${row.sellerName}`,
        excerpt: row.sellerNotes || null,
        path: listingPath(row),
      };
    },

    /** A listing's release and whether it is still for sale, read in the caller's transaction (an offer's notices). */
    async factsOf(tx: Db, id: string) {
      const row = await repo.findListing(tx, id);
      return { releaseId: row?.release.id ?? null, isForSale: row?.isActive ?? false };
    },

    /** The listing locked in the caller's transaction (an order's step, a change of its photos): its seller, price and state. */
    lockListing: (tx: Db, id: string) => repo.lockListing(tx, id),
    /** As lockListing, for a buyer: none while its seller is suspended, but for admins. */
    lockForBuyer: (tx: Db, actor: Actor | null, id: string) => repo.lockListing(tx, id, hidingFor(actor)),

    /**
     * An order takes the listing (reserved: off the marketplace and the wanters' badges), gives it back (for
     * sale again: wanters whose rules it passes hear of it if they never did), or ends it (sold, or removed as
     * the item was unavailable).
     */
    async followOrder(tx: Db, id: string, state: 'reserved' | 'for-sale' | 'sold' | 'removed') {
      await repo.setListingState(tx, id, state);
      if (state === 'for-sale') await tellWanters(tx, id);
      else await announceRecount(tx, [id]);
      if (state === 'sold' || state === 'removed') await withdrawListingEvents(tx, [id]);
    },

    /** A listing as its photos need it (the images module's ListingGalleries). */
    async findListedCopy(id: string) {
      const row = await repo.findListing(db, id);
      return (
        row && {
          sellerId: row.sellerId,
          isActive: row.isActive,
          filmTitle: row.film.title,
          year: row.release.releaseYear ?? row.film.year,
        }
      );
    },

    /** The active listing of each of these collection items (the collection marks them 'For sale'). */
    activeListingsOfItems: (collectionItemIds: string[]) =>
      repo.findActiveListingsOfItems(db, collectionItemIds),
  };
}

export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
