// The demo's collecting challenges: one or more of each rule, so that a visitor of /community finds them
// under way. Started three weeks ago, so the demo people's collections (two weeks old) count in them.
import type { TChallengeType } from '@rewind/shared/options';

type DemoChallenge = {
  title: string;
  description: string;
  type: TChallengeType;
  target: number;
  /** Days from now until it ends; open-ended without. */
  endsInDays?: number;
};

export const DEMO_CHALLENGES: readonly DemoChallenge[] = [
  {
    title: 'Shelf Starter',
    description: 'Every tape, disc and box counts. Fill a shelf: 25 releases in your collection.',
    type: 'any_collection',
    target: 25,
  },
  {
    title: 'Eighties Essentials',
    description: 'Big hair, bigger boxes. Collect 10 films made between 1980 and 1989.',
    type: 'decade_1980s',
    target: 10,
  },
  {
    title: 'Eighties Triple Feature',
    description: 'Three films from the eighties for one long night in front of the VCR.',
    type: 'decade_1980s',
    target: 3,
  },
  {
    title: 'Nineties Night',
    description: 'From the last days of VHS to the first DVDs: 8 films from 1990 to 1999.',
    type: 'decade_1990s',
    target: 8,
  },
  {
    title: 'Fright Shelf',
    description: 'Five horror films for the shelf you keep in the basement.',
    type: 'horror_movies',
    target: 5,
  },
  {
    title: 'Beyond the Stars',
    description: 'Five science-fiction films, from B-movies to the classics.',
    type: 'sci_fi_movies',
    target: 5,
  },
  {
    title: 'Laugh Track',
    description: 'Five comedies for a rainy Saturday.',
    type: 'comedy_movies',
    target: 5,
  },
  {
    title: 'Action Pack Month',
    description: 'Six action films before the month is out.',
    type: 'action_movies',
    target: 6,
    endsInDays: 30,
  },
];
