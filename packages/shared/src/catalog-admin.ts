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

/** What a merge moves from a title: releases, copies in collections, wants, and copies for sale. */
export const ZTitleHoldings = z.object({
  releases: z.number().int(),
  collectionItems: z.number().int(),
  wants: z.number().int(),
  listings: z.number().int(),
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
  moved: ZTitleHoldings,
  /** Copies held (and wants) at film level by a member who had both films: one row each now. */
  combined: z.object({ collectionItems: z.number().int(), wants: z.number().int() }),
});
export type TMergeTitleResult = z.infer<typeof ZMergeTitleResult>;
