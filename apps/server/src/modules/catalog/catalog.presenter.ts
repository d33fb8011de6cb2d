import type { TTitleSummary } from '@rewind/shared/catalog';
import { makeSlug } from '@rewind/shared/slug';
import type { TitleSummaryRow } from './catalog.repo';

export function presentTitleSummary(row: TitleSummaryRow): TTitleSummary {
  return {
    id: row.id,
    displayId: row.displayId,
    slug: makeSlug({ displayId: row.displayId, title: row.title, year: row.year }),
    title: row.title,
    year: row.year,
    director: row.director,
    genre: row.genre,
    studio: row.studio,
    coverImageUrl: row.coverImageUrl,
  };
}
