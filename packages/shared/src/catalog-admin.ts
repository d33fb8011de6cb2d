import { z } from 'zod';
import { ZPageQuery, ZTitleSummary } from './catalog.ts';
import { LIMITS } from './limits.ts';

// The admin portal's catalogue section (issue 19 point 1): titles with what hangs off them, and merging a
// duplicate into the title that stays (decision 029).

/** GET /api/v1/admin/titles: the catalogue search's matches for `q` (its rule, at most 50), else newest first. */
export const ZAdminTitleQuery = ZPageQuery.extend({
  q: z.string().trim().max(LIMITS.search).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TAdminTitleQuery = z.input<typeof ZAdminTitleQuery>;

const count = z.number().int();

/** What a merge moves from a title: releases, copies in collections, wants, and copies for sale. */
export const ZMovedHoldings = z.object({
  releases: count,
  collectionItems: count,
  wants: count,
  listings: count,
});

/**
 * What hangs off a title: what a merge moves, and what deleting it would take or clear (its trade requests and
 * the proposals under way with a copy of it, the items it counts for in challenges, its releases' orders).
 * An open order or an accepted trade keeps it from being deleted.
 */
export const ZTitleHoldings = ZMovedHoldings.extend({
  tradeRequests: count,
  tradeProposals: count,
  challengeEntries: count,
  orders: count,
  openOrders: count,
  acceptedTrades: count,
});
export type TTitleHoldings = z.infer<typeof ZTitleHoldings>;

export const ZAdminTitle = ZTitleSummary.extend({ holdings: ZTitleHoldings });
export type TAdminTitle = z.infer<typeof ZAdminTitle>;

export const ZAdminTitlePage = z.object({
  items: z.array(ZAdminTitle),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TAdminTitlePage = z.infer<typeof ZAdminTitlePage>;

export const ZTitleIdParam = z.object({ id: z.uuid() });

/** POST /api/v1/admin/titles/:id/merge: the title in the path goes, `into` stays. */
export const ZMergeTitleRequest = z.object({
  into: z.uuid('Choose the film to keep.'),
});
export type TMergeTitleRequest = z.infer<typeof ZMergeTitleRequest>;

/** What the merge did: the title that stays (its new holdings), and how many of each thing moved or merged. */
export const ZMergeTitleResult = z.object({
  title: ZAdminTitle,
  moved: ZMovedHoldings,
  /** Copies held (and wants) at film level by a member who had both films: one row each now. */
  combined: z.object({ collectionItems: z.number().int(), wants: z.number().int() }),
});
export type TMergeTitleResult = z.infer<typeof ZMergeTitleResult>;

/** A deleted film in the trash: restorable until `purgeAfter`, with what it held when deleted. */
export const ZTrashedTitle = z.object({
  id: z.uuid(),
  titleId: z.uuid(),
  displayId: z.number().int(),
  title: z.string(),
  year: z.number().int().nullable(),
  deletedAt: z.string(),
  purgeAfter: z.string(),
  /** The admin who deleted it, while their account exists. */
  deletedBy: z.string().nullable(),
  holdings: ZTitleHoldings,
});
export type TTrashedTitle = z.infer<typeof ZTrashedTitle>;

export const ZTrashPage = z.object({
  items: z.array(ZTrashedTitle),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TTrashPage = z.infer<typeof ZTrashPage>;

export const ZTrashQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** What restoring a film put back: the film, and how many of the rows its delete took came back. */
export const ZRestoreTitleResult = z.object({
  title: ZAdminTitle,
  restored: z.number().int(),
  kept: z.number().int(),
});
export type TRestoreTitleResult = z.infer<typeof ZRestoreTitleResult>;
