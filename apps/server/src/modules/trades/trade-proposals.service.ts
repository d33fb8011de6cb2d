import { isAutoUsername } from '@rewind/shared/auth';
import { LIVE_EVENTS } from '@rewind/shared/live';
import { MSG } from '@rewind/shared/messages';
import type { TOrderMessagePage } from '@rewind/shared/orders';
import { tradesPolicy } from '@rewind/shared/policies/trades';
import type { TTraderRating } from '@rewind/shared/profiles';
import { sanitizePlain } from '@rewind/shared/sanitize';
import { formatDay } from '@rewind/shared/time';
import type {
  TTradeProposalDetail,
  TTradeProposalPage,
  TTradeRatingPage,
  ZTradeProposalListQuery,
  ZTradeProposalRequest,
  ZTradeRatingRequest,
  ZTradeStepRequest,
} from '@rewind/shared/trade-proposals';
import {
  isProposalExpired,
  PROPOSAL_EXPIRES_DAYS,
  TRADE_RATING_DAYS,
  TRADE_STATUS_LABELS,
  TRADE_STEP_LABELS_DONE,
  tradeSideOf,
  tradeStepsOpenTo,
  type TTradeStep,
} from '@rewind/shared/trade-states';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { threadPage } from '../../platform/threads';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { isUniqueViolation } from '../../platform/error-handler';
import { AppError, notFound } from '../../platform/errors';
import { announce } from '../../platform/live-bus';
import type { CollectionService, TradedCopy } from '../collection/collection.service';
import type { MarketplaceService } from '../marketplace/marketplace.service';
import { excerptForNotice, notify } from '../notifications/notifications.service';
import { auditedTimes } from '../admin/audit.service';
import { authorizePrivateRead, type PrivateExchange } from '../reports/reports.service';
import type { ProfilesService } from '../profiles/profiles.service';
import type { Dealing } from '../admin/admin-users.service';
import {
  presentProposal,
  presentProposalDetail,
  presentRating,
  presentRatings,
  sideName,
} from './trade-proposals.presenter';
import * as repo from './trade-proposals.repo';
import { findActiveTrade } from './trades.repo';
import { pageAndMore, rowsOfPageAndOneMore, uncountedPage } from '../../platform/paging';

type ProposalInput = z.output<typeof ZTradeProposalRequest>;
type StepInput = z.output<typeof ZTradeStepRequest>;
type RatingInput = z.output<typeof ZTradeRatingRequest>;
type ListQuery = z.output<typeof ZTradeProposalListQuery>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Proposals the timers expire in one run at most; the next run takes the rest. */
const TIMER_BATCH = 100;

type Deps = {
  db: Db;
  collection: Pick<CollectionService, 'lockCopies' | 'handOver'>;
  /** An accepted trade's copies leave the marketplace; one an order holds cannot be promised. */
  listings: Pick<MarketplaceService, 'reservedItems' | 'endListingsOfItems'>;
  profiles: Pick<ProfilesService, 'findProfile' | 'getPublicProfile'>;
  /** The clock the steps and the rating days read (tests move it). */
  now?: () => Date;
};

export const tradePath = (id: string) => `/trades/${id}`;

const tradeName = (row: { displayId: number }) => `Trade #${row.displayId}`;

type ProposalRow = NonNullable<Awaited<ReturnType<typeof repo.findProposal>>>;

/** A trade proposal as a private exchange: a report about it or one of its members opens it to an admin. */
const asExchange = (row: ProposalRow): PrivateExchange => ({
  target: { targetType: 'trade-proposal', targetId: row.id },
  label: tradeName(row),
  sides: [row.proposerId, row.recipientId],
  related: [
    { targetType: 'user', targetId: row.proposerId },
    { targetType: 'user', targetId: row.recipientId },
  ],
});

/** Tells both sides' open pages that the trade moved on or has a new message (LIVE_EVENTS.trade). */
const announceTrade = (tx: Db, trade: { id: string; proposerId: string; recipientId: string }) =>
  announce(
    tx,
    [trade.proposerId, trade.recipientId].map((userId) => ({
      topic: 'user' as const,
      userId,
      event: LIVE_EVENTS.trade,
      data: { tradeId: trade.id },
    })),
  );

const otherSide = (trade: { proposerId: string; recipientId: string }, userId: string) =>
  userId === trade.proposerId ? trade.recipientId : trade.proposerId;

export function createTradeProposalsService({
  db,
  collection,
  listings,
  profiles,
  now = () => new Date(),
}: Deps) {
  const stepNotOpen = () => new AppError(409, 'trade_step_not_open', MSG.tradeStepNotOpen);
  /** Trades completed before this have their rating days behind them: every rating of them shows. */
  const ratingDaysStart = () => new Date(now().getTime() - TRADE_RATING_DAYS * DAY_MS);

  async function proposal(id: string) {
    const row = await repo.findProposal(db, id);
    if (!row) throw notFound(MSG.tradeProposalNotFound);
    return row;
  }

  /**
   * Checks and locks the copies of a new proposal: mine to give, theirs to take (their spares, or in a counter
   * the copies of the proposal countered); answers the other member's id.
   */
  async function checkCopies(tx: Db, actor: Actor, input: ProposalInput, countered: string[]) {
    const rows = await collection.lockCopies(tx, [...input.give, ...input.take]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const given = input.give.map((id) => byId.get(id));
    if (given.some((row) => row?.userId !== actor.userId))
      throw new AppError(422, 'validation', MSG.tradeCopyNotYours, { give: MSG.tradeCopyNotYours });
    const taken = input.take.map((id) => byId.get(id));
    const recipientId = taken[0]?.userId;
    if (recipientId === actor.userId)
      throw new AppError(422, 'validation', MSG.tradeWithYourself, { take: MSG.tradeWithYourself });
    const isOffered = (row: (typeof rows)[number] | undefined) =>
      row !== undefined && row.userId === recipientId && (row.forTrade || countered.includes(row.id));
    if (!recipientId || !taken.every(isOffered))
      throw new AppError(422, 'validation', MSG.tradeCopyNotTheirs, { take: MSG.tradeCopyNotTheirs });
    const copies = [...given, ...taken].map((row) => ({
      ownerId: row!.userId,
      itemId: row!.id,
      titleId: row!.titleId,
      releaseId: row!.releaseId,
    }));
    return { recipientId, copies };
  }

  /** The caller's name, once the rules allow them to propose (a chosen username; read outside transactions). */
  async function proposerName(actor: Actor | null): Promise<string> {
    const profile = actor ? await profiles.findProfile(actor.userId) : undefined;
    authorize(
      tradesPolicy.propose(actor, profile ? { profileComplete: !isAutoUsername(profile.username) } : null),
    );
    return profile!.username;
  }

  /** Writes a new proposal (or a counter) with its first event, message and notice. */
  async function insertProposal(
    tx: Db,
    actor: Actor,
    name: string,
    input: ProposalInput,
    countersId: string | null,
  ) {
    const countered = countersId ? await repo.findCopyItems(tx, countersId) : [];
    const { recipientId, copies } = await checkCopies(
      tx,
      actor,
      input,
      countered.flatMap((copy) => (copy.itemId ? [copy.itemId] : [])),
    );
    if (input.tradeRequestId && !(await findActiveTrade(tx, input.tradeRequestId)))
      throw notFound(MSG.tradeRequestNotFound);
    const at = now();
    const trade = { proposerId: actor.userId, recipientId };
    const id = await repo.insertProposal(
      tx,
      { ...trade, tradeListingId: input.tradeRequestId ?? null, countersId },
      copies,
      at,
    );
    await repo.insertEvent(tx, { proposalId: id, actorId: actor.userId, step: 'propose', note: null }, at);
    // Kept as written: pages and mails show it as text.
    if (input.message)
      await repo.insertMessage(tx, { proposalId: id, authorId: actor.userId, body: input.message }, at);
    await notify(tx, [recipientId], {
      kind: 'trade-update',
      text: MSG.tradeProposedNotice(name),
      link: tradePath(id),
    });
    await announceTrade(tx, { id, ...trade });
    return id;
  }

  /**
   * Before an accepted trade: every copy still on its owner's shelf, promised in no other accepted trade and
   * held by no open order. Answers the copies' collection items.
   */
  async function assertCopiesAvailable(tx: Db, trade: repo.LockedProposal): Promise<string[]> {
    const copies = await repo.findCopyItems(tx, trade.id);
    const ids = copies.flatMap((copy) => (copy.itemId ? [copy.itemId] : []));
    const held = await collection.lockCopies(tx, ids);
    const taken = new Set([
      ...(await repo.findPromisedCopies(tx, ids, trade.id)),
      ...(await listings.reservedItems(tx, ids)),
    ]);
    const missing = copies.find(
      (copy) =>
        !copy.itemId ||
        taken.has(copy.itemId) ||
        !held.some((row) => row.id === copy.itemId && row.userId === copy.ownerId),
    );
    if (missing) {
      const titles = await repo.findCopies(tx, [trade.id]);
      const title = titles.find((copy) => copy.itemId === missing.itemId)?.item.film.title ?? '';
      throw new AppError(409, 'trade_copy_unavailable', MSG.tradeCopyUnavailable(title));
    }
    return ids;
  }

  /** The copies change hands: each to the other side, with a note of whom it came from. */
  async function handOver(tx: Db, trade: repo.LockedProposal, at: Date) {
    const row = (await repo.findProposal(tx, trade.id))!;
    const copies = await repo.findCopies(tx, [trade.id]);
    const traded: TradedCopy[] = copies.flatMap((copy) => {
      // Neither can be gone: an accepted trade's film cannot be deleted.
      if (!copy.itemId || !copy.film) return [];
      const toUserId = otherSide(trade, copy.ownerId);
      return [
        {
          itemId: copy.itemId,
          fromUserId: copy.ownerId,
          toUserId,
          titleId: copy.film.id,
          title: copy.film.title,
          releaseId: copy.release?.id ?? null,
          note: `Traded with ${sideName(row, copy.ownerId)} on ${formatDay(at)}.`,
        },
      ];
    });
    await collection.handOver(tx, traded, at);
  }

  /** What a step changes; the second receipt completes the trade. */
  function changesOf(step: TTradeStep, trade: repo.LockedProposal, side: 'proposer' | 'recipient', at: Date) {
    const other = side === 'proposer' ? 'recipient' : 'proposer';
    switch (step) {
      case 'accept':
        return { status: 'accepted' as const };
      case 'decline':
        return { status: 'declined' as const };
      case 'cancel':
        return { status: 'cancelled' as const };
      case 'ship':
        return { [`${side}ShippedAt`]: at };
      case 'receive':
        return trade[`${other}ReceivedAt`]
          ? { [`${side}ReceivedAt`]: at, status: 'completed' as const, completedAt: at }
          : { [`${side}ReceivedAt`]: at };
      default:
        throw stepNotOpen();
    }
  }

  /** Locks a proposal for a step of `actor`'s: a member of it, and the step open to them now. */
  async function lockForStep(tx: Db, actor: Actor | null, id: string, step: TTradeStep) {
    const trade = await repo.lockProposal(tx, id);
    if (!trade) throw notFound(MSG.tradeProposalNotFound);
    authorize(tradesPolicy.actOnProposal(actor, trade));
    // Past its days a proposal is expired, whether or not the timers got to it yet.
    if (trade.status === 'proposed' && isProposalExpired(trade.createdAt, now())) {
      throw new AppError(409, 'trade_expired', MSG.tradeProposalExpired(PROPOSAL_EXPIRES_DAYS));
    }
    if (!tradeStepsOpenTo(actor!.userId, trade).includes(step)) throw stepNotOpen();
    return trade;
  }

  /** The event of a step, and a notice to the other side. */
  async function recordStep(
    tx: Db,
    actor: Actor,
    trade: repo.LockedProposal,
    step: TTradeStep,
    note: string | null,
  ) {
    const at = now();
    await repo.insertEvent(tx, { proposalId: trade.id, actorId: actor.userId, step, note }, at);
    const row = (await repo.findProposal(tx, trade.id))!;
    const what = TRADE_STEP_LABELS_DONE[step].toLowerCase();
    await notify(tx, [otherSide(trade, actor.userId)], {
      kind: 'trade-update',
      text: `${MSG.tradeUpdateNotice(sideName(row, actor.userId) ?? '', what)}${note ? ` “${note}”` : ''}`,
      link: tradePath(trade.id),
    });
    await announceTrade(tx, trade);
  }

  /** An accepted trade that answered a request goes on; its other side hears the request is gone. */
  async function tellRequestEnded(tx: Db, actor: Actor, trade: repo.LockedProposal) {
    const row = (await repo.findProposal(tx, trade.id))!;
    await notify(tx, [otherSide(trade, actor.userId)], {
      kind: 'trade-update',
      text: MSG.tradeRequestEndedTradeGoesOn(sideName(row, actor.userId) ?? ''),
      link: tradePath(trade.id),
    });
  }

  return {
    /** How many proposals under way answer a trade request, waiting and accepted (its end's dialog). */
    answersTo: (tradeListingId: string) => repo.countAnswersTo(db, tradeListingId),

    /**
     * A trade request ends, in its transaction: the proposals answering it that wait for an answer end with it,
     * declined by its trader (or cancelled, a counter of theirs), their other sides told why; accepted trades
     * go on, and their other sides hear of it.
     */
    async endAnswersTo(tx: Db, actor: Actor, tradeListingId: string): Promise<void> {
      for (const trade of await repo.lockAnswersTo(tx, tradeListingId)) {
        const side = tradeSideOf(actor.userId, trade);
        if (!side) continue;
        if (trade.status === 'accepted') {
          await tellRequestEnded(tx, actor, trade);
          continue;
        }
        if (isProposalExpired(trade.createdAt, now())) continue;
        const step = tradeStepsOpenTo(actor.userId, trade).includes('decline') ? 'decline' : 'cancel';
        const at = now();
        await repo.updateProposal(tx, trade.id, changesOf(step, trade, side, at), at);
        await recordStep(tx, actor, trade, step, MSG.tradeRequestEndedNote);
      }
    },

    /** A member's accepted trades, each with its other side (a suspension lists and tells them). */
    async acceptedTradesOf(tx: Db, userId: string): Promise<Dealing[]> {
      const rows = await repo.findAcceptedOf(tx, userId);
      return rows.map((row) => {
        const other = row.proposerId === userId ? row.recipient : row.proposer;
        return {
          kind: 'trade' as const,
          id: row.id,
          link: tradePath(row.id),
          otherId: other.userId,
          with: other.username,
          what: `Trade #${row.displayId}`,
          status: TRADE_STATUS_LABELS[row.status],
        };
      });
    },

    /** Proposes my copies for theirs; the other member hears of it. */
    async propose(actor: Actor | null, input: ProposalInput): Promise<string> {
      const name = await proposerName(actor);
      return db.transaction((tx) => insertProposal(tx, actor!, name, input, null));
    },

    /** Answers a proposal with another (the sides swapped): the first one is countered. */
    async counter(actor: Actor | null, id: string, input: ProposalInput): Promise<string> {
      const name = await proposerName(actor);
      return db.transaction(async (tx) => {
        const trade = await lockForStep(tx, actor, id, 'counter');
        const counterId = await insertProposal(tx, actor!, name, input, id);
        const counter = (await repo.lockProposal(tx, counterId))!;
        if (counter.recipientId !== trade.proposerId)
          throw new AppError(422, 'validation', MSG.tradeCopyNotTheirs, { take: MSG.tradeCopyNotTheirs });
        await repo.updateProposal(tx, id, { status: 'countered' }, now());
        await repo.insertEvent(
          tx,
          { proposalId: id, actorId: actor!.userId, step: 'counter', note: null },
          now(),
        );
        return counterId;
      });
    },

    /**
     * The trade timers (run by the scheduler, once across instances): proposals left unanswered for
     * PROPOSAL_EXPIRES_DAYS expire, and their proposers are told. Answers how many expired.
     */
    runTimers: (): Promise<number> =>
      db.transaction(async (tx) => {
        const at = now();
        const due = await repo.lockExpiredProposals(
          tx,
          new Date(at.getTime() - PROPOSAL_EXPIRES_DAYS * DAY_MS),
          TIMER_BATCH,
        );
        for (const trade of due) {
          await repo.updateProposal(tx, trade.id, { status: 'expired' }, at);
          const row = (await repo.findProposal(tx, trade.id))!;
          await notify(tx, [trade.proposerId], {
            kind: 'trade-update',
            text: MSG.tradeExpiredNotice(sideName(row, trade.recipientId) ?? '', PROPOSAL_EXPIRES_DAYS),
            link: tradePath(trade.id),
          });
          await announceTrade(tx, trade);
        }
        return due.length;
      }),

    /** Takes a step (as tradeStepsOpenTo says): accept, decline, cancel, ship, receive. */
    step: (actor: Actor | null, id: string, input: StepInput): Promise<void> =>
      db.transaction(async (tx) => {
        const trade = await lockForStep(tx, actor, id, input.step);
        const at = now();
        // Accepted, the copies are promised: their listings end, so no one buys them meanwhile.
        if (input.step === 'accept')
          await listings.endListingsOfItems(tx, await assertCopiesAvailable(tx, trade));
        const changes = changesOf(input.step, trade, tradeSideOf(actor!.userId, trade)!, at);
        await repo.updateProposal(tx, id, changes, at);
        if (changes.status === 'completed') await handOver(tx, trade, at);
        await recordStep(tx, actor!, trade, input.step, input.note ? sanitizePlain(input.note) : null);
      }),

    /** A proposal as one of its members reports it: about the other side, only by them. */
    async reportFacts(id: string) {
      const row = await repo.findProposal(db, id);
      if (!row) return null;
      return {
        targetId: row.id,
        subjectId: null,
        parties: [row.proposerId, row.recipientId] as const,
        label: `${tradeName(row)}: ${row.proposer.username} and ${row.recipient.username}`,
        excerpt: null,
        path: tradePath(row.id),
      };
    },

    /**
     * A proposal with its copies, timeline, the steps open to me, the ratings as far as they show, and whether
     * admins read it under a report (an admin's own read, allowed only then, is audited).
     */
    async detail(actor: Actor | null, id: string): Promise<TTradeProposalDetail> {
      const row = await proposal(id);
      await authorizePrivateRead(db, actor, asExchange(row), 'detail', (isReported) =>
        tradesPolicy.viewProposal(actor, row, isReported),
      );
      const [copies, events, counteredById, ratings, adminReads] = await Promise.all([
        repo.findCopies(db, [id]),
        repo.findEvents(db, id),
        repo.findCounter(db, id),
        repo.findRatings(db, id),
        auditedTimes(db, { targetType: 'trade-proposal', targetId: id }, 'trade-proposal.read'),
      ]);
      const closesAt = row.completedAt
        ? new Date(row.completedAt.getTime() + TRADE_RATING_DAYS * DAY_MS)
        : null;
      return presentProposalDetail(row, actor!.userId, {
        copies,
        events,
        counteredById,
        adminReads,
        ratings: presentRatings(row, actor!.userId, ratings, {
          closesAt,
          isClosed: closesAt !== null && closesAt <= now(),
        }),
      });
    },

    /** My proposals, received, sent or both, newest first, 20 a page. */
    async list(actor: Actor | null, query: ListQuery): Promise<TTradeProposalPage> {
      authorize(tradesPolicy.create(actor));
      const rows = await repo.findProposalsOf(db, actor!.userId, {
        role: query.role,
        open: query.open,
        ...rowsOfPageAndOneMore(query),
      });
      const copies = await repo.findCopies(
        db,
        pageAndMore(rows, query).rows.map((row) => row.id),
      );
      return uncountedPage(rows, query, (row) => presentProposal(row, copies));
    },

    /** The thread, newest first, a page at a time (as an order's). */
    async messages(actor: Actor | null, id: string, before?: string): Promise<TOrderMessagePage> {
      const row = await proposal(id);
      await authorizePrivateRead(db, actor, asExchange(row), 'messages', (isReported) =>
        tradesPolicy.viewProposal(actor, row, isReported),
      );
      return threadPage(db, repo.tradeThread, id, before, (authorId) => sideName(row, authorId));
    },

    /** A message in the thread (plain text); the other side is notified and both pages hear of it. */
    postMessage: (actor: Actor | null, id: string, body: string): Promise<void> =>
      db.transaction(async (tx) => {
        const row = await repo.findProposal(tx, id);
        if (!row) throw notFound(MSG.tradeProposalNotFound);
        authorize(tradesPolicy.actOnProposal(actor, row));
        const text = body.trim();
        await repo.insertMessage(tx, { proposalId: id, authorId: actor!.userId, body: text }, now());
        await notify(tx, [otherSide(row, actor!.userId)], {
          kind: 'trade-message',
          text: `${sideName(row, actor!.userId)} about your trade: “${excerptForNotice(text)}”`,
          link: tradePath(id),
        });
        await announceTrade(tx, row);
      }),

    /** Rates the other member of a completed trade: once, within the rating days. */
    rate: (actor: Actor | null, id: string, input: RatingInput): Promise<void> =>
      db.transaction(async (tx) => {
        const trade = await repo.lockProposal(tx, id);
        if (!trade) throw notFound(MSG.tradeProposalNotFound);
        authorize(tradesPolicy.actOnProposal(actor, trade));
        const isOpen =
          trade.status === 'completed' &&
          now().getTime() - trade.completedAt!.getTime() < TRADE_RATING_DAYS * DAY_MS;
        const refused = new AppError(409, 'trade_rating_not_open', MSG.tradeRatingNotOpen(TRADE_RATING_DAYS));
        if (!isOpen) throw refused;
        const rateeId = otherSide(trade, actor!.userId);
        try {
          await repo.insertRating(
            tx,
            {
              proposalId: id,
              raterId: actor!.userId,
              rateeId,
              rating: input.rating,
              reviewText: input.review === null ? null : sanitizePlain(input.review).trim() || null,
            },
            now(),
          );
        } catch (error) {
          throw isUniqueViolation(error) ? refused : error;
        }
        const row = (await repo.findProposal(tx, id))!;
        await notify(tx, [rateeId], {
          kind: 'trade-update',
          text: MSG.tradeRatedNotice(sideName(row, actor!.userId) ?? ''),
          link: tradePath(id),
        });
        await announceTrade(tx, trade);
      }),

    /** A member's trade ratings that show, newest first (their profile's list). */
    async ratingsOf(
      actor: Actor | null,
      username: string,
      { page, pageSize }: { page: number; pageSize: number },
    ): Promise<TTradeRatingPage> {
      const { userId } = (await profiles.getPublicProfile(actor, username)).profile;
      const at = { page, pageSize };
      const rows = await repo.findRatingsOf(db, userId, ratingDaysStart(), rowsOfPageAndOneMore(at));
      return uncountedPage(rows, at, (row) => ({ ...presentRating(row), tradeId: row.proposalId }));
    },

    /** A member's trade rating and completed trades, beside their seller rating on the profile. */
    traderRating: (userId: string): Promise<TTraderRating> =>
      repo.traderRatingOf(db, userId, ratingDaysStart()).then((rating) => ({
        ...rating,
        average: Math.round(rating.average * 10) / 10,
      })),
  };
}

export type TradeProposalsService = ReturnType<typeof createTradeProposalsService>;
