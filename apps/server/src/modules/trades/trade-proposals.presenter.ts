import type {
  TTradeCopy,
  TTradeProposalDetail,
  TTradeProposalSummary,
  TTradeRating,
} from '@rewind/shared/trade-proposals';
import { tradeSideOf, tradeStepsOpenTo } from '@rewind/shared/trade-states';
import { presentFilm, presentRelease } from '../catalog/catalog.views';
import type { CopyRow, EventRow, ProposalRow, RatingRow } from './trade-proposals.repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const presentCopy = ({ film, release, ...row }: CopyRow): TTradeCopy => ({
  itemId: row.itemId,
  item: row.item,
  film: film?.id ? presentFilm(film) : null,
  release: film?.id && release?.id ? presentRelease(release, film) : null,
});

/** The username of one side of a proposal, null for someone on neither (or a deleted account). */
export const sideName = (row: ProposalRow, userId: string | null) =>
  userId === row.proposerId
    ? row.proposer.username
    : userId === row.recipientId
      ? row.recipient.username
      : null;

/** A proposal as lists show it; `copies` are its copies (others' are ignored). */
export function presentProposal(row: ProposalRow, copies: CopyRow[]): TTradeProposalSummary {
  const own = copies.filter((copy) => copy.proposalId === row.id);
  return {
    id: row.id,
    displayId: row.displayId,
    status: row.status,
    proposer: row.proposer,
    recipient: row.recipient,
    proposerCopies: own.filter((copy) => copy.ownerId === row.proposerId).map(presentCopy),
    recipientCopies: own.filter((copy) => copy.ownerId === row.recipientId).map(presentCopy),
    proposerState: { shippedAt: iso(row.proposerShippedAt), receivedAt: iso(row.proposerReceivedAt) },
    recipientState: { shippedAt: iso(row.recipientShippedAt), receivedAt: iso(row.recipientReceivedAt) },
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

export const presentRating = (row: RatingRow): TTradeRating => ({
  rater: row.rater,
  rating: row.rating,
  review: row.review,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The ratings of a trade as one side sees them: whether they may still rate, their own, and the other's once
 * both are in or the days are over (neither answers the other's rating).
 */
export function presentRatings(
  row: ProposalRow,
  userId: string,
  ratings: RatingRow[],
  window: { closesAt: Date | null; isClosed: boolean },
): TTradeProposalDetail['rating'] {
  const mine = ratings.find((rating) => rating.raterId === userId) ?? null;
  const theirs = ratings.find((rating) => rating.raterId !== userId) ?? null;
  const side = tradeSideOf(userId, row);
  return {
    mayRate: side !== null && row.status === 'completed' && !window.isClosed && mine === null,
    mine: mine && presentRating(mine),
    theirs: theirs && (mine || window.isClosed) ? presentRating(theirs) : null,
    closesAt: iso(window.closesAt),
  };
}

/** A proposal's page for one of its sides: its copies, timeline, the steps open to them and the ratings. */
export function presentProposalDetail(
  row: ProposalRow,
  userId: string,
  parts: {
    copies: CopyRow[];
    events: EventRow[];
    counteredById: string | null;
    adminReads: TTradeProposalDetail['adminReads'];
    ratings: TTradeProposalDetail['rating'];
  },
): TTradeProposalDetail {
  return {
    ...presentProposal(row, parts.copies),
    tradeRequestId: row.tradeListingId,
    countersId: row.countersId,
    counteredById: parts.counteredById,
    events: parts.events.map((event) => ({
      id: event.id,
      step: event.step as TTradeProposalDetail['events'][number]['step'],
      actor: sideName(row, event.actorId),
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    steps: tradeStepsOpenTo(userId, row),
    adminReads: parts.adminReads,
    rating: parts.ratings,
  };
}
