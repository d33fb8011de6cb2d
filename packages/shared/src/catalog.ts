import { z } from 'zod';

export const TITLE_SORTS = ['newest', 'title', 'year'] as const;

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const ZTitleListQuery = ZPageQuery.extend({
  sort: z.enum(TITLE_SORTS).default('newest'),
});
export type TTitleListQuery = z.infer<typeof ZTitleListQuery>;

export const ZTitleSummary = z.object({
  id: z.uuid(),
  displayId: z.number().int(),
  slug: z.string(),
  title: z.string(),
  year: z.number().int().nullable(),
  director: z.string().nullable(),
  genre: z.string().nullable(),
  studio: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
});
export type TTitleSummary = z.infer<typeof ZTitleSummary>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export const ZTitleList = pageOf(ZTitleSummary);
export type TTitleList = z.infer<typeof ZTitleList>;
