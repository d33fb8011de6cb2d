import type { TChallengeType } from './options.ts';

// What each kind of challenge counts, in words for the pages; the server decides with the same
// rules in SQL (modules/challenges/challenges.repo.ts). Apart from the schemas, so pages need no zod for it.
export const CHALLENGE_RULE_LABELS: Record<TChallengeType, string> = {
  any_collection: 'Any film you add to your collection',
  horror_movies: 'Horror films',
  action_movies: 'Action films',
  comedy_movies: 'Comedies',
  sci_fi_movies: 'Sci-fi and science fiction',
  decade_1980s: 'Films from 1980 to 1989',
  decade_1990s: 'Films from 1990 to 1999',
};
