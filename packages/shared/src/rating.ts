import { LIMITS } from './limits.ts';

// imdb_rating keeps digits and dots only, at most four characters: what its box keeps of a
// typed or pasted value.
export function cleanImdbRating(input: string | null | undefined): string {
  return (input ?? '').replace(/[^\d.]/g, '').slice(0, LIMITS.imdbRating);
}

// A rating as stored: a number such as 8.4 or 10, in at most four characters.
const IMDB_RATING = /^\d*\.?\d+$/;

export function isValidImdbRating(rating: string): boolean {
  return rating.length <= LIMITS.imdbRating && IMDB_RATING.test(rating);
}
