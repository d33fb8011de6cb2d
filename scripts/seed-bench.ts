// Synthetic catalogue for benchmarks: N films with 1-3 releases each and collection rows, inserted set-based
// in SQL (generate_series) so a million rows take seconds, not hours.
//
// Words follow Zipf's law, as in real titles and names: word number r of the vocabulary is drawn with a
// probability proportional to 1/r, so a few words are in a large share of the films and most are in a few.
// Search has to be quick for both, and they take different plans.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';

/** Bumped whenever the seeded data changes, so the bench re-seeds a database kept by an older version. */
export const BENCH_SEED_VERSION = 2;

// Words are two syllables, each an onset, a vowel and a coda: 2,160 syllables, a varied spelling (trigram
// neighbourhoods like a real language's, which "did you mean" depends on). No onset starts with a letter a
// coda may hold, so each word splits into syllables one way only, and different ranks spell different words.
const ONSETS = 'b,c,d,f,g,h,j,k,l,m,p,t,v,w,z,br,cr,dr,fr,gr,pr,tr,bl,cl,fl,gl,pl,th,ch,qu'.split(',');
const VOWELS = 'a,e,i,o,u,ai,ea,ou,y'.split(',');
const CODAS = ',n,r,s,ns,rn,rs,ss'.split(',');
const SYLLABLE_COUNT = ONSETS.length * VOWELS.length * CODAS.length;
/** 160,000 words, about the size of a real language's vocabulary. */
export const VOCABULARY_SIZE = 160_000;
// Rank r is spelled from (r - 1) * 7919 mod 2160^2, so neighbouring ranks do not share a first syllable.
const SPELLING_STEP = 7919;
const GENRES = [
  'Horror',
  'Action',
  'Comedy',
  'Drama',
  'Sci-Fi',
  'Thriller',
  'Fantasy',
  'Animation',
  'Western',
  'Crime',
];
const FORMATS = ['VHS', 'DVD', 'Blu-ray', 'LaserDisc', 'Betamax'];
// Studios and languages are Zipf-distributed too: the first is the most common.
export const BENCH_STUDIOS = [
  'Vestron Video',
  'Media Home Entertainment',
  'Thorn EMI',
  'CBS/Fox Video',
  'Warner Home Video',
  'Criterion',
  'Anchor Bay',
  'Palace Pictures',
];
export const BENCH_LANGUAGES = ['English', 'French', 'German', 'Italian', 'Japanese', 'Spanish', 'Swedish'];
export const BENCH_YEARS = { from: 1970, to: 2009 };

/** The vocabulary's word of rank `rank` (1 = the most common), as the seed writes it (lower case). */
export function benchWord(rank: number): string {
  const n = ((rank - 1) * SPELLING_STEP) % SYLLABLE_COUNT ** 2;
  return [n % SYLLABLE_COUNT, Math.floor(n / SYLLABLE_COUNT)].map(syllable).join('');
}
const syllable = (s: number) =>
  ONSETS[s % ONSETS.length]! +
  VOWELS[Math.floor(s / ONSETS.length) % VOWELS.length]! +
  CODAS[Math.floor(s / ONSETS.length / VOWELS.length)]!;

/** How many of `titles` films are expected to hold the word of rank `rank` somewhere (title, director, actor). */
export function expectedTitlesWithWord(titles: number, rank: number): number {
  const perDraw = Math.log((rank + 1) / rank) / Math.log(VOCABULARY_SIZE + 1);
  return titles * (1 - (1 - perDraw) ** ZIPF_WORDS_PER_TITLE + 1 / VOCABULARY_SIZE);
}
const ZIPF_WORDS_PER_TITLE = 1 + 1 / 3 + 2 + 1; // title, director, actor

/** A uniform number in [0, 1) for film i and draw k, the same on every run and every database. */
const uniform = (i: SQL, draw: number) =>
  sql`((hashint8(${i} * 16 + ${draw}) + 2147483648::bigint)::float8 / 4294967296)`;
/** Rank 1..size drawn with probability proportional to 1/rank (a log-uniform draw). */
const zipfRank = (i: SQL, draw: number, size: number) =>
  sql`least(${size}, floor(exp(${uniform(i, draw)} * ln(${size + 1})))::int)`;
/** A Zipf-drawn word. */
const wordSql = (i: SQL, draw: number) => wordOfRank(zipfRank(i, draw, VOCABULARY_SIZE));
/** The word of a rank, spelled as benchWord spells it. */
function wordOfRank(rank: SQL): SQL {
  const n = sql`(((${rank})::bigint - 1) * ${SPELLING_STEP} % ${SYLLABLE_COUNT ** 2})`;
  const syllableSql = (s: SQL) =>
    sql`(l.onsets[1 + ${s} % ${ONSETS.length}] || l.vowels[1 + ${s} / ${ONSETS.length} % ${VOWELS.length}]
      || l.codas[1 + ${s} / ${ONSETS.length * VOWELS.length}])`;
  return sql`initcap(${syllableSql(sql`${n} % ${SYLLABLE_COUNT}`)} || ${syllableSql(sql`${n} / ${SYLLABLE_COUNT}`)})`;
}
const pick = (list: string[], i: SQL, draw: number) =>
  sql`(string_to_array(${list.join(',')}, ','))[${zipfRank(i, draw, list.length)}]`;

export async function seedBench(db: Db, titles: number): Promise<void> {
  const i = sql`i`;
  const years = BENCH_YEARS.to - BENCH_YEARS.from + 1;
  const year = sql`${BENCH_YEARS.from} + i % ${years}`;
  // Each title ends with a word drawn evenly, so (title, year) is unique: film i gets year i mod years and
  // word (i / years * 7919 + year * 4001) mod the vocabulary, and 7919 is prime to the vocabulary's size.
  const uniqueWord = wordOfRank(
    sql`1 + ((i / ${years}) * 7919 + (i % ${years}) * 4001) % ${VOCABULARY_SIZE}`,
  );
  await db.execute(sql`
    insert into media_titles (title, year, director, actors, genre, studio, language, released, created_at)
    select
      ${wordSql(i, 0)} || case when i % 3 = 0 then ' ' || ${wordSql(i, 1)} else '' end || ' ' || ${uniqueWord},
      ${year},
      ${wordSql(i, 3)} || ' ' || ${wordSql(i, 4)},
      ${wordSql(i, 5)} || ' Smith',
      (string_to_array(${GENRES.join(',')}, ','))[1 + i % ${GENRES.length}],
      ${pick(BENCH_STUDIOS, i, 6)},
      ${pick(BENCH_LANGUAGES, i, 7)},
      (${year})::text,
      now() - make_interval(secs => i::double precision)
    from generate_series(1::bigint, ${titles}) as i,
      (select string_to_array(${ONSETS.join(',')}, ',') as onsets, string_to_array(${VOWELS.join(',')}, ',') as vowels,
        string_to_array(${CODAS.join(',')}, ',') as codas) as l`);
  await db.execute(sql`
    insert into movie_releases (master_movie_id, main_title, release_title, format, studio, release_year, case_type)
    select t.id, t.title, 'Standard Release', (string_to_array(${FORMATS.join(',')}, ','))[1 + (t.display_id + n) % ${FORMATS.length}],
      (string_to_array(${BENCH_STUDIOS.join(',')}, ','))[1 + (t.display_id * n) % ${BENCH_STUDIOS.length}], t.year + n, 'Slipcase'
    from media_titles t cross join generate_series(1, 3) as n
    where n <= 1 + t.display_id % 3`);
  await db.execute(sql`
    insert into users (name, email, email_verified)
    select 'bench_' || u, 'bench' || u || '@bench.test', true from generate_series(1, 200) as u
    on conflict do nothing`);
  await db.execute(sql`
    insert into user_collection_items (user_id, master_item_id, release_id)
    select u.id, r.master_movie_id, r.id
    from (select id, row_number() over () as n from users where email like '%@bench.test') u
    join movie_releases r on r.display_id % 200 = u.n - 1 and r.display_id % 7 = 0
    on conflict do nothing`);
  // Which seed this is, for a later run with --keep (a bench database only; the app never reads it).
  await db.execute(sql`create table if not exists bench_seed (version int not null, titles int not null)`);
  await db.execute(sql`delete from bench_seed`);
  await db.execute(sql`insert into bench_seed values (${BENCH_SEED_VERSION}, ${titles})`);
  // As autovacuum would after a load this size: statistics for the planner, the word index's pending list merged.
  await db.execute(sql`vacuum analyze`);
}
