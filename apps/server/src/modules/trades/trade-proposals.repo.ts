import { and, avg, count, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { OPEN_TRADE_STATUSES, type TTradeStatus } from '@rewind/shared/trade-states';
import type { Db } from '../../db/client';
import {
  tradeEvents,
  tradeMessages,
  tradeProposalItems,
  tradeProposals,
  tradeRatings,
} from '../../db/schema/trades';
import {
  catalogFilms,
  catalogReleases,
  filmFields,
  itemSnapshots,
  releaseFields,
} from '../catalog/catalog.views';
import { memberCards } from '../profiles/profiles.views';

const proposers = memberCards('proposer_card');
const recipients = memberCards('recipient_card');

/** A copy put into a proposal, as its owner holds it now. */
export type NewCopy = { ownerId: string; itemId: string; titleId: string; releaseId: string | null };

export async function insertProposal(
  tx: Db,
  proposal: {
    proposerId: string;
    recipientId: string;
    tradeListingId: string | null;
    countersId: string | null;
  },
  copies: NewCopy[],
  at: Date,
): Promise<string> {
  const [row] = await tx
    .insert(tradeProposals)
    .values({ ...proposal, createdAt: at, statusChangedAt: at })
    .returning({ id: tradeProposals.id });
  const items = await itemSnapshots(tx, copies);
  await tx.insert(tradeProposalItems).values(
    copies.map((copy, index) => ({
      proposalId: row!.id,
      ownerId: copy.ownerId,
      collectionItemId: copy.itemId,
      masterItemId: copy.titleId,
      releaseId: copy.releaseId,
      item: items[index]!,
    })),
  );
  return row!.id;
}

/** What the steps read of a proposal, locked for its change. */
const lockedColumns = {
  id: tradeProposals.id,
  proposerId: tradeProposals.proposerId,
  recipientId: tradeProposals.recipientId,
  status: tradeProposals.status,
  proposerShippedAt: tradeProposals.proposerShippedAt,
  recipientShippedAt: tradeProposals.recipientShippedAt,
  proposerReceivedAt: tradeProposals.proposerReceivedAt,
  recipientReceivedAt: tradeProposals.recipientReceivedAt,
  completedAt: tradeProposals.completedAt,
  createdAt: tradeProposals.createdAt,
};

export async function lockProposal(tx: Db, id: string) {
  const [row] = await tx
    .select(lockedColumns)
    .from(tradeProposals)
    .where(eq(tradeProposals.id, id))
    .for('update')
    .limit(1);
  return row;
}

const answersTo = (tradeListingId: string) =>
  and(
    eq(tradeProposals.tradeListingId, tradeListingId),
    inArray(tradeProposals.status, [...OPEN_TRADE_STATUSES]),
  );

/** The proposals under way that answer a trade request, locked for its end. */
export function lockAnswersTo(tx: Db, tradeListingId: string) {
  return tx.select(lockedColumns).from(tradeProposals).where(answersTo(tradeListingId)).for('update');
}

/** How many proposals under way answer a trade request: waiting for an answer, and accepted. */
export async function countAnswersTo(db: Db, tradeListingId: string) {
  const [row] = await db
    .select({
      waiting: count(sql`case when ${tradeProposals.status} = 'proposed' then 1 end`),
      accepted: count(sql`case when ${tradeProposals.status} = 'accepted' then 1 end`),
    })
    .from(tradeProposals)
    .where(answersTo(tradeListingId));
  return row!;
}
export type LockedProposal = NonNullable<Awaited<ReturnType<typeof lockProposal>>>;

export type ProposalChanges = Partial<{
  status: TTradeStatus;
  proposerShippedAt: Date;
  recipientShippedAt: Date;
  proposerReceivedAt: Date;
  recipientReceivedAt: Date;
  completedAt: Date;
}>;

/** Proposals still waiting that were made before `before`, locked and skipped by any other run (trade_proposals_waiting_idx). */
export async function lockExpiredProposals(tx: Db, before: Date, limit: number) {
  return tx
    .select({
      id: tradeProposals.id,
      proposerId: tradeProposals.proposerId,
      recipientId: tradeProposals.recipientId,
    })
    .from(tradeProposals)
    .where(and(eq(tradeProposals.status, 'proposed'), lt(tradeProposals.createdAt, before)))
    .orderBy(tradeProposals.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function updateProposal(tx: Db, id: string, changes: ProposalChanges, at: Date) {
  await tx
    .update(tradeProposals)
    .set({ ...changes, ...(changes.status ? { statusChangedAt: at } : {}) })
    .where(eq(tradeProposals.id, id));
}

export async function insertEvent(
  tx: Db,
  event: { proposalId: string; actorId: string; step: string; note: string | null },
  at: Date,
) {
  await tx.insert(tradeEvents).values({ ...event, createdAt: at });
}

function selectSummaries(db: Db) {
  return db
    .select({
      id: tradeProposals.id,
      displayId: tradeProposals.displayId,
      status: tradeProposals.status,
      proposerId: tradeProposals.proposerId,
      recipientId: tradeProposals.recipientId,
      proposer: { userId: proposers.userId, username: proposers.username, avatarUrl: proposers.avatarUrl },
      recipient: {
        userId: recipients.userId,
        username: recipients.username,
        avatarUrl: recipients.avatarUrl,
      },
      tradeListingId: tradeProposals.tradeListingId,
      countersId: tradeProposals.countersId,
      proposerShippedAt: tradeProposals.proposerShippedAt,
      recipientShippedAt: tradeProposals.recipientShippedAt,
      proposerReceivedAt: tradeProposals.proposerReceivedAt,
      recipientReceivedAt: tradeProposals.recipientReceivedAt,
      createdAt: tradeProposals.createdAt,
      statusChangedAt: tradeProposals.statusChangedAt,
      completedAt: tradeProposals.completedAt,
    })
    .from(tradeProposals)
    .innerJoin(proposers, eq(proposers.userId, tradeProposals.proposerId))
    .innerJoin(recipients, eq(recipients.userId, tradeProposals.recipientId));
}
export type ProposalRow = Awaited<ReturnType<typeof selectSummaries>>[number];

export async function findProposal(db: Db, id: string): Promise<ProposalRow | undefined> {
  const [row] = await selectSummaries(db).where(eq(tradeProposals.id, id)).limit(1);
  return row;
}

/** A member's proposals, received, sent or both, newest first (the proposer and recipient indexes). */
export async function findProposalsOf(
  db: Db,
  userId: string,
  query: { role: 'all' | 'received' | 'sent'; open?: boolean | undefined; limit: number; offset: number },
) {
  const mine: SQL =
    query.role === 'received'
      ? eq(tradeProposals.recipientId, userId)
      : query.role === 'sent'
        ? eq(tradeProposals.proposerId, userId)
        : or(eq(tradeProposals.proposerId, userId), eq(tradeProposals.recipientId, userId))!;
  const open = query.open ? inArray(tradeProposals.status, ['proposed', 'accepted']) : undefined;
  return selectSummaries(db)
    .where(and(mine, open))
    .orderBy(desc(tradeProposals.createdAt), desc(tradeProposals.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** A member's accepted trades, either side, oldest first (the proposer and recipient indexes). */
export function findAcceptedOf(db: Db, userId: string) {
  return selectSummaries(db)
    .where(
      and(
        or(eq(tradeProposals.proposerId, userId), eq(tradeProposals.recipientId, userId)),
        eq(tradeProposals.status, 'accepted'),
      ),
    )
    .orderBy(tradeProposals.createdAt, tradeProposals.id);
}

/**
 * The copies of these proposals, in one query: each as named when proposed, with its film and release while
 * they exist (a purge leaves a finished trade's copies their names alone).
 */
export async function findCopies(db: Db, proposalIds: string[]) {
  if (proposalIds.length === 0) return [];
  return db
    .select({
      proposalId: tradeProposalItems.proposalId,
      ownerId: tradeProposalItems.ownerId,
      itemId: tradeProposalItems.collectionItemId,
      item: tradeProposalItems.item,
      film: filmFields,
      release: releaseFields,
    })
    .from(tradeProposalItems)
    .leftJoin(catalogFilms, eq(catalogFilms.id, tradeProposalItems.masterItemId))
    .leftJoin(catalogReleases, eq(catalogReleases.id, tradeProposalItems.releaseId))
    .where(inArray(tradeProposalItems.proposalId, proposalIds))
    .orderBy(tradeProposalItems.proposalId, sql`${tradeProposalItems.item}->'film'->>'title'`);
}
export type CopyRow = Awaited<ReturnType<typeof findCopies>>[number];

/** The collection items of a proposal (to lock and hand over). */
export async function findCopyItems(db: Db, proposalId: string) {
  return db
    .select({ ownerId: tradeProposalItems.ownerId, itemId: tradeProposalItems.collectionItemId })
    .from(tradeProposalItems)
    .where(eq(tradeProposalItems.proposalId, proposalId));
}

/** Which of these copies another accepted trade has promised already. */
export async function findPromisedCopies(tx: Db, itemIds: string[], exceptProposalId: string) {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .select({ itemId: tradeProposalItems.collectionItemId })
    .from(tradeProposalItems)
    .innerJoin(tradeProposals, eq(tradeProposals.id, tradeProposalItems.proposalId))
    .where(
      and(
        inArray(tradeProposalItems.collectionItemId, itemIds),
        eq(tradeProposals.status, 'accepted'),
        ne(tradeProposals.id, exceptProposalId),
      ),
    );
  return rows.map((row) => row.itemId!);
}

/** The proposal that countered this one, if any. */
export async function findCounter(db: Db, id: string): Promise<string | null> {
  const [row] = await db
    .select({ id: tradeProposals.id })
    .from(tradeProposals)
    .where(eq(tradeProposals.countersId, id))
    .limit(1);
  return row?.id ?? null;
}

export async function findEvents(db: Db, proposalId: string) {
  return db
    .select({
      id: tradeEvents.id,
      step: tradeEvents.step,
      actorId: tradeEvents.actorId,
      note: tradeEvents.note,
      createdAt: tradeEvents.createdAt,
    })
    .from(tradeEvents)
    .where(eq(tradeEvents.proposalId, proposalId))
    .orderBy(tradeEvents.createdAt, tradeEvents.id);
}
export type EventRow = Awaited<ReturnType<typeof findEvents>>[number];

export async function insertMessage(
  tx: Db,
  message: { proposalId: string; authorId: string; body: string },
  at: Date,
) {
  await tx.insert(tradeMessages).values({ ...message, createdAt: at });
}

/** A proposal's thread (trade_messages_proposal_idx), paged by platform/threads.ts. */
export const tradeThread = { table: tradeMessages, parent: tradeMessages.proposalId };

export async function insertRating(
  tx: Db,
  rating: { proposalId: string; raterId: string; rateeId: string; rating: number; reviewText: string | null },
  at: Date,
) {
  await tx.insert(tradeRatings).values({ ...rating, createdAt: at });
}

const raters = memberCards('rater_card');

const ratingColumns = {
  id: tradeRatings.id,
  proposalId: tradeRatings.proposalId,
  raterId: tradeRatings.raterId,
  rater: raters.username,
  rating: tradeRatings.rating,
  review: tradeRatings.reviewText,
  createdAt: tradeRatings.createdAt,
};

export async function findRatings(db: Db, proposalId: string) {
  return db
    .select(ratingColumns)
    .from(tradeRatings)
    .leftJoin(raters, eq(raters.userId, tradeRatings.raterId))
    .where(eq(tradeRatings.proposalId, proposalId));
}
export type RatingRow = Awaited<ReturnType<typeof findRatings>>[number];

/**
 * A rating is shown once the other side's is in too, or once its trade's rating days are over (`closedBefore`:
 * trades completed before it).
 */
const isShown = (closedBefore: Date) =>
  sql`(${tradeProposals.completedAt} < ${closedBefore.toISOString()} or exists (select 1 from ${tradeRatings} other where other.proposal_id = ${tradeRatings.proposalId} and other.rater_id = ${tradeRatings.rateeId}))`;

/** The shown ratings of a member's trades, newest first (trade_ratings_ratee_idx). */
export async function findRatingsOf(
  db: Db,
  userId: string,
  closedBefore: Date,
  at: { limit: number; offset: number },
) {
  return db
    .select(ratingColumns)
    .from(tradeRatings)
    .innerJoin(tradeProposals, eq(tradeProposals.id, tradeRatings.proposalId))
    .leftJoin(raters, eq(raters.userId, tradeRatings.raterId))
    .where(and(eq(tradeRatings.rateeId, userId), isShown(closedBefore)))
    .orderBy(desc(tradeRatings.createdAt), desc(tradeRatings.id))
    .limit(at.limit)
    .offset(at.offset);
}

/** A member's shown trade ratings (average, count) and completed trades, for their profile. */
export async function traderRatingOf(db: Db, userId: string, closedBefore: Date) {
  const [[ratings], [trades]] = await Promise.all([
    db
      .select({ average: avg(tradeRatings.rating), count: count() })
      .from(tradeRatings)
      .innerJoin(tradeProposals, eq(tradeProposals.id, tradeRatings.proposalId))
      .where(and(eq(tradeRatings.rateeId, userId), isShown(closedBefore))),
    db
      .select({ count: count() })
      .from(tradeProposals)
      .where(
        and(
          eq(tradeProposals.status, 'completed'),
          or(eq(tradeProposals.proposerId, userId), eq(tradeProposals.recipientId, userId)),
        ),
      ),
  ]);
  return {
    average: ratings?.average === null || ratings?.average === undefined ? 0 : Number(ratings.average),
    count: ratings?.count ?? 0,
    completedTrades: trades?.count ?? 0,
  };
}
