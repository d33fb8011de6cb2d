import type { TMovieResult } from '@rewind/shared/lookup';

/** A film database: finds films by title. */
export interface MovieLookup {
  /** Stable name, used in cache keys and logs ('tmdb', 'omdb', 'catalogue'). */
  readonly name: string;
  /** The films matching `title`, best first; [] when there are none. Throws LookupError when it cannot tell. */
  search(title: string): Promise<TMovieResult[]>;
}

/** What a product database knows of a barcode. */
export type UpcProduct = { title: string; brand: string | null; category: string | null };

/** A product database: names the product behind a UPC / EAN. */
export interface UpcLookup {
  readonly name: string;
  /** The product, or null when the code is unknown. Throws LookupError when it cannot tell. */
  lookup(upc: string): Promise<UpcProduct | null>;
}

/** A provider that did not answer usefully: down, refused, too slow or unreadable. Never carries a key. */
export class LookupError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'LookupError';
  }
}

export type FetchJsonOptions = {
  provider: string;
  timeoutMs: number;
  headers?: Record<string, string>;
  /** Statuses whose JSON body is still the answer (OMDb says 401 with a JSON error, UPCitemdb 400/404). */
  acceptStatuses?: number[];
};

/**
 * GET a JSON document. Errors name the provider, the status and the path only: query strings hold API
 * keys and must never reach a log.
 */
export async function fetchJson(
  url: URL,
  options: FetchJsonOptions,
): Promise<{ status: number; body: unknown }> {
  const where = `${url.origin}${url.pathname}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError')
      throw new LookupError(options.provider, `no answer from ${where} within ${options.timeoutMs} ms`);
    throw new LookupError(options.provider, `could not reach ${where}`);
  }
  const accepted = response.ok || (options.acceptStatuses ?? []).includes(response.status);
  if (!accepted) {
    await response.body?.cancel();
    throw new LookupError(options.provider, `${where} answered ${response.status}`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new LookupError(options.provider, `no answer from ${where} within ${options.timeoutMs} ms`);
  }
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new LookupError(
      options.provider,
      `${where} answered ${response.status} with something other than JSON`,
    );
  }
}

/** A result with every field empty, to fill in. */
export function blankMovie(source: TMovieResult['source'], title: string): TMovieResult {
  return {
    source,
    title,
    year: null,
    director: null,
    actors: null,
    genre: null,
    runtime: null,
    plot: null,
    posterUrl: null,
    imdbId: null,
    imdbRating: null,
    country: null,
    language: null,
    rated: null,
    released: null,
    writer: null,
    producer: null,
    productionCompanies: null,
    boxOffice: null,
    tmdbId: null,
    budget: null,
    trailerUrl: null,
    tagline: null,
    originalTitle: null,
    backdropUrl: null,
    titleId: null,
    titleSlug: null,
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '1993-11-19' -> '19 Nov 1993', the catalogue's released format; anything else -> null. */
export function releasedFromIsoDate(date: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${match[3]} ${month} ${match[1]}` : null;
}

/** The first four-digit year in a text ('1993', '1993–1995', '1993-11-19'), or null. */
export function yearFrom(text: string | null | undefined): number | null {
  const match = /\b(\d{4})/.exec(text ?? '');
  return match ? Number(match[1]) : null;
}

/** Joins the non-empty names, without repeats; null when none. */
export function joinNames(names: (string | null | undefined)[], limit = Infinity): string | null {
  const unique = [...new Set(names.map((name) => name?.trim()).filter((name): name is string => !!name))];
  return unique.length ? unique.slice(0, limit).join(', ') : null;
}
