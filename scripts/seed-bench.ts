// Synthetic catalogue for benchmarks: N films with 1-3 releases each and collection rows, inserted set-based
// in SQL (generate_series) so a million rows take seconds, not hours.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'tor',
  'sha',
  'dow',
  'nex',
  'lum',
  'zor',
  'bel',
  'qui',
  'fra',
  'gal',
  'hex',
  'jun',
  'pry',
  'sol',
  'ux',
];
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
const STUDIOS = [
  'Vestron Video',
  'Media Home Entertainment',
  'Thorn EMI',
  'CBS/Fox Video',
  'Warner Home Video',
  'Criterion',
  'Anchor Bay',
];

/** 8,000 made-up words (three syllables each): a vocabulary where each word is in a few films out of many. */
export function benchVocabulary(): string[] {
  const words: string[] = [];
  for (const a of SYLLABLES) for (const b of SYLLABLES) for (const c of SYLLABLES) words.push(a + b + c);
  return words;
}

export async function seedBench(db: Db, titles: number): Promise<void> {
  const words = benchVocabulary();
  await db.execute(sql`
    insert into media_titles (title, year, director, actors, genre, studio, language, released, created_at)
    select
      initcap(w.a[(1 + (i * 7919) % ${words.length})::int] || ' ' || w.a[(1 + (i / ${words.length} + i * 104729) % ${words.length})::int]
        || case when i % 3 = 0 then ' ' || w.a[(1 + (i * 1299709) % ${words.length})::int] else '' end),
      (1970 + i % 40)::int,
      initcap(w.a[(1 + (i * 15485863) % ${words.length})::int]) || ' ' || initcap(w.a[(1 + (i * 32452843) % ${words.length})::int]),
      initcap(w.a[(1 + (i * 49979687) % ${words.length})::int]) || ' Smith',
      (string_to_array(${GENRES.join(',')}, ','))[1 + i % ${GENRES.length}],
      (string_to_array(${STUDIOS.join(',')}, ','))[1 + i % ${STUDIOS.length}],
      case when i % 5 = 0 then 'French' else 'English' end,
      (1970 + i % 40)::text,
      now() - make_interval(secs => i::double precision)
    from generate_series(1::bigint, ${titles}) as i, (select string_to_array(${words.join(',')}, ',') as a) as w`);
  await db.execute(sql`
    insert into movie_releases (master_movie_id, main_title, release_title, format, studio, release_year, case_type)
    select t.id, t.title, 'Standard Release', (string_to_array(${FORMATS.join(',')}, ','))[1 + (t.display_id + n) % ${FORMATS.length}],
      (string_to_array(${STUDIOS.join(',')}, ','))[1 + (t.display_id * n) % ${STUDIOS.length}], t.year + n, 'Slipcase'
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
  // As autovacuum would after a load this size: statistics for the planner, the word index's pending list merged.
  await db.execute(sql`vacuum analyze`);
}
