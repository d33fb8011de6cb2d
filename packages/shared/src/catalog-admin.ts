import { z } from 'zod';
import { ZPageQuery, ZTitleSummary } from './catalog.ts';
import { LIMITS } from './limits.ts';

// The admin portal's catalogue section: titles with what hangs off them, and merging a
// duplicate into the title that stays (decision 029).

/** GET /api/v1/admin/titles: the catalogue search's matches for `q` (its rule, at most 50), else newest first. */
export const ZAdminTitleQuery = ZPageQuery.extend({
  q: z.string().trim().max(LIMITS.search).optional(),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});
export type TAdminTitleQuery = z.input<typeof ZAdminTitleQuery>;

const count = z.number().int();

/** What the catalogue's trash and holdings are about: a film (with its releases) or one release. */
export const CATALOGUE_ITEM_KINDS = ['title', 'release'] as const;
export type TCatalogueItemKind = (typeof CATALOGUE_ITEM_KINDS)[number];

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
export const ZHoldings = ZMovedHoldings.extend({
  tradeRequests: count,
  tradeProposals: count,
  challengeEntries: count,
  orders: count,
  openOrders: count,
  acceptedTrades: count,
});
export type THoldings = z.infer<typeof ZHoldings>;

export const ZAdminTitle = ZTitleSummary.extend({ holdings: ZHoldings });
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

/** A deleted film or release in the trash: restorable until `purgeAfter`, with what it held when deleted. */
export const ZTrashedItem = z.object({
  id: z.uuid(),
  kind: z.enum(CATALOGUE_ITEM_KINDS),
  itemId: z.uuid(),
  /** The film: the item itself, or the release's. */
  titleId: z.uuid(),
  /** As the portal names it: 'Aliens (1986)', or 'Aliens (1986) · Big Box · VHS · NTSC'. */
  label: z.string(),
  deletedAt: z.string(),
  purgeAfter: z.string(),
  /** The admin who deleted it, while their account exists. */
  deletedBy: z.string().nullable(),
  holdings: ZHoldings,
});
export type TTrashedItem = z.infer<typeof ZTrashedItem>;

export const ZTrashPage = z.object({
  items: z.array(ZTrashedItem),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type TTrashPage = z.infer<typeof ZTrashPage>;

export const ZTrashQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** What restoring put back: the film (a release's own film), and how many of the rows its delete took came back. */
export const ZRestoreResult = z.object({
  title: ZAdminTitle,
  restored: z.number().int(),
  kept: z.number().int(),
});
export type TRestoreResult = z.infer<typeof ZRestoreResult>;

/** GET /api/v1/admin/releases/:id: a release with what deleting it would take. */
export const ZAdminRelease = z.object({ id: z.uuid(), label: z.string(), holdings: ZHoldings });
export type TAdminRelease = z.infer<typeof ZAdminRelease>;
