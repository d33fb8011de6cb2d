import type { TTradeCopy, TTradeProposalSummary, TTradeRating } from '@rewind/shared/trade-proposals';
import { presentFilm, presentRelease } from '../catalog/catalog.views';
import type { CopyRow, ProposalRow, RatingRow } from './trade-proposals.repo';

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
