import { emptyIfNotAvailable } from '@rewind/shared/lookup';
import { z } from 'zod';
import { fetchJson, LookupError, type UpcLookup } from './lookup';

export type UpcItemDbOptions = {
  /** The lookup endpoint, e.g. https://api.upcitemdb.com/prod/trial/lookup; the code goes in `upc`. */
  url: string;
  timeoutMs: number;
};

const PROVIDER = 'upcitemdb';

const ZAnswer = z
  .object({
    code: z.string(),
    message: z.string().nullish(),
    items: z
      .array(
        z
          .object({
            title: z.string().nullish(),
            brand: z.string().nullish(),
            category: z.string().nullish(),
          })
          .loose(),
      )
      .nullish(),
  })
  .loose();

/**
 * UPCitemdb's lookup (the free trial endpoint by default). An unknown code is `code: "OK"` with no items,
 * or `INVALID_UPC` / `NOT_FOUND` for a code that fails its check; both mean "not found".
 */
export function createUpcItemDbLookup(options: UpcItemDbOptions): UpcLookup {
  return {
    name: PROVIDER,
    async lookup(upc) {
      const url = new URL(options.url);
      url.searchParams.set('upc', upc);
      const { body } = await fetchJson(url, {
        provider: PROVIDER,
        timeoutMs: options.timeoutMs,
        acceptStatuses: [400, 404],
      });
      const parsed = ZAnswer.safeParse(body);
      if (!parsed.success) throw new LookupError(PROVIDER, 'unexpected answer');
      const answer = parsed.data;
      if (answer.code === 'INVALID_UPC' || answer.code === 'NOT_FOUND') return null;
      if (answer.code !== 'OK') throw new LookupError(PROVIDER, `refused: ${answer.code}`);
      const item = (answer.items ?? []).find((candidate) => emptyIfNotAvailable(candidate.title));
      if (!item) return null;
      return {
        title: emptyIfNotAvailable(item.title)!,
        brand: emptyIfNotAvailable(item.brand),
        category: emptyIfNotAvailable(item.category),
      };
    },
  };
}

// Words shops add to a film's name when they list a tape or disc. Only words no film title needs.
const FORMAT_WORDS =
  /(^|\s)(vhs|dvd|blu-?ray|4k|uhd|ultra hd|hd dvd|laser ?disc|betamax|video ?tape|vcr|widescreen|wide screen|full ?screen|(special|collector'?s|anniversary|limited) edition|director'?s cut|digital copy|region \d|ntsc|pal|secam|\d+[- ]disc( set)?)(?=$|\s|[-–—:|/,])/gi;

/** A shop's product name -> the film's title: 'Jurassic Park [VHS] (1993) - Widescreen' -> 'Jurassic Park'. */
export function filmTitleFromProduct(product: string): string {
  return product
    .replace(/\[[^\]]*\]|\([^)]*\)|\{[^}]*\}/g, ' ')
    .replace(FORMAT_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—:|/,+&]+|[\s\-–—:|/,+&]+$/g, '');
}
