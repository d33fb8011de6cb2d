// The demo catalogue: real, well-known films with a few of their physical releases each.
//
// Film facts (title, year, director, cast, studio, runtime, rating, first release date) follow the usual
// references; descriptions are our own words. Releases are period-correct in label, format, packaging and year,
// but they are illustrative: do not read them as a checklist of every edition that exists.
//
// UPCs: demo UPCs are illustrative. Each one uses a label's manufacturer prefix and a made-up item number, with
// a valid UPC-A check digit computed below (never typed by hand). They do not identify real products.
import {
  isTapeFormat,
  type TCaseType,
  type TEdition,
  type TFormat,
  type TRegion,
  type TSpeed,
} from '@rewind/shared/options';
import { hashString } from './art';
import type { CoverStyle } from './covers';

export type DemoRelease = {
  format: TFormat;
  caseType: TCaseType;
  /** The label / distributor on the box; stored as the release's studio. */
  label: string;
  releaseYear: number;
  region: TRegion;
  releaseCountry: string;
  /** Tapes only. */
  speed?: TSpeed;
  edition: TEdition;
  editionOther?: string;
  releaseTitle: string;
  screener?: boolean;
  notes?: string;
  upc?: string;
};

export type DemoFilm = {
  title: string;
  originalTitle?: string;
  year: number;
  director: string;
  actors: string;
  genre: string;
  studio: string;
  runtime: string;
  rated: string;
  country: string;
  language: string;
  /** First release, e.g. '25 May 1979'. Its year is the film's year (the catalogue derives one from the other). */
  released: string;
  description: string;
  art?: CoverStyle;
  releases: DemoRelease[];
};

type Extras = Partial<Omit<DemoRelease, 'format' | 'label' | 'releaseYear'>>;

const US = { region: 'NTSC', releaseCountry: 'United States' } as const;
const UK = { region: 'PAL', releaseCountry: 'United Kingdom' } as const;

function release(
  format: TFormat,
  caseType: TCaseType,
  label: string,
  releaseYear: number,
  extras: Extras,
): DemoRelease {
  return {
    format,
    caseType,
    label,
    releaseYear,
    ...US,
    ...(isTapeFormat(format) ? { speed: 'SP' as const } : {}),
    edition: 'Standard',
    releaseTitle: 'Standard Release',
    ...extras,
  };
}

const vhs = (label: string, year: number, extras: Extras = {}) =>
  release('VHS', 'Slipcase', label, year, extras);
const bigBox = (label: string, year: number, extras: Extras = {}) =>
  release('VHS', 'Big Box', label, year, extras);
const clamshell = (label: string, year: number, extras: Extras = {}) =>
  release('VHS', 'Clamshell', label, year, extras);
const betamax = (label: string, year: number, extras: Extras = {}) =>
  release('Betamax', 'Slipcase', label, year, extras);
const beta = (label: string, year: number, extras: Extras = {}) =>
  release('Beta', 'Slipcase', label, year, extras);
const laserdisc = (label: string, year: number, extras: Extras = {}) =>
  release('LaserDisc', 'Cardboard', label, year, extras);
const dvd = (label: string, year: number, extras: Extras = {}) =>
  release('DVD', 'Standard', label, year, extras);
const bluray = (label: string, year: number, extras: Extras = {}) =>
  release('Blu-ray', 'Standard', label, year, extras);

/** A named edition that is not one of the fixed choices. */
const special = (title: string): Extras => ({ releaseTitle: title, edition: 'Other', editionOther: title });
const directorsCut = (title = "Director's Cut"): Extras => ({
  releaseTitle: title,
  edition: 'Directors Cut',
});
const criterion: Extras = { releaseTitle: 'Criterion Collection' };
const CRITERION = 'The Criterion Collection';

const FILMS: DemoFilm[] = [
  // 1970s
  {
    title: 'The Godfather',
    year: 1972,
    director: 'Francis Ford Coppola',
    actors: 'Marlon Brando, Al Pacino, James Caan, Robert Duvall, Diane Keaton',
    genre: 'Crime, Drama',
    studio: 'Paramount Pictures',
    runtime: '175 min',
    rated: 'R',
    country: 'United States',
    language: 'English, Italian',
    released: '24 Mar 1972',
    description:
      'The ageing head of a New York crime family sees his reluctant youngest son drawn into the business after an attempt on his life. A slow, operatic portrait of power passing from father to son.',
    releases: [
      release('VHS', 'Book Box', 'Paramount Home Video', 1980, {
        releaseTitle: 'Two-Tape Set',
        notes: 'Two cassettes.',
      }),
      laserdisc('Paramount Home Video', 1991, special('Widescreen Edition')),
      bluray('Paramount Home Entertainment', 2008, special('The Coppola Restoration')),
    ],
  },
  {
    title: 'The Exorcist',
    year: 1973,
    director: 'William Friedkin',
    actors: 'Ellen Burstyn, Max von Sydow, Linda Blair, Jason Miller',
    genre: 'Horror',
    studio: 'Warner Bros.',
    runtime: '122 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '26 Dec 1973',
    description:
      "When a twelve-year-old girl in Georgetown starts acting in ways no doctor can explain, her mother turns to two priests. Still one of cinema's most unsettling films.",
    releases: [
      bigBox('Warner Home Video', 1981),
      dvd('Warner Home Video', 1998, special('25th Anniversary Special Edition')),
      bluray('Warner Home Video', 2010, directorsCut("Extended Director's Cut")),
    ],
  },
  {
    title: 'Blazing Saddles',
    year: 1974,
    director: 'Mel Brooks',
    actors: 'Cleavon Little, Gene Wilder, Slim Pickens, Harvey Korman, Madeline Kahn',
    genre: 'Comedy, Western',
    studio: 'Warner Bros.',
    runtime: '93 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '7 Feb 1974',
    description:
      'A corrupt attorney general appoints a Black sheriff to a frontier town, hoping the locals will drive him out. The Western genre, gleefully taken apart gag by gag.',
    art: 'desert',
    releases: [
      bigBox('Warner Home Video', 1981),
      betamax('Warner Home Video', 1983),
      dvd('Warner Home Video', 1997),
    ],
  },
  {
    title: 'The Texas Chain Saw Massacre',
    year: 1974,
    director: 'Tobe Hooper',
    actors: 'Marilyn Burns, Paul A. Partain, Edwin Neal, Gunnar Hansen',
    genre: 'Horror',
    studio: 'Bryanston Distributing Company',
    runtime: '83 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '1 Oct 1974',
    description:
      'Five friends driving through rural Texas stop at the wrong farmhouse. Raw, sun-baked and relentless, it made a low budget look like a documentary of a nightmare.',
    releases: [
      bigBox('Wizard Video', 1982, { notes: 'Oversized box with the red cover art.' }),
      dvd('Dark Sky Films', 2006, special('Ultimate Edition')),
      bluray('Dark Sky Films', 2008),
    ],
  },
  {
    title: 'Jaws',
    year: 1975,
    director: 'Steven Spielberg',
    actors: 'Roy Scheider, Robert Shaw, Richard Dreyfuss, Lorraine Gary',
    genre: 'Adventure, Thriller',
    studio: 'Universal Pictures',
    runtime: '124 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '20 Jun 1975',
    description:
      "A great white shark starts taking swimmers off a resort island, and the police chief who can't stand the water has to go out and hunt it. The first summer blockbuster.",
    art: 'ocean',
    releases: [
      vhs('MCA Videocassette', 1980),
      laserdisc('MCA/Universal Home Video', 1995, special('Signature Collection')),
      dvd('Universal Studios Home Video', 2000, special("Anniversary Collector's Edition")),
    ],
  },
  {
    title: 'Monty Python and the Holy Grail',
    year: 1975,
    director: 'Terry Gilliam, Terry Jones',
    actors: 'Graham Chapman, John Cleese, Eric Idle, Terry Gilliam, Terry Jones, Michael Palin',
    genre: 'Adventure, Comedy, Fantasy',
    studio: 'EMI Films',
    runtime: '91 min',
    rated: 'PG',
    country: 'United Kingdom',
    language: 'English',
    released: '3 Apr 1975',
    description:
      'King Arthur and his knights ride (without horses) in search of the Holy Grail, meeting killer rabbits, insulting Frenchmen and a bridge with three questions along the way.',
    releases: [
      vhs('Thorn EMI Video', 1983, UK),
      dvd('Columbia TriStar Home Entertainment', 2001, special('Special Edition')),
    ],
  },
  {
    title: 'Taxi Driver',
    year: 1976,
    director: 'Martin Scorsese',
    actors: 'Robert De Niro, Jodie Foster, Cybill Shepherd, Harvey Keitel',
    genre: 'Crime, Drama',
    studio: 'Columbia Pictures',
    runtime: '114 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '8 Feb 1976',
    description:
      'An insomniac Vietnam veteran drives a night cab through a decaying New York and slowly convinces himself he must clean it up. A feverish character study.',
    releases: [
      vhs('RCA/Columbia Pictures Home Video', 1984),
      laserdisc(CRITERION, 1990, criterion),
      dvd('Columbia TriStar Home Video', 1999, special("Collector's Edition")),
    ],
  },
  {
    title: 'Rocky',
    year: 1976,
    director: 'John G. Avildsen',
    actors: 'Sylvester Stallone, Talia Shire, Burt Young, Carl Weathers, Burgess Meredith',
    genre: 'Drama, Sport',
    studio: 'United Artists',
    runtime: '120 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '3 Dec 1976',
    description:
      "A small-time Philadelphia boxer gets a shot at the heavyweight champion and decides that just going the distance would be enough. An underdog story that became everyone's underdog story.",
    releases: [
      vhs('Magnetic Video', 1980),
      vhs('MGM/UA Home Video', 1989),
      dvd('MGM Home Entertainment', 2001, special('Special Edition')),
    ],
  },
  {
    title: 'The Outlaw Josey Wales',
    year: 1976,
    director: 'Clint Eastwood',
    actors: 'Clint Eastwood, Chief Dan George, Sondra Locke',
    genre: 'Western',
    studio: 'Warner Bros.',
    runtime: '135 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '30 Jun 1976',
    description:
      'A Missouri farmer whose family was murdered by Union raiders refuses to surrender after the Civil War and heads for Texas with the army on his trail, collecting misfits along the way.',
    releases: [vhs('Warner Home Video', 1982), dvd('Warner Home Video', 1999)],
  },
  {
    title: 'Star Wars',
    year: 1977,
    director: 'George Lucas',
    actors: 'Mark Hamill, Harrison Ford, Carrie Fisher, Alec Guinness',
    genre: 'Action, Adventure, Sci-Fi',
    studio: '20th Century Fox',
    runtime: '121 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '25 May 1977',
    description:
      'A farm boy, a smuggler and a captured princess take on a galactic empire and its planet-destroying battle station. Space opera that changed what movies could be.',
    art: 'space',
    releases: [
      vhs('20th Century-Fox Video', 1982),
      betamax('CBS/Fox Video', 1984),
      laserdisc('CBS/Fox Video', 1993, special('The Definitive Collection')),
      dvd('20th Century Fox Home Entertainment', 2006, special('Limited Edition')),
    ],
  },
  {
    title: 'Halloween',
    year: 1978,
    director: 'John Carpenter',
    actors: 'Jamie Lee Curtis, Donald Pleasence, P.J. Soles, Nancy Loomis',
    genre: 'Horror, Thriller',
    studio: 'Compass International Pictures',
    runtime: '91 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '25 Oct 1978',
    description:
      'Fifteen years after killing his sister, Michael Myers escapes an asylum and returns to his hometown on Halloween night, where a babysitter becomes his target.',
    releases: [
      bigBox('Media Home Entertainment', 1981),
      laserdisc(CRITERION, 1994, criterion),
      dvd('Anchor Bay Entertainment', 1999, special('Limited Edition')),
      bluray('Anchor Bay Entertainment', 2013, special('35th Anniversary Edition')),
    ],
  },
  {
    title: 'Superman',
    year: 1978,
    director: 'Richard Donner',
    actors: 'Christopher Reeve, Margot Kidder, Gene Hackman, Marlon Brando',
    genre: 'Action, Adventure, Sci-Fi',
    studio: 'Warner Bros.',
    runtime: '143 min',
    rated: 'PG',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '15 Dec 1978',
    description:
      "Sent to Earth as a baby from a dying planet, Clark Kent grows up in Kansas, moves to Metropolis and learns to be two people at once. You'll believe a man can fly.",
    releases: [bigBox('Warner Home Video', 1980), dvd('Warner Home Video', 2001, special('Special Edition'))],
  },
  {
    title: 'Alien',
    year: 1979,
    director: 'Ridley Scott',
    actors: 'Sigourney Weaver, Tom Skerritt, John Hurt, Ian Holm',
    genre: 'Horror, Sci-Fi',
    studio: '20th Century Fox',
    runtime: '117 min',
    rated: 'R',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '25 May 1979',
    description:
      'The crew of a commercial towing ship answer a distress call and bring something back on board. Haunted-house horror set in the grimy corridors of deep space.',
    art: 'space',
    releases: [
      vhs('Magnetic Video', 1980),
      laserdisc('CBS/Fox Video', 1992, special("Widescreen Collector's Edition")),
      dvd('20th Century Fox Home Entertainment', 2003, directorsCut()),
    ],
  },
  {
    title: 'Mad Max',
    year: 1979,
    director: 'George Miller',
    actors: 'Mel Gibson, Joanne Samuel, Hugh Keays-Byrne, Steve Bisley',
    genre: 'Action, Sci-Fi, Thriller',
    studio: 'Roadshow Film Distributors',
    runtime: '88 min',
    rated: 'R',
    country: 'Australia',
    language: 'English',
    released: '12 Apr 1979',
    description:
      'On the highways of a crumbling near-future Australia, a police pursuit driver is pushed too far by a biker gang. Lean, loud and built around astonishing car stunts.',
    releases: [
      vhs('Roadshow Home Video', 1983, { region: 'PAL', releaseCountry: 'Australia' }),
      dvd('MGM Home Entertainment', 2002, special('Special Edition')),
      bluray('Shout! Factory', 2019, special("Collector's Edition")),
    ],
  },
  {
    title: 'Apocalypse Now',
    year: 1979,
    director: 'Francis Ford Coppola',
    actors: 'Martin Sheen, Marlon Brando, Robert Duvall, Frederic Forrest',
    genre: 'Drama, War',
    studio: 'United Artists',
    runtime: '147 min',
    rated: 'R',
    country: 'United States',
    language: 'English, French, Vietnamese',
    released: '15 Aug 1979',
    description:
      'An army captain travels upriver into Cambodia to find and kill a renegade colonel, and the further he goes, the less sense the war makes. Joseph Conrad by way of Vietnam.',
    art: 'synthwave',
    releases: [
      vhs('Paramount Home Video', 1987),
      laserdisc('Paramount Home Video', 1991, special('Widescreen Edition')),
    ],
  },
  {
    title: 'The Muppet Movie',
    year: 1979,
    director: 'James Frawley',
    actors: 'Jim Henson, Frank Oz, Jerry Nelson, Charles Durning',
    genre: 'Adventure, Comedy, Family',
    studio: 'Associated Film Distribution',
    runtime: '95 min',
    rated: 'G',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '22 Jun 1979',
    description:
      'Kermit the Frog leaves his swamp for Hollywood and gathers Fozzie, Gonzo, Miss Piggy and the rest on a road trip, with a frog-leg restaurateur in pursuit.',
    releases: [vhs('Magnetic Video', 1980), clamshell('Jim Henson Video', 1993)],
  },

  // 1980s
  {
    title: 'The Empire Strikes Back',
    year: 1980,
    director: 'Irvin Kershner',
    actors: 'Mark Hamill, Harrison Ford, Carrie Fisher, Billy Dee Williams',
    genre: 'Action, Adventure, Sci-Fi',
    studio: '20th Century Fox',
    runtime: '124 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '21 May 1980',
    description:
      'The Empire drives the rebels from their ice-planet base while Luke trains with a Jedi master in a swamp. Darker, stranger and, for many, the best of the saga.',
    art: 'space',
    releases: [
      vhs('CBS/Fox Video', 1984),
      betamax('CBS/Fox Video', 1984),
      dvd('20th Century Fox Home Entertainment', 2006, special('Limited Edition')),
    ],
  },
  {
    title: 'The Shining',
    year: 1980,
    director: 'Stanley Kubrick',
    actors: 'Jack Nicholson, Shelley Duvall, Danny Lloyd, Scatman Crothers',
    genre: 'Drama, Horror',
    studio: 'Warner Bros.',
    runtime: '144 min',
    rated: 'R',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '23 May 1980',
    description:
      'A would-be writer takes a winter caretaker job at an isolated mountain hotel, and the hotel slowly takes him. Long corridors, twin girls and a typewriter you will not forget.',
    releases: [
      bigBox('Warner Home Video', 1981),
      dvd('Warner Home Video', 1999, special('Stanley Kubrick Collection')),
      bluray('Warner Home Video', 2007),
    ],
  },
  {
    title: 'The Blues Brothers',
    year: 1980,
    director: 'John Landis',
    actors: 'John Belushi, Dan Aykroyd, Cab Calloway, Carrie Fisher',
    genre: 'Action, Comedy, Music',
    studio: 'Universal Pictures',
    runtime: '133 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '20 Jun 1980',
    description:
      "Fresh out of prison, Jake and his brother Elwood set out to put their band back together to save the orphanage that raised them. They're on a mission from God, and half of Chicago's police cars pay for it.",
    releases: [
      vhs('MCA Videocassette', 1983),
      dvd('Universal Studios Home Video', 1998, special("Collector's Edition")),
    ],
  },
  {
    title: 'Raiders of the Lost Ark',
    year: 1981,
    director: 'Steven Spielberg',
    actors: 'Harrison Ford, Karen Allen, Paul Freeman, John Rhys-Davies',
    genre: 'Action, Adventure',
    studio: 'Paramount Pictures',
    runtime: '115 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '12 Jun 1981',
    description:
      'In 1936 an archaeologist with a bullwhip races Nazi agents to find the Ark of the Covenant. A loving, breathless update of the Saturday-matinee serial.',
    art: 'desert',
    releases: [
      vhs('Paramount Home Video', 1983),
      betamax('Paramount Home Video', 1983),
      laserdisc('Paramount Home Video', 1991, special('Widescreen Edition')),
      dvd('Paramount Home Entertainment', 2003, special('The Adventures of Indiana Jones')),
    ],
  },
  {
    title: 'Escape from New York',
    year: 1981,
    director: 'John Carpenter',
    actors: 'Kurt Russell, Lee Van Cleef, Ernest Borgnine, Donald Pleasence',
    genre: 'Action, Sci-Fi',
    studio: 'AVCO Embassy Pictures',
    runtime: '99 min',
    rated: 'R',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '10 Jul 1981',
    description:
      'In 1997 Manhattan is a walled maximum-security prison, and when the President crash-lands inside, a one-eyed war hero gets twenty-four hours to bring him out.',
    art: 'synthwave',
    releases: [
      vhs('Embassy Home Entertainment', 1982),
      laserdisc('Image Entertainment', 1994, special('Special Edition')),
      bluray('Shout! Factory', 2015, special("Collector's Edition")),
    ],
  },
  {
    title: 'An American Werewolf in London',
    year: 1981,
    director: 'John Landis',
    actors: 'David Naughton, Jenny Agutter, Griffin Dunne, John Woodvine',
    genre: 'Comedy, Horror',
    studio: 'Universal Pictures',
    runtime: '97 min',
    rated: 'R',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '21 Aug 1981',
    description:
      'Two American students backpacking across the Yorkshire moors are attacked by a wolf, and one of them wakes up in a London hospital with a problem. Funny, sad and home to a landmark transformation scene.',
    releases: [
      vhs('MCA Videocassette', 1982),
      dvd('Universal Studios Home Video', 2001, special("Collector's Edition")),
      bluray('Arrow Video', 2019, special('Limited Edition')),
    ],
  },
  {
    title: 'E.T. the Extra-Terrestrial',
    year: 1982,
    director: 'Steven Spielberg',
    actors: 'Henry Thomas, Dee Wallace, Peter Coyote, Drew Barrymore',
    genre: 'Adventure, Family, Sci-Fi',
    studio: 'Universal Pictures',
    runtime: '115 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '11 Jun 1982',
    description:
      'A lonely suburban boy finds a stranded alien in the backyard shed and hides him from his mother and from the government agents closing in. Bicycles, moonlight and a lot of tears.',
    releases: [
      clamshell('MCA Home Video', 1988, { notes: 'Green tinted cassette shell.' }),
      laserdisc('MCA Home Video', 1988),
      dvd('Universal Studios Home Video', 2002, special('20th Anniversary Edition')),
      bluray('Universal Studios Home Entertainment', 2012, special('Anniversary Edition')),
    ],
  },
  {
    title: 'Blade Runner',
    year: 1982,
    director: 'Ridley Scott',
    actors: 'Harrison Ford, Rutger Hauer, Sean Young, Edward James Olmos',
    genre: 'Action, Drama, Sci-Fi',
    studio: 'Warner Bros.',
    runtime: '117 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '25 Jun 1982',
    description:
      'In a rain-soaked Los Angeles of 2019 a weary detective is assigned to hunt down four escaped replicants who want more life. Neon, smoke and questions about what makes us human.',
    art: 'synthwave',
    releases: [
      vhs('Embassy Home Entertainment', 1983),
      laserdisc(CRITERION, 1989, criterion),
      dvd('Warner Home Video', 1997, directorsCut("The Director's Cut")),
      bluray('Warner Home Video', 2007, special('The Final Cut')),
    ],
  },
  {
    title: 'The Thing',
    year: 1982,
    director: 'John Carpenter',
    actors: 'Kurt Russell, Wilford Brimley, Keith David, T.K. Carter',
    genre: 'Horror, Mystery, Sci-Fi',
    studio: 'Universal Pictures',
    runtime: '109 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '25 Jun 1982',
    description:
      'Twelve men at an Antarctic research station take in a sled dog that is not what it seems, and soon nobody can be sure who is still human. Paranoia on ice.',
    releases: [
      vhs('MCA Videocassette', 1983),
      laserdisc('MCA/Universal Home Video', 1998, special('Signature Collection')),
      dvd('Universal Studios Home Video', 1998, special("Collector's Edition")),
      bluray('Shout! Factory', 2016, special("Collector's Edition")),
    ],
  },
  {
    title: 'Tron',
    year: 1982,
    director: 'Steven Lisberger',
    actors: 'Jeff Bridges, Bruce Boxleitner, David Warner, Cindy Morgan',
    genre: 'Action, Adventure, Sci-Fi',
    studio: 'Walt Disney Productions',
    runtime: '96 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '9 Jul 1982',
    description:
      'A video-game designer is digitised into the computer world of his former employer and has to fight for his life on the Game Grid. Glowing circuits and light cycles decades ahead of their time.',
    art: 'synthwave',
    releases: [
      clamshell('Walt Disney Home Video', 1982),
      laserdisc('Walt Disney Home Video', 1998, special("Special Collector's Edition")),
      dvd('Buena Vista Home Entertainment', 2002, special("20th Anniversary Collector's Edition")),
    ],
  },
  {
    title: 'Scarface',
    year: 1983,
    director: 'Brian De Palma',
    actors: 'Al Pacino, Steven Bauer, Michelle Pfeiffer, Mary Elizabeth Mastrantonio',
    genre: 'Crime, Drama',
    studio: 'Universal Pictures',
    runtime: '170 min',
    rated: 'R',
    country: 'United States',
    language: 'English, Spanish',
    released: '9 Dec 1983',
    description:
      "A Cuban refugee claws his way to the top of Miami's cocaine trade and destroys everything he touches on the way. Excess as a way of life.",
    art: 'noir',
    releases: [
      release('VHS', 'Book Box', 'MCA Home Video', 1984, {
        releaseTitle: 'Two-Tape Set',
        notes: 'Two cassettes.',
      }),
      dvd('Universal Studios Home Video', 1998, special("Collector's Edition")),
      bluray('Universal Studios Home Entertainment', 2011, special('Limited Edition')),
    ],
  },
  {
    title: 'The Terminator',
    year: 1984,
    director: 'James Cameron',
    actors: 'Arnold Schwarzenegger, Michael Biehn, Linda Hamilton, Paul Winfield',
    genre: 'Action, Sci-Fi',
    studio: 'Orion Pictures',
    runtime: '107 min',
    rated: 'R',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '26 Oct 1984',
    description:
      'A cyborg assassin is sent back from 2029 to kill the woman whose unborn son will lead the human resistance, and a lone soldier follows to protect her. Relentless low-budget science fiction.',
    releases: [
      vhs('Thorn EMI Video', 1985),
      dvd('MGM Home Entertainment', 2001, special('Special Edition')),
      bluray('MGM Home Entertainment', 2006),
    ],
  },
  {
    title: 'Ghostbusters',
    year: 1984,
    director: 'Ivan Reitman',
    actors: 'Bill Murray, Dan Aykroyd, Sigourney Weaver, Harold Ramis',
    genre: 'Action, Comedy, Fantasy',
    studio: 'Columbia Pictures',
    runtime: '105 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '8 Jun 1984',
    description:
      'Three parapsychologists thrown out of their university go into business catching ghosts in New York, just as an ancient god picks a Central Park West apartment as its doorway.',
    releases: [
      vhs('RCA/Columbia Pictures Home Video', 1985),
      betamax('RCA/Columbia Pictures Home Video', 1985),
      dvd('Columbia TriStar Home Video', 1999, special("Collector's Series")),
      bluray('Sony Pictures Home Entertainment', 2009),
    ],
  },
  {
    title: 'Gremlins',
    year: 1984,
    director: 'Joe Dante',
    actors: 'Zach Galligan, Phoebe Cates, Hoyt Axton, Frances Lee McCain',
    genre: 'Comedy, Fantasy, Horror',
    studio: 'Warner Bros.',
    runtime: '106 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '8 Jun 1984',
    description:
      'A small-town teenager gets an adorable creature for Christmas along with three rules, and breaks every one of them. A Christmas card that turns into a monster riot.',
    releases: [
      vhs('Warner Home Video', 1985),
      dvd('Warner Home Video', 2002, special('Special Edition')),
      bluray('Warner Home Video', 2009),
    ],
  },
  {
    title: 'A Nightmare on Elm Street',
    year: 1984,
    director: 'Wes Craven',
    actors: 'Heather Langenkamp, John Saxon, Robert Englund, Johnny Depp',
    genre: 'Horror',
    studio: 'New Line Cinema',
    runtime: '91 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '9 Nov 1984',
    description:
      "Teenagers on one suburban street share the same dream about a burned man with a bladed glove, and what he does to them in their sleep happens for real. Whatever you do, don't fall asleep.",
    releases: [
      vhs('Media Home Entertainment', 1985),
      dvd('New Line Home Entertainment', 2006, special('Infinifilm Edition')),
      bluray('New Line Home Entertainment', 2010),
    ],
  },
  {
    title: 'Back to the Future',
    year: 1985,
    director: 'Robert Zemeckis',
    actors: 'Michael J. Fox, Christopher Lloyd, Lea Thompson, Crispin Glover',
    genre: 'Adventure, Comedy, Sci-Fi',
    studio: 'Universal Pictures',
    runtime: '116 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '3 Jul 1985',
    description:
      'A teenager is accidentally sent thirty years into the past in a plutonium-powered DeLorean and has to make sure his parents fall in love before he can get home. Great Scott.',
    art: 'synthwave',
    releases: [
      vhs('MCA Home Video', 1986),
      betamax('MCA Home Video', 1986),
      dvd('Universal Studios Home Video', 2002, special('The Complete Trilogy')),
    ],
  },
  {
    title: 'The Breakfast Club',
    year: 1985,
    director: 'John Hughes',
    actors: 'Emilio Estevez, Molly Ringwald, Judd Nelson, Anthony Michael Hall, Ally Sheedy',
    genre: 'Comedy, Drama',
    studio: 'Universal Pictures',
    runtime: '97 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '15 Feb 1985',
    description:
      'Five high-school students who have nothing in common spend a Saturday detention together and find out they have more in common than they thought.',
    releases: [
      vhs('MCA Home Video', 1985),
      dvd('Universal Studios Home Video', 2003, special('High School I.D. Edition')),
      bluray(CRITERION, 2018, criterion),
    ],
  },
  {
    title: 'The Goonies',
    year: 1985,
    director: 'Richard Donner',
    actors: 'Sean Astin, Josh Brolin, Jeff Cohen, Corey Feldman',
    genre: 'Adventure, Comedy, Family',
    studio: 'Warner Bros.',
    runtime: '114 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '7 Jun 1985',
    description:
      'With their homes about to be bulldozed, a gang of Oregon kids follow an old treasure map into caves full of booby traps, a pirate ship, and a family of crooks on their heels.',
    releases: [
      vhs('Warner Home Video', 1986),
      dvd('Warner Home Video', 2001, special('Special Edition')),
      bluray('Warner Home Video', 2010),
    ],
  },
  {
    title: 'Re-Animator',
    year: 1985,
    director: 'Stuart Gordon',
    actors: 'Jeffrey Combs, Bruce Abbott, Barbara Crampton, David Gale',
    genre: 'Comedy, Horror, Sci-Fi',
    studio: 'Empire International Pictures',
    runtime: '86 min',
    rated: 'Not Rated',
    country: 'United States',
    language: 'English',
    released: '18 Oct 1985',
    description:
      'A brilliant, arrogant medical student has a glowing green serum that brings the dead back, and his new roommate gets pulled into the experiments. Lovecraft played as splatter comedy.',
    releases: [
      vhs('Vestron Video', 1986, { notes: 'Unrated version.' }),
      dvd('Elite Entertainment', 1999, special('Special Edition')),
      bluray('Arrow Video', 2017, special('Limited Edition')),
    ],
  },
  {
    title: 'Aliens',
    year: 1986,
    director: 'James Cameron',
    actors: 'Sigourney Weaver, Michael Biehn, Carrie Henn, Paul Reiser',
    genre: 'Action, Adventure, Sci-Fi',
    studio: '20th Century Fox',
    runtime: '137 min',
    rated: 'R',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '18 Jul 1986',
    description:
      'Ripley goes back to the planet where her crew found the creature, this time with a squad of Colonial Marines who are sure they can handle it. They cannot.',
    art: 'space',
    releases: [
      vhs('CBS/Fox Video', 1987),
      laserdisc('CBS/Fox Video', 1991, special("Special Wide-Screen Collector's Edition")),
      dvd('20th Century Fox Home Entertainment', 2003, special('Special Edition')),
    ],
  },
  {
    title: 'Top Gun',
    year: 1986,
    director: 'Tony Scott',
    actors: 'Tom Cruise, Kelly McGillis, Val Kilmer, Anthony Edwards',
    genre: 'Action, Drama',
    studio: 'Paramount Pictures',
    runtime: '110 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '16 May 1986',
    description:
      "A hot-shot Navy pilot earns a place at the service's elite fighter school and has to learn that flying alone isn't the same as flying well. Jets, sunsets and volleyball.",
    art: 'synthwave',
    releases: [
      vhs('Paramount Home Video', 1987),
      beta('Paramount Home Video', 1987),
      dvd('Paramount Home Entertainment', 1998),
      bluray('Paramount Home Entertainment', 2008),
    ],
  },
  {
    title: "Ferris Bueller's Day Off",
    year: 1986,
    director: 'John Hughes',
    actors: 'Matthew Broderick, Alan Ruck, Mia Sara, Jeffrey Jones',
    genre: 'Comedy',
    studio: 'Paramount Pictures',
    runtime: '103 min',
    rated: 'PG-13',
    country: 'United States',
    language: 'English',
    released: '11 Jun 1986',
    description:
      'A charming high-school senior fakes being sick and takes his girlfriend and his anxious best friend for a day off in Chicago, while the dean of students tries to catch him out.',
    releases: [
      vhs('Paramount Home Video', 1987),
      dvd('Paramount Home Entertainment', 2006, special('Bueller... Bueller... Edition')),
    ],
  },
  {
    title: 'Big Trouble in Little China',
    year: 1986,
    director: 'John Carpenter',
    actors: 'Kurt Russell, Kim Cattrall, Dennis Dun, James Hong',
    genre: 'Action, Comedy, Fantasy',
    studio: '20th Century Fox',
    runtime: '99 min',
    rated: 'PG-13',
    country: 'United States',
    language: 'English',
    released: '2 Jul 1986',
    description:
      "A loud-mouthed truck driver helps a friend rescue his fiancée from a 2,000-year-old sorcerer under San Francisco's Chinatown. Kung fu, magic and a hero who is mostly the sidekick.",
    releases: [
      vhs('CBS/Fox Video', 1987),
      dvd('20th Century Fox Home Entertainment', 2001, special('Special Edition')),
    ],
  },
  {
    title: 'Labyrinth',
    year: 1986,
    director: 'Jim Henson',
    actors: 'David Bowie, Jennifer Connelly, Toby Froud, Shelley Thompson',
    genre: 'Adventure, Family, Fantasy',
    studio: 'TriStar Pictures',
    runtime: '101 min',
    rated: 'PG',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '27 Jun 1986',
    description:
      'A teenager wishes her baby brother away to the Goblin King and then has thirteen hours to solve his labyrinth and win him back. Puppets, riddles and David Bowie in a magnificent wig.',
    releases: [
      vhs('Embassy Home Entertainment', 1987),
      dvd('Columbia TriStar Home Video', 1999),
      bluray('Sony Pictures Home Entertainment', 2009),
    ],
  },
  {
    title: 'RoboCop',
    year: 1987,
    director: 'Paul Verhoeven',
    actors: 'Peter Weller, Nancy Allen, Ronny Cox, Kurtwood Smith',
    genre: 'Action, Crime, Sci-Fi',
    studio: 'Orion Pictures',
    runtime: '102 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '17 Jul 1987',
    description:
      'A Detroit cop murdered by a gang is rebuilt by a corporation as a cyborg law enforcer, and pieces of the man start coming back. Savage satire with a very big gun.',
    releases: [
      vhs('Orion Home Video', 1988),
      laserdisc(CRITERION, 1995, { ...criterion, edition: 'Directors Cut', notes: "Director's cut." }),
      bluray('Arrow Video', 2019, special('Limited Edition')),
    ],
  },
  {
    title: 'Predator',
    year: 1987,
    director: 'John McTiernan',
    actors: 'Arnold Schwarzenegger, Carl Weathers, Elpidia Carrillo, Bill Duke',
    genre: 'Action, Adventure, Sci-Fi',
    studio: '20th Century Fox',
    runtime: '107 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '12 Jun 1987',
    description:
      'A special-forces rescue team in a Central American jungle discovers it is being hunted, one by one, by something that can turn invisible. If it bleeds, they can kill it.',
    releases: [
      vhs('CBS/Fox Video', 1988),
      dvd('20th Century Fox Home Entertainment', 2001, special('Special Edition')),
      bluray('20th Century Fox Home Entertainment', 2008),
    ],
  },
  {
    title: 'The Princess Bride',
    year: 1987,
    director: 'Rob Reiner',
    actors: 'Cary Elwes, Robin Wright, Mandy Patinkin, Chris Sarandon',
    genre: 'Adventure, Family, Fantasy',
    studio: '20th Century Fox',
    runtime: '98 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '25 Sep 1987',
    description:
      'A grandfather reads his sick grandson a tale of true love, pirates, giants and revenge, and the boy slowly stops complaining about the kissing parts. As you wish.',
    releases: [
      vhs('Nelson Entertainment', 1988),
      dvd('MGM Home Entertainment', 2001, special('Special Edition')),
      bluray(CRITERION, 2020, criterion),
    ],
  },
  {
    title: 'Evil Dead II',
    year: 1987,
    director: 'Sam Raimi',
    actors: 'Bruce Campbell, Sarah Berry, Dan Hicks, Kassie Wesley',
    genre: 'Comedy, Fantasy, Horror',
    studio: 'Rosebud Releasing Corporation',
    runtime: '84 min',
    rated: 'Not Rated',
    country: 'United States',
    language: 'English',
    released: '13 Mar 1987',
    description:
      "Ash takes his girlfriend to a cabin in the woods, plays a professor's tape recording and wakes the dead. Part sequel, part remake, all slapstick and gore.",
    releases: [
      vhs('Vestron Video', 1987),
      dvd('Anchor Bay Entertainment', 2000, special('THX Edition')),
      bluray('Lionsgate', 2011, special('25th Anniversary Edition')),
    ],
  },
  {
    title: 'Hellraiser',
    year: 1987,
    director: 'Clive Barker',
    actors: 'Andrew Robinson, Clare Higgins, Ashley Laurence, Sean Chapman',
    genre: 'Horror',
    studio: 'New World Pictures',
    runtime: '93 min',
    rated: 'R',
    country: 'United Kingdom',
    language: 'English',
    released: '10 Sep 1987',
    description:
      'A man who opened a puzzle box and was torn apart by its demonic guardians is brought back by his lover, who must feed him blood to make him whole again.',
    releases: [vhs('New World Video', 1988), dvd('Anchor Bay Entertainment', 2000)],
  },
  {
    title: 'Die Hard',
    year: 1988,
    director: 'John McTiernan',
    actors: 'Bruce Willis, Alan Rickman, Bonnie Bedelia, Reginald VelJohnson',
    genre: 'Action, Thriller',
    studio: '20th Century Fox',
    runtime: '132 min',
    rated: 'R',
    country: 'United States',
    language: 'English, German',
    released: '15 Jul 1988',
    description:
      'A New York cop visiting his estranged wife in Los Angeles is the only man loose when a gang of thieves takes over her office tower on Christmas Eve. Barefoot, armed and annoyed.',
    art: 'noir',
    releases: [
      vhs('CBS/Fox Video', 1989),
      laserdisc('CBS/Fox Video', 1989, special('Widescreen Edition')),
      dvd('20th Century Fox Home Entertainment', 2001, special('Five Star Collection')),
      bluray('20th Century Fox Home Entertainment', 2007),
    ],
  },
  {
    title: 'Who Framed Roger Rabbit',
    year: 1988,
    director: 'Robert Zemeckis',
    actors: 'Bob Hoskins, Christopher Lloyd, Joanna Cassidy, Charles Fleischer',
    genre: 'Animation, Comedy, Crime',
    studio: 'Touchstone Pictures',
    runtime: '104 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '22 Jun 1988',
    description:
      'In 1947 Hollywood, where cartoons live and work alongside people, a washed-up detective who hates toons has to clear a rabbit accused of murder.',
    releases: [
      vhs('Touchstone Home Video', 1989),
      laserdisc('Touchstone Home Video', 1989),
      dvd('Buena Vista Home Entertainment', 2003, special('Vista Series')),
    ],
  },
  {
    title: 'Beetlejuice',
    year: 1988,
    director: 'Tim Burton',
    actors: 'Michael Keaton, Alec Baldwin, Geena Davis, Winona Ryder',
    genre: 'Comedy, Fantasy',
    studio: 'Warner Bros.',
    runtime: '92 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '30 Mar 1988',
    description:
      'A recently deceased couple try to scare the new owners out of their beloved house and end up hiring a freelance bio-exorcist who is much worse than the living.',
    releases: [
      vhs('Warner Home Video', 1988),
      dvd('Warner Home Video', 1997),
      bluray('Warner Home Video', 2008),
    ],
  },
  {
    title: 'Akira',
    year: 1988,
    director: 'Katsuhiro Otomo',
    actors: 'Mitsuo Iwata, Nozomu Sasaki, Mami Koyama, Tesshō Genda',
    genre: 'Action, Animation, Sci-Fi',
    studio: 'Toho',
    runtime: '124 min',
    rated: 'R',
    country: 'Japan',
    language: 'Japanese',
    released: '16 Jul 1988',
    description:
      "In Neo-Tokyo, 2019, a biker gang member is taken by a secret government project and develops powers that threaten the whole city. A landmark of animation's scale and detail.",
    art: 'synthwave',
    releases: [
      vhs('Streamline Pictures', 1991),
      dvd('Pioneer Entertainment', 2001, special('Special Edition')),
      bluray('Funimation', 2013, special('25th Anniversary Edition')),
    ],
  },
  {
    title: 'My Neighbor Totoro',
    originalTitle: 'Tonari no Totoro',
    year: 1988,
    director: 'Hayao Miyazaki',
    actors: 'Noriko Hidaka, Chika Sakamoto, Shigesato Itoi, Sumi Shimamoto',
    genre: 'Animation, Family, Fantasy',
    studio: 'Toho',
    runtime: '86 min',
    rated: 'G',
    country: 'Japan',
    language: 'Japanese',
    released: '16 Apr 1988',
    description:
      'Two sisters move to the countryside to be near their sick mother and befriend the gentle forest spirits living around their new house, including a giant one who catches the bus.',
    releases: [
      vhs('Fox Video', 1994),
      dvd('Walt Disney Home Entertainment', 2006, special('2-Disc Special Edition')),
      bluray('Walt Disney Home Entertainment', 2013),
    ],
  },
  {
    title: 'They Live',
    year: 1988,
    director: 'John Carpenter',
    actors: 'Roddy Piper, Keith David, Meg Foster, George "Buck" Flower',
    genre: 'Action, Horror, Sci-Fi',
    studio: 'Universal Pictures',
    runtime: '94 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '4 Nov 1988',
    description:
      'A drifter finds a box of sunglasses that reveal the hidden messages in every advert and the aliens running the economy. Consume. Obey. Conform.',
    releases: [
      vhs('MCA Home Video', 1989),
      dvd('Universal Studios Home Video', 2003),
      bluray('Shout! Factory', 2012, special("Collector's Edition")),
    ],
  },
  {
    title: 'Batman',
    year: 1989,
    director: 'Tim Burton',
    actors: 'Michael Keaton, Jack Nicholson, Kim Basinger, Robert Wuhl',
    genre: 'Action, Adventure',
    studio: 'Warner Bros.',
    runtime: '126 min',
    rated: 'PG-13',
    country: 'United States',
    language: 'English',
    released: '23 Jun 1989',
    description:
      "Gotham City's masked vigilante faces a gangster reborn as a grinning lunatic who has decided to take over the city with poisoned cosmetics and parade balloons.",
    art: 'noir',
    releases: [
      vhs('Warner Home Video', 1989),
      laserdisc('Warner Home Video', 1990),
      dvd('Warner Home Video', 1997),
    ],
  },
  {
    title: 'The Little Mermaid',
    year: 1989,
    director: 'Ron Clements, John Musker',
    actors: 'Jodi Benson, Samuel E. Wright, Pat Carroll, Buddy Hackett',
    genre: 'Animation, Family, Musical',
    studio: 'Walt Disney Pictures',
    runtime: '83 min',
    rated: 'G',
    country: 'United States',
    language: 'English',
    released: '17 Nov 1989',
    description:
      'A mermaid princess who longs to live on land trades her voice to a sea witch for a pair of legs and three days to win a prince. The start of a new golden age for Disney animation.',
    releases: [
      clamshell('Walt Disney Home Video', 1990, { releaseTitle: 'Walt Disney Classics' }),
      dvd('Walt Disney Home Entertainment', 2006, special('Platinum Edition')),
      bluray('Walt Disney Home Entertainment', 2013, special('Diamond Edition')),
    ],
  },

  // 1990s
  {
    title: 'Tremors',
    year: 1990,
    director: 'Ron Underwood',
    actors: 'Kevin Bacon, Fred Ward, Finn Carter, Michael Gross',
    genre: 'Comedy, Horror',
    studio: 'Universal Pictures',
    runtime: '96 min',
    rated: 'PG-13',
    country: 'United States',
    language: 'English',
    released: '19 Jan 1990',
    description:
      'Two handymen trying to leave a tiny Nevada town discover that giant worms are hunting everyone through the ground. Stay on the rocks.',
    art: 'desert',
    releases: [
      vhs('MCA/Universal Home Video', 1990),
      dvd('Universal Studios Home Video', 1998, special("Collector's Edition")),
    ],
  },
  {
    title: 'Home Alone',
    year: 1990,
    director: 'Chris Columbus',
    actors: "Macaulay Culkin, Joe Pesci, Daniel Stern, Catherine O'Hara",
    genre: 'Comedy, Family',
    studio: '20th Century Fox',
    runtime: '103 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '16 Nov 1990',
    description:
      'An eight-year-old accidentally left behind when his family flies to Paris for Christmas has to defend the house against two bumbling burglars. Paint cans were harmed.',
    releases: [
      vhs('Fox Video', 1991),
      dvd('20th Century Fox Home Entertainment', 1999),
      bluray('20th Century Fox Home Entertainment', 2007),
    ],
  },
  {
    title: 'Edward Scissorhands',
    year: 1990,
    director: 'Tim Burton',
    actors: 'Johnny Depp, Winona Ryder, Dianne Wiest, Anthony Michael Hall',
    genre: 'Drama, Fantasy, Romance',
    studio: '20th Century Fox',
    runtime: '105 min',
    rated: 'PG-13',
    country: 'United States',
    language: 'English',
    released: '7 Dec 1990',
    description:
      "An unfinished artificial man with scissors for hands is brought down from his hilltop castle into a pastel suburb, where he is adored for his topiary until he isn't.",
    releases: [
      vhs('Fox Video', 1991),
      laserdisc('Fox Video', 1991),
      dvd('20th Century Fox Home Entertainment', 2000, special('10th Anniversary Edition')),
    ],
  },
  {
    title: 'Terminator 2: Judgment Day',
    year: 1991,
    director: 'James Cameron',
    actors: 'Arnold Schwarzenegger, Linda Hamilton, Edward Furlong, Robert Patrick',
    genre: 'Action, Sci-Fi',
    studio: 'TriStar Pictures',
    runtime: '137 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '3 Jul 1991',
    description:
      'A reprogrammed Terminator is sent back to protect the young John Connor from a liquid-metal killer, while his mother plans to stop the future from happening at all.',
    releases: [
      vhs('Live Home Video', 1991),
      laserdisc('Pioneer LDCA', 1993, special('Special Edition')),
      dvd('Artisan Entertainment', 2000, special('Ultimate Edition')),
      bluray('Lionsgate', 2009, special('Skynet Edition')),
    ],
  },
  {
    title: 'The Silence of the Lambs',
    year: 1991,
    director: 'Jonathan Demme',
    actors: 'Jodie Foster, Anthony Hopkins, Scott Glenn, Ted Levine',
    genre: 'Crime, Drama, Thriller',
    studio: 'Orion Pictures',
    runtime: '118 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '14 Feb 1991',
    description:
      'An FBI trainee is sent to interview an imprisoned psychiatrist and cannibal in the hope that he will help catch a serial killer still at large. Quid pro quo, Clarice.',
    releases: [
      vhs('Orion Home Video', 1991),
      laserdisc(CRITERION, 1994, criterion),
      dvd('MGM Home Entertainment', 2001, special('Special Edition')),
    ],
  },
  {
    title: 'Beauty and the Beast',
    year: 1991,
    director: 'Gary Trousdale, Kirk Wise',
    actors: "Paige O'Hara, Robby Benson, Richard White, Jerry Orbach, Angela Lansbury",
    genre: 'Animation, Family, Fantasy',
    studio: 'Walt Disney Pictures',
    runtime: '84 min',
    rated: 'G',
    country: 'United States',
    language: 'English',
    released: '22 Nov 1991',
    description:
      "A bookish young woman takes her father's place as the prisoner of a cursed prince, and the enchanted household staff do all they can to help love along.",
    releases: [
      clamshell('Walt Disney Home Video', 1992, { releaseTitle: 'Walt Disney Classics' }),
      dvd('Walt Disney Home Entertainment', 2002, special('Platinum Edition')),
      bluray('Walt Disney Home Entertainment', 2010, special('Diamond Edition')),
    ],
  },
  {
    title: 'Hard Boiled',
    originalTitle: '辣手神探',
    year: 1992,
    director: 'John Woo',
    actors: 'Chow Yun-fat, Tony Leung Chiu-wai, Teresa Mo, Philip Chan',
    genre: 'Action, Crime, Thriller',
    studio: 'Golden Princess Film Production',
    runtime: '128 min',
    rated: 'R',
    country: 'Hong Kong',
    language: 'Cantonese',
    released: '16 Apr 1992',
    description:
      'A clarinet-playing Hong Kong cop teams up with an undercover agent to bring down a gun-running triad, ending in a hospital shoot-out that action films are still chasing.',
    art: 'noir',
    releases: [laserdisc(CRITERION, 1994, criterion), dvd(CRITERION, 1998, criterion)],
  },
  {
    title: 'Unforgiven',
    year: 1992,
    director: 'Clint Eastwood',
    actors: 'Clint Eastwood, Gene Hackman, Morgan Freeman, Richard Harris',
    genre: 'Drama, Western',
    studio: 'Warner Bros.',
    runtime: '130 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '7 Aug 1992',
    description:
      'A retired gunfighter turned pig farmer takes one last bounty job to provide for his children, and finds that killing is as ugly as he remembered.',
    releases: [
      vhs('Warner Home Video', 1993),
      dvd('Warner Home Video', 1997),
      bluray('Warner Home Video', 2007),
    ],
  },
  {
    title: 'Jurassic Park',
    year: 1993,
    director: 'Steven Spielberg',
    actors: 'Sam Neill, Laura Dern, Jeff Goldblum, Richard Attenborough',
    genre: 'Action, Adventure, Sci-Fi',
    studio: 'Universal Pictures',
    runtime: '127 min',
    rated: 'PG-13',
    country: 'United States',
    language: 'English',
    released: '11 Jun 1993',
    description:
      'Scientists invited to preview an island theme park of cloned dinosaurs find out the hard way that life, uh, finds a way, once the power goes out.',
    releases: [
      vhs('MCA/Universal Home Video', 1994),
      laserdisc('MCA/Universal Home Video', 1995, special('Signature Collection')),
      dvd('Universal Studios Home Video', 2000, special("Collector's Edition")),
    ],
  },
  {
    title: 'Groundhog Day',
    year: 1993,
    director: 'Harold Ramis',
    actors: 'Bill Murray, Andie MacDowell, Chris Elliott, Stephen Tobolowsky',
    genre: 'Comedy, Fantasy, Romance',
    studio: 'Columbia Pictures',
    runtime: '101 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '12 Feb 1993',
    description:
      'A cynical TV weatherman covering the Groundhog Day festival in Punxsutawney wakes up to the same day again, and again, and again, until he gets it right.',
    releases: [
      vhs('Columbia TriStar Home Video', 1993),
      dvd('Columbia TriStar Home Entertainment', 2002, special('Special Edition')),
    ],
  },
  {
    title: 'Tombstone',
    year: 1993,
    director: 'George P. Cosmatos',
    actors: 'Kurt Russell, Val Kilmer, Sam Elliott, Bill Paxton',
    genre: 'Action, Drama, Western',
    studio: 'Hollywood Pictures',
    runtime: '130 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '25 Dec 1993',
    description:
      "Wyatt Earp tries to retire to Tombstone, Arizona, but a gang of outlaws won't let him, and Doc Holliday coughs and quips his way to the O.K. Corral at his side.",
    releases: [
      vhs('Hollywood Pictures Home Video', 1994),
      dvd('Buena Vista Home Entertainment', 2002, directorsCut("Vista Series Director's Cut")),
    ],
  },
  {
    title: 'Pulp Fiction',
    year: 1994,
    director: 'Quentin Tarantino',
    actors: 'John Travolta, Samuel L. Jackson, Uma Thurman, Bruce Willis',
    genre: 'Crime, Drama',
    studio: 'Miramax Films',
    runtime: '154 min',
    rated: 'R',
    country: 'United States',
    language: 'English, Spanish, French',
    released: '14 Oct 1994',
    description:
      "Two talkative hit men, a boxer who will not throw a fight and a gangster's wife cross paths in a Los Angeles story told out of order. It made a generation quote dialogue.",
    releases: [
      vhs('Miramax Films', 1994, {
        releaseTitle: 'For Your Consideration',
        edition: 'Screener',
        screener: true,
        notes: 'Awards-season screener cassette.',
      }),
      vhs('Miramax Home Entertainment', 1995),
      dvd('Buena Vista Home Entertainment', 2002, special("Collector's Edition")),
      bluray('Lionsgate', 2011),
    ],
  },
  {
    title: 'The Shawshank Redemption',
    year: 1994,
    director: 'Frank Darabont',
    actors: 'Tim Robbins, Morgan Freeman, Bob Gunton, William Sadler',
    genre: 'Drama',
    studio: 'Columbia Pictures',
    runtime: '142 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '23 Sep 1994',
    description:
      'A banker sentenced to life for murders he says he did not commit slowly builds a life inside a Maine prison, with the help of the man who can get you anything.',
    art: 'stripes',
    releases: [
      vhs('Columbia TriStar Home Video', 1995),
      dvd('Warner Home Video', 1999),
      bluray('Warner Home Video', 2008),
    ],
  },
  {
    title: 'The Lion King',
    year: 1994,
    director: 'Roger Allers, Rob Minkoff',
    actors: 'Matthew Broderick, Jeremy Irons, James Earl Jones, Nathan Lane',
    genre: 'Animation, Drama, Family',
    studio: 'Walt Disney Pictures',
    runtime: '88 min',
    rated: 'G',
    country: 'United States',
    language: 'English',
    released: '24 Jun 1994',
    description:
      "A lion cub blamed for his father's death runs away from the Pride Lands and grows up carefree, until the kingdom ruined by his uncle needs him to come home.",
    releases: [
      clamshell('Walt Disney Home Video', 1995, { releaseTitle: 'Masterpiece Collection' }),
      dvd('Walt Disney Home Entertainment', 2003, special('Platinum Edition')),
      bluray('Walt Disney Home Entertainment', 2011, special('Diamond Edition')),
    ],
  },
  {
    title: 'Toy Story',
    year: 1995,
    director: 'John Lasseter',
    actors: 'Tom Hanks, Tim Allen, Don Rickles, Jim Varney',
    genre: 'Animation, Comedy, Family',
    studio: 'Walt Disney Pictures',
    runtime: '81 min',
    rated: 'G',
    country: 'United States',
    language: 'English',
    released: '22 Nov 1995',
    description:
      "A pull-string cowboy doll feels replaced when a boy gets a space-ranger action figure who doesn't know he's a toy. The first feature film animated entirely by computer.",
    releases: [
      clamshell('Walt Disney Home Video', 1996),
      dvd('Walt Disney Home Entertainment', 2005, special('10th Anniversary Edition')),
      bluray('Walt Disney Home Entertainment', 2010),
    ],
  },
  {
    title: 'Fargo',
    year: 1996,
    director: 'Joel Coen',
    actors: 'Frances McDormand, William H. Macy, Steve Buscemi, Peter Stormare',
    genre: 'Crime, Drama, Thriller',
    studio: 'Gramercy Pictures',
    runtime: '98 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '8 Mar 1996',
    description:
      'A Minneapolis car salesman in debt arranges for his wife to be kidnapped, and a very pregnant, very polite police chief follows the trail of bodies through the snow.',
    art: 'noir',
    releases: [vhs('PolyGram Video', 1996), dvd('MGM Home Entertainment', 2003, special('Special Edition'))],
  },
  {
    title: 'Scream',
    year: 1996,
    director: 'Wes Craven',
    actors: 'Neve Campbell, Courteney Cox, David Arquette, Skeet Ulrich, Drew Barrymore',
    genre: 'Horror, Mystery',
    studio: 'Dimension Films',
    runtime: '111 min',
    rated: 'R',
    country: 'United States',
    language: 'English',
    released: '20 Dec 1996',
    description:
      "A masked killer who knows every rule of the horror movie stalks a California high school, a year after the murder of a student's mother. Smart, nasty and very funny.",
    releases: [
      vhs('Dimension Home Video', 1997),
      dvd('Dimension Home Video', 1998, special("Collector's Edition")),
    ],
  },
  {
    title: 'The Big Lebowski',
    year: 1998,
    director: 'Joel Coen',
    actors: 'Jeff Bridges, John Goodman, Julianne Moore, Steve Buscemi',
    genre: 'Comedy, Crime',
    studio: 'Gramercy Pictures',
    runtime: '117 min',
    rated: 'R',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '6 Mar 1998',
    description:
      'A laid-back Los Angeles bowler is mistaken for a millionaire with the same name, and a stolen rug pulls him into a kidnapping plot he would really rather not be part of.',
    releases: [
      vhs('PolyGram Video', 1998),
      dvd('Universal Studios Home Video', 1999, special("Collector's Edition")),
      bluray('Universal Studios Home Entertainment', 2011),
    ],
  },
  {
    title: 'The Matrix',
    year: 1999,
    director: 'Lana Wachowski, Lilly Wachowski',
    actors: 'Keanu Reeves, Laurence Fishburne, Carrie-Anne Moss, Hugo Weaving',
    genre: 'Action, Sci-Fi',
    studio: 'Warner Bros.',
    runtime: '136 min',
    rated: 'R',
    country: 'Australia, United States',
    language: 'English',
    released: '31 Mar 1999',
    description:
      'A hacker learns that the world he lives in is a simulation built by machines and joins the rebels fighting them from outside. Bullet time, long coats and a red pill.',
    art: 'noir',
    releases: [
      vhs('Warner Home Video', 1999),
      release('DVD', 'Cardboard', 'Warner Home Video', 1999, { notes: 'Cardboard snap case.' }),
      bluray('Warner Home Video', 2009, special('10th Anniversary Edition')),
    ],
  },
  {
    title: 'The Iron Giant',
    year: 1999,
    director: 'Brad Bird',
    actors: 'Eli Marienthal, Jennifer Aniston, Harry Connick Jr., Vin Diesel',
    genre: 'Animation, Family, Sci-Fi',
    studio: 'Warner Bros.',
    runtime: '86 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '6 Aug 1999',
    description:
      'In 1957 Maine a boy befriends a giant metal robot that fell from the sky and has to hide it from a paranoid government agent. A film with a very big heart.',
    releases: [
      vhs('Warner Home Video', 1999),
      dvd('Warner Home Video', 2004, special('Special Edition')),
      bluray('Warner Home Video', 2016, special('Signature Edition')),
    ],
  },

  // 2000s
  {
    title: 'Gladiator',
    year: 2000,
    director: 'Ridley Scott',
    actors: 'Russell Crowe, Joaquin Phoenix, Connie Nielsen, Oliver Reed',
    genre: 'Action, Adventure, Drama',
    studio: 'DreamWorks Pictures',
    runtime: '155 min',
    rated: 'R',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '5 May 2000',
    description:
      "A Roman general betrayed by the emperor's son is sold into slavery and fights his way through the arenas back to Rome to take his revenge.",
    art: 'desert',
    releases: [
      vhs('DreamWorks Home Entertainment', 2000),
      dvd('DreamWorks Home Entertainment', 2000, special('Widescreen Edition')),
      bluray('Paramount Home Entertainment', 2009, special('Sapphire Series')),
    ],
  },
  {
    title: 'Shrek',
    year: 2001,
    director: 'Andrew Adamson, Vicky Jenson',
    actors: 'Mike Myers, Eddie Murphy, Cameron Diaz, John Lithgow',
    genre: 'Animation, Comedy, Family',
    studio: 'DreamWorks Pictures',
    runtime: '90 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '18 May 2001',
    description:
      'A grumpy ogre whose swamp has been overrun by exiled fairy-tale creatures agrees to rescue a princess for a tiny tyrant in exchange for his peace and quiet.',
    releases: [
      vhs('DreamWorks Home Entertainment', 2001),
      dvd('DreamWorks Home Entertainment', 2001, special('Special Edition')),
    ],
  },
  {
    title: 'Amélie',
    originalTitle: "Le Fabuleux Destin d'Amélie Poulain",
    year: 2001,
    director: 'Jean-Pierre Jeunet',
    actors: 'Audrey Tautou, Mathieu Kassovitz, Rufus, Yolande Moreau',
    genre: 'Comedy, Romance',
    studio: 'UGC-Fox Distribution',
    runtime: '122 min',
    rated: 'R',
    country: 'France, Germany',
    language: 'French',
    released: '25 Apr 2001',
    description:
      'A shy Montmartre waitress decides to secretly improve the lives of the people around her, and then has to find the courage to do the same for herself.',
    art: 'stripes',
    releases: [
      dvd('Miramax Home Entertainment', 2002, special('Special Edition')),
      dvd('Momentum Pictures', 2002, UK),
    ],
  },
  {
    title: 'Spirited Away',
    originalTitle: 'Sen to Chihiro no Kamikakushi',
    year: 2001,
    director: 'Hayao Miyazaki',
    actors: 'Rumi Hiiragi, Miyu Irino, Mari Natsuki, Takashi Naitō',
    genre: 'Adventure, Animation, Family',
    studio: 'Toho',
    runtime: '125 min',
    rated: 'PG',
    country: 'Japan',
    language: 'Japanese',
    released: '20 Jul 2001',
    description:
      "A sulky ten-year-old wanders into a world of spirits, where her parents are turned into pigs and she must work in a witch's bathhouse to free them.",
    releases: [
      vhs('Walt Disney Home Entertainment', 2003),
      dvd('Walt Disney Home Entertainment', 2003),
      bluray('Walt Disney Home Entertainment', 2015),
    ],
  },
  {
    title: 'The Lord of the Rings: The Fellowship of the Ring',
    year: 2001,
    director: 'Peter Jackson',
    actors: 'Elijah Wood, Ian McKellen, Viggo Mortensen, Sean Astin',
    genre: 'Action, Adventure, Drama, Fantasy',
    studio: 'New Line Cinema',
    runtime: '178 min',
    rated: 'PG-13',
    country: 'New Zealand, United States',
    language: 'English',
    released: '19 Dec 2001',
    description:
      'A hobbit inherits a ring that could let a dark lord rule the world and sets out with eight companions to destroy it in the fire where it was made.',
    releases: [
      vhs('New Line Home Entertainment', 2002),
      dvd('New Line Home Entertainment', 2002, special('Special Extended Edition')),
      bluray('New Line Home Entertainment', 2010),
    ],
  },
  {
    title: 'Kill Bill: Vol. 1',
    year: 2003,
    director: 'Quentin Tarantino',
    actors: 'Uma Thurman, Lucy Liu, Vivica A. Fox, Daryl Hannah',
    genre: 'Action, Crime, Thriller',
    studio: 'Miramax Films',
    runtime: '111 min',
    rated: 'R',
    country: 'United States',
    language: 'English, Japanese',
    released: '10 Oct 2003',
    description:
      'A former assassin shot on her wedding day wakes from a four-year coma and starts working through the list of the people who did it. Samurai swords, anime and a lot of red.',
    art: 'stripes',
    releases: [
      vhs('Miramax Home Entertainment', 2004),
      dvd('Miramax Home Entertainment', 2004),
      bluray('Miramax Home Entertainment', 2008),
    ],
  },
  {
    title: 'Shaun of the Dead',
    year: 2004,
    director: 'Edgar Wright',
    actors: 'Simon Pegg, Nick Frost, Kate Ashfield, Lucy Davis',
    genre: 'Comedy, Horror',
    studio: 'Universal Pictures',
    runtime: '99 min',
    rated: 'R',
    country: 'United Kingdom, France',
    language: 'English',
    released: '9 Apr 2004',
    description:
      'A London shop assistant with no ambition finally gets his life together on the day the dead rise, with a plan that ends at his local pub. A romantic comedy, with zombies.',
    releases: [
      dvd('Universal Pictures UK', 2004, UK),
      dvd('Universal Studios Home Entertainment', 2004),
      bluray('Universal Studios Home Entertainment', 2009),
    ],
  },
  {
    title: "Pan's Labyrinth",
    originalTitle: 'El laberinto del fauno',
    year: 2006,
    director: 'Guillermo del Toro',
    actors: 'Ivana Baquero, Sergi López, Maribel Verdú, Doug Jones',
    genre: 'Drama, Fantasy, War',
    studio: 'Picturehouse',
    runtime: '118 min',
    rated: 'R',
    country: 'Mexico, Spain',
    language: 'Spanish',
    released: '11 Oct 2006',
    description:
      'In 1944 Spain the stepdaughter of a brutal army captain follows a faun into an underground kingdom that sets her three dangerous tasks. A fairy tale with real fascists in it.',
    releases: [
      dvd('New Line Home Entertainment', 2007, special('Platinum Series')),
      bluray(CRITERION, 2016, criterion),
    ],
  },
  {
    title: 'No Country for Old Men',
    year: 2007,
    director: 'Ethan Coen, Joel Coen',
    actors: 'Tommy Lee Jones, Javier Bardem, Josh Brolin, Woody Harrelson',
    genre: 'Crime, Drama, Thriller',
    studio: 'Miramax Films',
    runtime: '122 min',
    rated: 'R',
    country: 'United States',
    language: 'English, Spanish',
    released: '9 Nov 2007',
    description:
      'A Texas hunter finds two million dollars at the scene of a drug deal gone wrong and runs, followed by a killer with a cattle gun and an ageing sheriff trying to keep up.',
    art: 'desert',
    releases: [dvd('Miramax Home Entertainment', 2008), bluray('Miramax Home Entertainment', 2008)],
  },
  {
    title: 'The Dark Knight',
    year: 2008,
    director: 'Christopher Nolan',
    actors: 'Christian Bale, Heath Ledger, Aaron Eckhart, Michael Caine',
    genre: 'Action, Crime, Drama',
    studio: 'Warner Bros.',
    runtime: '152 min',
    rated: 'PG-13',
    country: 'United Kingdom, United States',
    language: 'English',
    released: '18 Jul 2008',
    description:
      "Batman, a new district attorney and Lieutenant Gordon are winning Gotham's war on crime until the Joker arrives with no plan except chaos.",
    art: 'noir',
    releases: [
      dvd('Warner Home Video', 2008, special('2-Disc Special Edition')),
      bluray('Warner Home Video', 2008),
    ],
  },
  {
    title: 'WALL-E',
    year: 2008,
    director: 'Andrew Stanton',
    actors: 'Ben Burtt, Elissa Knight, Jeff Garlin, Fred Willard',
    genre: 'Adventure, Animation, Family',
    studio: 'Walt Disney Pictures',
    runtime: '98 min',
    rated: 'G',
    country: 'United States',
    language: 'English',
    released: '27 Jun 2008',
    description:
      "The last robot left tidying an abandoned Earth falls for a sleek probe sent to look for plant life and follows her all the way to humanity's cruise ship in space.",
    releases: [
      dvd('Walt Disney Home Entertainment', 2008),
      bluray('Walt Disney Home Entertainment', 2008, special('3-Disc Special Edition')),
    ],
  },
  {
    title: 'Let the Right One In',
    originalTitle: 'Låt den rätte komma in',
    year: 2008,
    director: 'Tomas Alfredson',
    actors: 'Kåre Hedebrant, Lina Leandersson, Per Ragnar',
    genre: 'Drama, Fantasy, Horror',
    studio: 'Sandrew Metronome',
    runtime: '115 min',
    rated: 'R',
    country: 'Sweden',
    language: 'Swedish',
    released: '24 Oct 2008',
    description:
      'A bullied twelve-year-old in a snowy Stockholm suburb makes friends with the strange girl next door, who only comes out at night. Tender, cold and quietly terrifying.',
    releases: [dvd('Magnolia Home Entertainment', 2009), bluray('Magnolia Home Entertainment', 2009)],
  },
  {
    title: 'Up',
    year: 2009,
    director: 'Pete Docter, Bob Peterson',
    actors: 'Ed Asner, Christopher Plummer, Jordan Nagai, Bob Peterson',
    genre: 'Adventure, Animation, Comedy',
    studio: 'Walt Disney Pictures',
    runtime: '96 min',
    rated: 'PG',
    country: 'United States',
    language: 'English',
    released: '29 May 2009',
    description:
      'A grieving widower ties thousands of balloons to his house to fly to South America, not knowing that a young Wilderness Explorer is stowed away on the porch.',
    releases: [dvd('Walt Disney Home Entertainment', 2009), bluray('Walt Disney Home Entertainment', 2009)],
  },
];

// ---------------------------------------------------------------------------------------------------------------
// UPCs

/** Manufacturer prefixes used for the illustrative demo UPCs (US releases only: others carry EAN-13 codes). */
const UPC_PREFIXES: Record<string, string> = {
  'Warner Home Video': '085391',
  'Paramount Home Video': '097360',
  'Paramount Home Entertainment': '097361',
  'MCA Home Video': '096898',
  'MCA/Universal Home Video': '096898',
  'Universal Studios Home Video': '025192',
  'Universal Studios Home Entertainment': '025192',
  'CBS/Fox Video': '086162',
  'Fox Video': '086162',
  '20th Century Fox Home Entertainment': '024543',
  'Columbia TriStar Home Video': '043396',
  'Columbia TriStar Home Entertainment': '043396',
  'Sony Pictures Home Entertainment': '043396',
  'Walt Disney Home Video': '012257',
  'Walt Disney Home Entertainment': '786936',
  'Buena Vista Home Entertainment': '786936',
  'Touchstone Home Video': '012257',
  'Hollywood Pictures Home Video': '717951',
  'Miramax Home Entertainment': '717951',
  'Dimension Home Video': '717951',
  'MGM Home Entertainment': '027616',
  'MGM/UA Home Video': '027616',
  [CRITERION]: '715515',
  'Anchor Bay Entertainment': '013131',
  'Shout! Factory': '826663',
  'Arrow Video': '760137',
  Lionsgate: '031398',
  'Artisan Entertainment': '012236',
  'Live Home Video': '012236',
  'New Line Home Entertainment': '794043',
  'DreamWorks Home Entertainment': '667068',
  'Magnolia Home Entertainment': '876964',
  'Pioneer Entertainment': '013023',
  Funimation: '704400',
  'Image Entertainment': '014381',
  'Dark Sky Films': '030306',
};

/** The UPC-A check digit for the first 11 digits. */
export function upcCheckDigit(first11: string): number {
  if (!/^\d{11}$/.test(first11)) throw new Error(`A UPC-A body has 11 digits: ${first11}`);
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(first11[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function isValidUpcA(upc: string): boolean {
  return /^\d{12}$/.test(upc) && upcCheckDigit(upc.slice(0, 11)) === Number(upc[11]);
}

function withUpcs(films: DemoFilm[]): DemoFilm[] {
  const used = new Set<string>();
  return films.map((film) => ({
    ...film,
    releases: film.releases.map((item) => {
      const prefix = UPC_PREFIXES[item.label];
      const isTape = item.format === 'VHS' || item.format === 'Beta' || item.format === 'Betamax';
      // Bar codes became usual on cassette sleeves in the mid-1980s; screeners never carried one.
      if (
        !prefix ||
        item.releaseCountry !== 'United States' ||
        item.screener ||
        (isTape && item.releaseYear < 1986)
      ) {
        return item;
      }
      let itemNumber = hashString(`${film.title}|${item.format}|${item.releaseYear}|${item.label}`) % 100000;
      let body = `${prefix}${String(itemNumber).padStart(5, '0')}`;
      while (used.has(body)) {
        itemNumber = (itemNumber + 1) % 100000;
        body = `${prefix}${String(itemNumber).padStart(5, '0')}`;
      }
      used.add(body);
      return { ...item, upc: `${body}${upcCheckDigit(body)}` };
    }),
  }));
}

export const DEMO_FILMS: readonly DemoFilm[] = withUpcs(FILMS);
