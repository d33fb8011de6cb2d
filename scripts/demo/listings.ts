// The demo marketplace: copies the demo sellers put up for sale from their own shelves, and two sales that went
// through, so /marketplace, the sellers' profiles and the wantlists' matches have something to show. Prices are
// in the site's currency.
import type { TCondition, TPackagingCondition } from '@rewind/shared/options';
import type { DemoFilm, DemoRelease } from './films';
import type { DemoUser } from './users';

/**
 * Never tapehead: a benchmark measures tapehead's profile page as it stands, and their wants are what the
 * listings match.
 */
type DemoSeller = Exclude<DemoUser['key'], 'collector'>;

/** Which release a copy is of: the film's release in this format (and by this label, where a film has two). */
type DemoCopy = { film: string; format: DemoRelease['format']; label?: string };

/** What the listing form asks for (POST /api/v1/me/listings). */
type DemoGrading = {
  price: string;
  mediaCondition: TCondition;
  packagingCondition: TPackagingCondition;
  sealed?: boolean;
  sellerNotes: string;
  offerFloor?: string;
};

export type DemoListing = DemoCopy &
  DemoGrading & {
    seller: DemoSeller;
    /** Days before the seed; never before the copy was collected. */
    listedDaysAgo: number;
  };

export type DemoSale = DemoCopy &
  Omit<DemoGrading, 'offerFloor'> & {
    seller: DemoSeller;
    buyer: DemoSeller;
    /** When it was listed; it was bought a day later, paid and shipped within two more. */
    listedDaysAgo: number;
    /** From shipping to the buyer confirming receipt. */
    daysInPost: number;
    /** The postage the seller named with the total, where their shipping policy quotes none for the buyer. */
    shipping?: string;
    trackingNote: string;
    rating: number;
    review: string;
  };

export const isCopyOf = (copy: DemoCopy, film: DemoFilm, release: DemoRelease) =>
  film.title === copy.film &&
  release.format === copy.format &&
  (copy.label === undefined || release.label === copy.label);

/** Copies from bigboxbarb's and laserlou's collections (users.ts says what they hold). */
export const DEMO_LISTINGS: readonly DemoListing[] = [
  {
    seller: 'seller',
    film: 'Back to the Future',
    format: 'Betamax',
    price: '16.00',
    mediaCondition: 'Very Good Plus',
    packagingCondition: 'Very Good',
    sellerNotes: 'Betamax, so check you have a deck! Light shelf wear on the sleeve; the tape plays clean.',
    listedDaysAgo: 6.4,
  },
  {
    seller: 'seller',
    film: 'Gremlins',
    format: 'VHS',
    price: '34.00',
    mediaCondition: 'Sealed',
    packagingCondition: 'Very Good Plus',
    sealed: true,
    sellerNotes: 'Factory sealed. A small tear in the shrink-wrap on the back; the sleeve under it is clean.',
    offerFloor: '28.00',
    listedDaysAgo: 8.7,
  },
  {
    seller: 'seller',
    film: 'Superman',
    format: 'VHS',
    price: '38.00',
    mediaCondition: 'Very Good Plus',
    packagingCondition: 'Good Plus',
    sellerNotes: 'Warner big box. Corners are a bit soft but the art is bright and unfaded. Play-tested.',
    listedDaysAgo: 3.8,
  },
  {
    seller: 'seller',
    film: 'The Shining',
    format: 'VHS',
    price: '45.00',
    mediaCondition: 'Very Good',
    packagingCondition: 'Very Good',
    sellerNotes: 'Big box from my old shop. Slight tracking noise at the very start, clean after the logo.',
    offerFloor: '38.00',
    listedDaysAgo: 7.9,
  },
  {
    seller: 'seller',
    film: 'Tron',
    format: 'VHS',
    price: '14.50',
    mediaCondition: 'Near Mint',
    packagingCondition: 'Very Good Plus',
    sellerNotes: 'Disney clamshell, hinge intact, no cracks.',
    listedDaysAgo: 2.3,
  },
  {
    seller: 'seller',
    film: 'Ghostbusters',
    format: 'VHS',
    price: '7.50',
    mediaCondition: 'Good Plus',
    packagingCondition: 'Very Good',
    sellerNotes: 'Tracking wobbles for the first minute, fine after that. Priced to match.',
    listedDaysAgo: 3.1,
  },
  {
    seller: 'seller',
    film: 'An American Werewolf in London',
    format: 'VHS',
    price: '12.00',
    mediaCondition: 'Very Good',
    packagingCondition: 'Good',
    sellerNotes: 'Ex-rental, with the shop stickers still on the spine.',
    listedDaysAgo: 1.2,
  },
  {
    seller: 'seller',
    film: 'Monty Python and the Holy Grail',
    format: 'VHS',
    price: '11.00',
    mediaCondition: 'Very Good Plus',
    packagingCondition: 'Very Good',
    sellerNotes: 'UK PAL tape: it needs a PAL-capable deck outside Europe.',
    listedDaysAgo: 5.4,
  },
  {
    seller: 'laserdisc',
    film: 'Alien',
    format: 'LaserDisc',
    price: '32.00',
    mediaCondition: 'Near Mint',
    packagingCondition: 'Very Good Plus',
    sellerNotes:
      "Widescreen collector's edition. Gatefold jacket with light ring wear; both sides play with no rot.",
    listedDaysAgo: 6.6,
  },
  {
    seller: 'laserdisc',
    film: 'The Thing',
    format: 'LaserDisc',
    price: '45.00',
    mediaCondition: 'Near Mint',
    packagingCondition: 'Near Mint',
    sellerNotes:
      'Signature Collection box set, supplements and all. The box is crisp; the discs look barely played.',
    offerFloor: '40.00',
    listedDaysAgo: 4.9,
  },
  {
    seller: 'laserdisc',
    film: 'Halloween',
    format: 'LaserDisc',
    price: '89.00',
    mediaCondition: 'Near Mint',
    packagingCondition: 'Near Mint',
    sellerNotes: 'Criterion edition, with the original liner notes and a catalogue insert.',
    listedDaysAgo: 2.8,
  },
  {
    seller: 'laserdisc',
    film: 'Jaws',
    format: 'LaserDisc',
    price: '24.00',
    mediaCondition: 'Very Good Plus',
    packagingCondition: 'Very Good',
    sellerNotes: 'Signature Collection box set. Light wear on the box edges; all discs play clean.',
    listedDaysAgo: 9.5,
  },
  {
    seller: 'laserdisc',
    film: 'Apocalypse Now',
    format: 'LaserDisc',
    price: '27.50',
    mediaCondition: 'Near Mint',
    packagingCondition: 'Very Good Plus',
    sellerNotes:
      'Widescreen edition. Both sides play with no laser rot; I upgraded to the Blu-ray, so this one goes.',
    listedDaysAgo: 1.9,
  },
  {
    seller: 'laserdisc',
    film: 'RoboCop',
    format: 'LaserDisc',
    price: '110.00',
    mediaCondition: 'Mint',
    packagingCondition: 'Near Mint',
    sellerNotes:
      "Criterion director's cut, with the liner notes. Stored upright, away from the sun, since new.",
    offerFloor: '95.00',
    listedDaysAgo: 0.6,
  },
];

/** Copies that sold before the demo starts: off their sellers' shelves now, and rated by their buyers. */
export const DEMO_SALES: readonly DemoSale[] = [
  {
    seller: 'laserdisc',
    buyer: 'admin',
    film: 'Die Hard',
    format: 'LaserDisc',
    price: '38.00',
    mediaCondition: 'Near Mint',
    packagingCondition: 'Very Good Plus',
    sellerNotes: 'Widescreen edition, both sides checked: no laser rot.',
    listedDaysAgo: 30,
    daysInPost: 4,
    shipping: '9.00',
    trackingNote: 'USPS Priority, tracking 9405 5036 9930 0412 7781 25',
    rating: 5,
    review: 'Spotless disc in a proper LaserDisc mailer with corner protectors. Would buy again.',
  },
  {
    seller: 'seller',
    buyer: 'laserdisc',
    film: 'Big Trouble in Little China',
    format: 'VHS',
    price: '15.00',
    mediaCondition: 'Very Good',
    packagingCondition: 'Good Plus',
    sellerNotes: 'Ex-rental, plays well. Some wear on the sleeve spine.',
    listedDaysAgo: 21,
    daysInPost: 12,
    trackingNote: 'Royal Mail International Tracked, LX 1234 5678 9GB',
    rating: 4,
    review: 'Took nearly two weeks to cross the Atlantic, but it came well packed and exactly as described.',
  },
];
