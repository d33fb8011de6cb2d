// The demo community: who they are and what is on their shelves.
import type { TWantPriority } from '@rewind/shared/options';
import type { TShippingPolicy } from '@rewind/shared/shipping';
import { createRandom, hashString } from './art';
import type { DemoFilm, DemoRelease } from './films';

/** What a seller's profile tells buyers (its seller fields): where they post from, what postage costs, their terms. */
export type DemoShop = { country: string; shippingPolicy: TShippingPolicy; sellerTerms: string };

export type DemoUser = {
  key: 'admin' | 'collector' | 'seller' | 'laserdisc';
  email: string;
  username: string;
  displayName: string;
  bio: string;
  location: string;
  /** Members who sell on the demo marketplace. */
  shop?: DemoShop;
  isAdmin: boolean;
  /** What this collector keeps, best first; the first `maxOwned` matches are in the collection. */
  owns: (film: DemoFilm, release: DemoRelease) => boolean;
  maxOwned: number;
  wants: (film: DemoFilm, release: DemoRelease) => boolean;
  maxWanted: number;
  /** Films wanted in any edition (a title-level wantlist entry). */
  wantsTitles: string[];
};

const isTape = (release: DemoRelease) =>
  release.format === 'VHS' || release.format === 'Beta' || release.format === 'Betamax';
const genre = (film: DemoFilm, name: string) => film.genre.toLowerCase().includes(name);

export const DEMO_EMAIL_DOMAIN = 'rewind.demo';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'admin',
    email: `admin@${DEMO_EMAIL_DOMAIN}`,
    username: 'rewind_admin',
    displayName: 'Rewind Admin',
    bio: 'Keeps the Rewind catalogue tidy: merges duplicates, fixes release years and answers questions in the forum.',
    location: 'Portland, Oregon',
    isAdmin: true,
    owns: (film, release) => release.format === 'Blu-ray' && film.year >= 1990,
    maxOwned: 6,
    wants: (_film, release) => release.format === 'LaserDisc' && release.label === 'The Criterion Collection',
    maxWanted: 2,
    wantsTitles: ['The Iron Giant'],
  },
  {
    key: 'collector',
    email: `collector@${DEMO_EMAIL_DOMAIN}`,
    username: 'tapehead',
    displayName: 'Tape Head',
    bio: 'Horror and sci-fi on tape since 1986. If it came in a big box from a label that went bust, I probably want it.',
    location: 'Pittsburgh, Pennsylvania',
    isAdmin: false,
    owns: (film, release) => isTape(release) && (genre(film, 'horror') || genre(film, 'sci-fi')),
    maxOwned: 18,
    wants: (film, release) =>
      (genre(film, 'horror') && (release.caseType === 'Big Box' || release.format === 'LaserDisc')) ||
      (genre(film, 'sci-fi') && release.format === 'Betamax'),
    maxWanted: 8,
    wantsTitles: ['Hellraiser', 'Let the Right One In'],
  },
  {
    key: 'seller',
    email: `seller@${DEMO_EMAIL_DOMAIN}`,
    username: 'bigboxbarb',
    displayName: 'Big Box Barb',
    bio: 'Car-boot sale regular and ex-video-shop manager. Big boxes, Disney clamshells and anything with a rental sticker.',
    location: 'Leeds, United Kingdom',
    shop: {
      country: 'GB',
      shippingPolicy: {
        domestic: { first: '3.20', extra: '1.00' },
        world: { first: '12.00', extra: '4.50' },
      },
      sellerTerms:
        'Tapes are cleaned and play-tested before posting. Shipped in padded boxes within two working days; combined postage on bundles.',
    },
    isAdmin: false,
    owns: (film, release) =>
      release.caseType === 'Big Box' ||
      release.caseType === 'Clamshell' ||
      (isTape(release) && (genre(film, 'comedy') || genre(film, 'family'))),
    maxOwned: 20,
    wants: (_film, release) => release.caseType === 'Book Box' || release.region === 'PAL',
    maxWanted: 4,
    wantsTitles: ['The Muppet Movie'],
  },
  {
    key: 'laserdisc',
    email: `laserdisc@${DEMO_EMAIL_DOMAIN}`,
    username: 'laserlou',
    displayName: 'LaserDisc Lou',
    bio: 'Twelve inches of analog glory. Criterion spines, gatefold jackets and the occasional laser rot heartbreak.',
    location: 'Austin, Texas',
    // LaserDiscs are big and heavy to send: dear postage, dearer abroad.
    shop: {
      country: 'US',
      shippingPolicy: {
        domestic: { first: '9.00', extra: '3.00' },
        world: { first: '32.00', extra: '12.00' },
      },
      sellerTerms:
        'Every disc is checked on both sides for laser rot before it is listed. Shipped in a LaserDisc mailer with corner protectors within three days; refunds if it arrives damaged.',
    },
    isAdmin: false,
    owns: (_film, release) => release.format === 'LaserDisc' || release.label === 'The Criterion Collection',
    maxOwned: 16,
    wants: (film, release) =>
      release.format === 'Blu-ray' && (genre(film, 'sci-fi') || genre(film, 'western')),
    maxWanted: 6,
    wantsTitles: ['Akira'],
  },
];

const OWNED_NOTES: Record<string, string[]> = {
  tape: [
    'Ex-rental from a video shop that closed in 1994; the rental stickers are still on the spine.',
    'Found at a flea market for a dollar. Plays clean all the way through.',
    'Still in the original shrink-wrap, with a small tear on the back.',
    'Tracking wobbles for the first minute, fine after that.',
    'Sleeve has a little shelf wear; the tape itself is near mint.',
    'Came in a lot of twenty tapes from an estate sale.',
  ],
  'Big Box': [
    'Box corners are a bit soft but the art is bright and unfaded.',
    'The pride of my shelf. Not for trade, do not ask.',
  ],
  Clamshell: ['Clamshell hinge intact, no cracks.', 'Bought new at the time and kept it ever since.'],
  LaserDisc: [
    'Both sides play with no laser rot.',
    'Gatefold jacket with light ring wear.',
    'Includes the original liner notes and a catalogue insert.',
  ],
  DVD: ['Insert and chapter list included.', 'Disc is spotless; case replaced.', 'Bought on release day.'],
  'Blu-ray': ['Slipcover included.', 'Region A, bought the week it came out.', 'Upgrade from my old DVD.'],
};

const WANTED_NOTES = [
  'Only want a copy with the original sleeve.',
  'Would trade two horror big boxes for this one.',
  'Looking for a sealed copy, will pay fair.',
  'Need this to finish the set.',
  'Any condition, as long as it plays.',
  'My copy was eaten by a VCR in 1991. Replacing it.',
];

export function ownedNote(film: DemoFilm, release: DemoRelease, user: DemoUser): string {
  const group =
    release.caseType === 'Big Box' || release.caseType === 'Clamshell'
      ? release.caseType
      : isTape(release)
        ? 'tape'
        : release.format;
  const notes = OWNED_NOTES[group] ?? OWNED_NOTES.tape ?? [];
  return createRandom(hashString(`${user.key}|${film.title}|${release.format}|${release.releaseYear}`)).pick(
    notes,
  );
}

export function wantedNote(film: DemoFilm, user: DemoUser): string {
  return createRandom(hashString(`${user.key}|${film.title}|want`)).pick(WANTED_NOTES);
}

export function wantPriority(film: DemoFilm, user: DemoUser): TWantPriority {
  return createRandom(hashString(`${user.key}|${film.title}|priority`)).pick([
    'low',
    'medium',
    'high',
  ] as const);
}
