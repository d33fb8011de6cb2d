import { z } from 'zod';
import { filmWithYear } from './film-label.ts';

/**
 * What changed hands in an order or a trade, as the catalogue named it then: kept on the row, so its history
 * reads the same after the film is merged into another or deleted (decision 040).
 */
export const ZItemSnapshot = z.object({
  film: z.object({ title: z.string(), year: z.number().int().nullable() }),
  /** Null for a trade copy of the film without a release named. */
  release: z
    .object({
      releaseTitle: z.string(),
      format: z.string(),
      caseType: z.string().nullable(),
      region: z.string().nullable(),
      edition: z.string().nullable(),
    })
    .nullable(),
});
export type TItemSnapshot = z.infer<typeof ZItemSnapshot>;

/** The item as notices and lists name it: 'Aliens (1986) · VHS', or the film alone without a release. */
export const snapshotLabel = (item: TItemSnapshot): string =>
  item.release ? `${filmWithYear(item.film)} · ${item.release.format}` : filmWithYear(item.film);
