// `npm run bench:forum -- --database-url postgres://... [--topics 1000000] [--replies 10000000] [--keep]`: the
// forum at scale. Seeds a database of its own (rewind_bench_forum_N) in SQL: N topics over the
// five categories (general the busiest), replies skewed per topic (most topics a few, a thousand long threads of
// thousands), tens of thousands of members, everyone's read places in the topics they take part in, and
// notifications: a reader with thousands of unread community notices, and many for everyone else. The kept
// counts (a topic's replies, last position, last activity and last replier; a category's topics, replies and
// last activity) are what the service's writes would have left. Then times, as the signed-in reader, category
// pages (page 1, 2, 10 and 100 of each category), topic pages (short and long, the first page, the last page,
// and without a page: where the reader stopped) and the unread counts: through the HTTP API, and as the service
// runs the same queries in this process. Checks the targets and writes docs/benchmarks.md. With --keep the
// database stays, and the next run skips seeding.
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LIMITS } from '@rewind/shared/limits';
import { topicPath } from '@rewind/shared/slug';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { queryRows } from '../apps/server/src/db/client';
import { unreadByArea } from '../apps/server/src/modules/notifications/notifications.repo';
import type { Actor } from '../apps/server/src/platform/actor';
import { LocalStorage } from '../apps/server/src/platform/storage/local-storage';
import { measuredCommit, writeSection } from './lib/benchmarks-file';
import { signInCookie } from './lib/sign-in';
import { closeTimingConnection, type Measure, measureInTurn } from './lib/timing';
import { openBenchDatabase } from './lib/bench-database';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    topics: { type: 'string' },
    replies: { type: 'string' },
    keep: { type: 'boolean' },
  },
});
const serverUrl = args['database-url'] ?? process.env.BENCH_DATABASE_URL;
if (!serverUrl) throw new Error('bench:forum measures PostgreSQL: pass --database-url postgres://...');
const TOPICS = Number(args.topics ?? 1_000_000);
const REPLIES = Number(args.replies ?? TOPICS * 10);

/** Bumped whenever the seeded data changes, so a database kept by an older version is seeded anew. */
const SEED_VERSION = 2;
/** Members: one for every 20 topics, at least 1,000 (50,000 at a million topics). */
const MEMBERS = Math.max(1_000, Math.round(TOPICS / 20));
/** The categories' shares of the topics (the migration's five; general the busiest). */
const CATEGORY_SHARES: [string, number][] = [
  ['general', 0.4],
  ['collecting', 0.22],
  ['trading', 0.18],
  ['reviews', 0.12],
  ['help', 0.08],
];
const READER = { email: 'reader@forum.bench', password: 'Bench-Reader-1985', username: 'bench_reader' };
/** The reader's unread community notices (above UNREAD_COUNT_CAP, so the count is capped), and marketplace ones. */
const READER_UNREAD = { community: 3_000, marketplace: 200, read: 2_000 };
/** Notifications of everyone else (two for every topic, 2,000,000 at a million): one in four unread. */
const OTHER_NOTIFICATIONS = TOPICS * 2;
// P95 of the API in ms.
const TARGETS = { category: 15, topic: 15, unread: 5 };
const PAGE = LIMITS.forumPostsPage;
const REPLIES_PAGE = LIMITS.forumRepliesPage;
// Requests per measure, through the API and directly, spread over the measure's variants.
const SAMPLES = 200;

const log = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

// ---------------------------------------------------------------------------------------------------------------
// Seed

/** A uniform number in [0, 1) for row n and draw k, the same on every run (SQL text). */
const u = (n: string, draw: number) =>
  `((hashint8((${n})::bigint * 16 + ${draw}) + 2147483648::bigint)::float8 / 4294967296)`;
/**
 * The id of member m, or of topic t: made from the number (a version 4 UUID in form), so that rows refer to each
 * other without a join.
 */
const madeId = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;
const memberId = (m: string) => madeId(`'member-' || (${m})`);
const topicId = (t: string) => madeId(`'topic-' || (${t})`);
/** Who writes reply k of topic t (r = t * 16384 + k): a few members write much, most a little. */
const replyAuthor = (r: string) => `(1 + floor(${MEMBERS} * power(${u(r, 0)}, 2.5))::int)`;
/** Replies removed by their authors: one in 200, at positions 37, 237, 437, … */
const isDeletedAt = (k: string) => `(${k}) % 200 = 37`;
const deletedUpTo = (total: string) => `(case when ${total} >= 37 then (${total} - 37) / 200 + 1 else 0 end)`;
const sqlText = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;

// What members write: a paragraph or two of these, as Markdown and as the HTML the server made of it.
const PARAGRAPHS = [
  'Picked this up at a flea market last weekend for two dollars. The shell is a bit yellowed but the tape plays fine and the tracking holds.',
  'The LaserDisc transfer is noticeably sharper than the VHS, though the colours lean warm. Side two has a little rot near the end of the reel.',
  'Does anyone know whether the first pressing had the cardboard slipcase? Mine came without one and the seller was not sure either.',
  'I store mine upright, away from the window, in a room that stays around 18 degrees. Never had mould since I started doing that.',
  'Happy to trade for any of the Canadian clamshell releases. I mostly look for horror from the early eighties, sealed or near mint.',
  'The rental stickers came off with a little lighter fluid and patience. Test on the back of the sleeve first, some inks lift immediately.',
  'Agreed with the above. The Betamax version is the one to get if you care about the original mono mix; later tapes have the remix.',
  'Thanks, that answers it. I had been looking at the wrong catalogue number the whole time.',
  'Grading sealed tapes is always a gamble: the wrap hides the shell and the sticker damage. I only pay sealed prices with photos of all sides.',
  'Found a second copy in a charity shop today, same printing but the spine label is in French. Apparently it was a Quebec release.',
  'The widescreen LaserDisc is the only home release with the full frame for years. Worth hunting down if the film matters to you.',
  'Welcome to the forum! Post photos of the shelf when you get a chance, we love seeing collections here.',
];
const TITLES = [
  'Best way to clean a mouldy tape?',
  'My latest haul from the flea market',
  'Which release has the uncut version?',
  'Looking for the Canadian clamshell',
  'Is the LaserDisc transfer worth it?',
  'Show us your shelves',
  'Trading horror VHS for sci-fi',
  'How do you store sealed tapes?',
  'First pressing or reissue: how to tell',
  'Review: the widescreen LaserDisc',
  'Rental stickers: remove or keep?',
  'Help: the app does not find my release',
];
const paragraphHtml = PARAGRAPHS.map((p) => `<p>${p}</p>`);

/** The seed's SQL on one connection of its own: its settings hold for the whole seed. */
async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = async (label: string, text: string) => {
    const started = Date.now();
    const result = await client.query(text);
    if (label) log(`  ${label} (${seconds(started)})`);
    return result;
  };
  try {
    // Rows made here refer to each other by construction (ids made from numbers), so the foreign keys' checks,
    // a lookup per row, are skipped; secondary indexes are built once the rows are in.
    await run(
      '',
      `set session_replication_role = replica; set synchronous_commit = off;
       set work_mem = '512MB'; set maintenance_work_mem = '1GB'`,
    );
    const tables = `'forum_posts'::regclass, 'forum_replies'::regclass, 'forum_reads'::regclass, 'notifications'::regclass`;
    const { rows: indexes } = await client.query<{ name: string; def: string }>(`
      select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i where i.indrelid in (${tables})
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
    for (const { name } of indexes) await client.query(`drop index ${name}`);

    // Members: users and profiles, joined over the past six years; the reader signs in with a password.
    await run(
      `${MEMBERS.toLocaleString('en')} members`,
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select ${memberId('m')}, 'Member ' || m, 'member-' || m || '@forum.bench', true, j, j
       from generate_series(1, ${MEMBERS}) m, lateral (select now() - interval '6 years' * ${u('m', 1)} - interval '2 days' as j) joined;
       insert into user_profiles (user_id, username, email, created_at, updated_at)
       select id, 'member_' || substring(email from 'member-(\\d+)@'), email, created_at, created_at
       from users where email like 'member-%@forum.bench'`,
    );
    const readerId = (
      await client.query<{ id: string }>(
        `insert into users (name, email, email_verified, created_at, updated_at)
         values ($1, $2, true, now() - interval '2 years', now() - interval '2 years') returning id`,
        [READER.username, READER.email],
      )
    ).rows[0]!.id;
    await client.query(
      `insert into accounts (account_id, provider_id, user_id, password) values ($1::text, 'credential', $1::uuid, $2)`,
      [readerId, await hashPassword(READER.password)],
    );
    await client.query(
      `insert into user_profiles (user_id, username, email, created_at, updated_at)
       values ($1, $2, $3, now() - interval '2 years', now() - interval '2 years')`,
      [readerId, READER.username, READER.email],
    );

    // The plan of each topic: category, author, when started, how many replies (exactly REPLIES in all) and
    // when the last came. Most topics get 0–3 replies, one in seven 10–40, one in a hundred 100–500 and one in
    // a thousand 1,000–5,000; long threads stay active, short ones go quiet soon after they start.
    let bound = 0;
    const category = `case ${CATEGORY_SHARES.slice(0, -1)
      .map(([slug, share]) => `when ${u('t', 0)} < ${(bound += share)} then '${slug}'`)
      .join(' ')} else '${CATEGORY_SHARES.at(-1)![0]}' end`;
    await run(
      `the plan of ${TOPICS.toLocaleString('en')} topics`,
      `create unlogged table bench_forum_plan as
       with raw as (
         select t, ${category} as category,
           (1 + floor(${MEMBERS} * power(${u('t', 1)}, 2)))::int as author,
           now() - interval '6 years' * power(${u('t', 2)}, 1.5) as created_at,
           (case when ${u('t', 3)} < 0.001 then 1000 + floor(4000 * ${u('t', 4)})
                 when ${u('t', 3)} < 0.01 then 100 + floor(400 * ${u('t', 4)})
                 when ${u('t', 3)} < 0.15 then 10 + floor(31 * ${u('t', 4)})
                 else floor(4 * power(${u('t', 4)}, 2)) end)::bigint as raw
         from generate_series(1, ${TOPICS}) t),
       scaled as (
         select *, sum(raw) over (order by t) as upto, sum(raw) over () as everything from raw)
       select t, category, author, created_at,
         (floor(${REPLIES} * upto / everything) - floor(${REPLIES} * (upto - raw) / everything))::int as total,
         ${u('t', 5)} as activity, ${u('t', 6)} as fate
       from scaled;
       alter table bench_forum_plan add column last_at timestamptz;
       update bench_forum_plan set last_at = case when total = 0 then created_at
         else created_at + (now() - created_at) * (case when total >= 100 then 0.3 + 0.7 * activity else power(activity, 4) end) end;
       create unique index on bench_forum_plan (t);`,
    );

    // Replies, in each topic's order, spaced evenly from its start to its last activity.
    const r = `p.t::bigint * 16384 + k`;
    await run(
      `${REPLIES.toLocaleString('en')} replies`,
      `insert into forum_replies (post_id, user_id, position, content, source, like_count, deleted_at, deleted_by, created_at)
       select ${topicId('p.t')}, a.id, k,
         case when ${u(r, 1)} < 0.7 then (${sqlText(paragraphHtml)})[1 + floor(${PARAGRAPHS.length} * ${u(r, 2)})::int]
           else (${sqlText(paragraphHtml)})[1 + floor(${PARAGRAPHS.length} * ${u(r, 2)})::int]
             || (${sqlText(paragraphHtml)})[1 + floor(${PARAGRAPHS.length} * ${u(r, 3)})::int] end,
         case when ${u(r, 1)} < 0.7 then (${sqlText(PARAGRAPHS)})[1 + floor(${PARAGRAPHS.length} * ${u(r, 2)})::int]
           else (${sqlText(PARAGRAPHS)})[1 + floor(${PARAGRAPHS.length} * ${u(r, 2)})::int] || e'\\n\\n'
             || (${sqlText(PARAGRAPHS)})[1 + floor(${PARAGRAPHS.length} * ${u(r, 3)})::int] end,
         floor(4 * power(${u(r, 4)}, 4))::int,
         case when ${isDeletedAt('k')} then at.at + interval '1 hour' end,
         case when ${isDeletedAt('k')} then a.id end,
         at.at
       from bench_forum_plan p
       cross join lateral generate_series(1, p.total) k
       cross join lateral (select ${memberId(replyAuthor(r))} as id) a
       cross join lateral (select p.created_at + (p.last_at - p.created_at) * (k::float8 / p.total) as at) at`,
    );

    // Topics, with the counts the replies' writes keep: replies not deleted, the last position, the last
    // activity and who replied last. One in 500 deleted by its author, one in 2,000 hidden by three flags; two
    // pinned (and locked) in each category.
    const lastAuthor = memberId(replyAuthor('p.t::bigint * 16384 + p.total'));
    await run(
      `${TOPICS.toLocaleString('en')} topics`,
      `insert into forum_posts (id, user_id, title, content, source, category, replies, last_position,
         last_activity_at, last_reply_user_id, is_pinned, is_locked, hidden_at, flag_count, like_count,
         deleted_at, deleted_by, created_at, updated_at)
       select ${topicId('p.t')}, ${memberId('p.author')},
         (${sqlText(TITLES)})[1 + p.t % ${TITLES.length}],
         (${sqlText(paragraphHtml)})[1 + (p.t / 7) % ${PARAGRAPHS.length}] || (${sqlText(paragraphHtml)})[1 + (p.t / 3) % ${PARAGRAPHS.length}],
         (${sqlText(PARAGRAPHS)})[1 + (p.t / 7) % ${PARAGRAPHS.length}] || e'\\n\\n' || (${sqlText(PARAGRAPHS)})[1 + (p.t / 3) % ${PARAGRAPHS.length}],
         p.category, p.total - ${deletedUpTo('p.total')}, p.total, p.last_at,
         case when p.total > 0 then ${lastAuthor} end,
         p.is_pinned, p.is_pinned,
         case when p.fate >= 0.002 and p.fate < 0.0025 then p.created_at + interval '1 day' end,
         case when p.fate >= 0.002 and p.fate < 0.0025 then 3 else 0 end,
         floor(8 * power(${u('p.t', 7)}, 4))::int,
         case when p.fate < 0.002 then p.last_at + interval '1 hour' end,
         case when p.fate < 0.002 then ${memberId('p.author')} end,
         p.created_at, p.last_at
       from (select *, row_number() over (partition by category order by t) <= 2 as is_pinned from bench_forum_plan) p`,
    );

    // Read places: everyone taking part (the author at the post, each replier at their last reply), and the
    // reader, who opened one topic in five and every long thread, stopping halfway through those.
    await run(
      'read places of those taking part, and of the reader',
      `insert into forum_reads (user_id, post_id, last_read_position, is_participant, updated_at)
       select user_id, post_id, max(position), true, max(created_at) from (
         select user_id, post_id, position, created_at from forum_replies
         union all select user_id, id, 0, created_at from forum_posts) taking_part
       group by user_id, post_id;
       insert into forum_reads (user_id, post_id, last_read_position, is_participant, updated_at)
       select '${readerId}', ${topicId('t')},
         case when total >= 1000 then total / 2 else greatest(0, total - (t / 5) % 3) end, false, last_at
       from bench_forum_plan where total >= 1000 or t % 5 = 0`,
    );

    // The categories' counts, as the writes keep them.
    await run(
      'the categories’ counts',
      `update forum_categories c set topic_count = s.topics, reply_count = s.replies, last_activity_at = s.last
       from (select category,
           count(*) filter (where deleted_at is null and hidden_at is null)::int as topics,
           coalesce(sum(replies) filter (where deleted_at is null), 0)::int as replies,
           max(last_activity_at) as last
         from forum_posts group by category) s
       where s.category = c.slug`,
    );

    // Notifications: the reader's (community notices of replies and mentions, a few marketplace ones, and
    // older ones read), and everyone else's over two years, one in four unread. Written in the order they came,
    // as the app writes them, so a member's notices lie among everyone else's, not side by side.
    const notice = (n: string) =>
      `case when ${u(n, 1)} < 0.8 then 'reply' else 'mention' end as kind,
       'community' as area,
       case when ${u(n, 1)} < 0.8 then 'member_' || (1 + ${n} % ${MEMBERS}) || ' replied in “' || (${sqlText(TITLES)})[1 + ${n} % ${TITLES.length}] || '”'
         else 'member_' || (1 + ${n} % ${MEMBERS}) || ' mentioned you in “' || (${sqlText(TITLES)})[1 + ${n} % ${TITLES.length}] || '”' end as text,
       '${topicPath('')}' || ${topicId(`1 + ${n}::bigint * 7919 % ${TOPICS}`)} as link`;
    await run(
      `notifications: the reader's ${READER_UNREAD.community.toLocaleString('en')} unread community ones among ${OTHER_NOTIFICATIONS.toLocaleString('en')} of others`,
      `insert into notifications (user_id, kind, area, text, link, created_at, read_at)
       select user_id, kind, area, text, link, at, read_at from (
         select '${readerId}'::uuid as user_id, ${notice('n')}, now() - interval '60 days' * ${u('n', 2)} as at,
           null::timestamptz as read_at
         from generate_series(1, ${READER_UNREAD.community}) n
         union all
         select '${readerId}', 'wantlist-match', 'marketplace', 'A release you want is for sale', '/marketplace',
           now() - interval '60 days' * ${u('n', 5)}, null
         from generate_series(1, ${READER_UNREAD.marketplace}) n
         union all
         select '${readerId}', ${notice('n')}, at, at + interval '1 hour'
         from generate_series(1, ${READER_UNREAD.read}) n,
           lateral (select now() - interval '60 days' - interval '1 year' * ${u('n', 6)} as at) t
         union all
         select ${memberId(`1 + floor(${MEMBERS} * power(${u('n', 3)}, 2))::int`)}, ${notice('n')},
           at, case when ${u('n', 4)} >= 0.25 then at + interval '1 hour' end
         from generate_series(1, ${OTHER_NOTIFICATIONS}) n,
           lateral (select now() - interval '2 years' * ${u('n', 2)} as at) t
       ) written order by at`,
    );

    await run('drop the plan', 'drop table bench_forum_plan');
    const started = Date.now();
    for (const { def } of indexes) await client.query(def);
    log(`  ${indexes.length} indexes built (${seconds(started)})`);
    // As autovacuum would after a load this size: statistics for the planner, the visibility map for index-only scans.
    await run('vacuum analyze', 'vacuum analyze');
    await run(
      '',
      `create table bench_forum_seed (version int not null, topics int not null, replies int not null);
       insert into bench_forum_seed values (${SEED_VERSION}, ${TOPICS}, ${REPLIES})`,
    );
  } finally {
    await client.end();
  }
}

async function holdsCurrentSeed(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: number; topics: number; replies: number }>(
      'select version, topics, replies from bench_forum_seed',
    );
    return rows[0]?.version === SEED_VERSION && rows[0]?.topics === TOPICS && rows[0]?.replies === REPLIES;
  } catch {
    return false; // no bench_forum_seed table: a run stopped before its seed was complete
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Measures

type Case = {
  name: string;
  /** The API's p95 in ms. */
  target: number;
  /** Requested in turn: the class's variants. */
  paths: string[];
  /** What the endpoint runs, without HTTP. */
  direct: (path: string) => Promise<unknown>;
};

// ---------------------------------------------------------------------------------------------------------------
// Run

const { database, seedSeconds } = await openBenchDatabase({
  serverUrl: serverUrl!,
  name: `rewind_bench_forum_${TOPICS}`,
  keep: Boolean(args.keep),
  holdsCurrentSeed,
  seed: (_database, url) => seed(url),
  log,
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-bench-forum-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'ERROR' });
const storage = new LocalStorage(path.join(dataDir, 'uploads'));
const app = await buildApp({ config, database, storage, logger: { level: 'error' } });
try {
  const db = database.db;
  const [counts] = await queryRows<{ topics: number; replies: number; members: number }>(
    db,
    sql`select (select count(*)::int from forum_posts) as topics, (select count(*)::int from forum_replies) as replies,
      (select count(*)::int from user_profiles) as members`,
  );
  log(
    `${seedSeconds === null ? 'Reused' : `Seeded in ${seedSeconds.toFixed(0)} s:`} ${counts!.topics.toLocaleString('en')} topics, ` +
      `${counts!.replies.toLocaleString('en')} replies, ${counts!.members.toLocaleString('en')} members`,
  );
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const cookie = await signInCookie(base, config.publicUrl, READER);
  const [reader] = await queryRows<{ id: string }>(
    db,
    sql`select id from users where email = ${READER.email}`,
  );
  const actor: Actor = {
    userId: reader!.id,
    email: READER.email,
    emailVerified: true,
    isAdmin: false,
    twoFactorEnabled: false,
    sessionPassedTwoFactor: false,
    silencedUntil: null,
  };
  const { forum } = app.services;

  // The topics measured: long threads (the reader stopped halfway through each) and short ones, all listed.
  const listed = sql`deleted_at is null and hidden_at is null`;
  const longTopics = await queryRows<{ id: string; replies: number; readTo: number }>(
    db,
    sql`select p.id, p.replies, r.last_read_position as "readTo" from forum_posts p
      join forum_reads r on r.post_id = p.id and r.user_id = ${reader!.id}
      where ${listed} and p.replies >= 1000 order by p.replies desc limit 10`,
  );
  const shortTopics = await queryRows<{ id: string; replies: number }>(
    db,
    sql`select id, replies from forum_posts where ${listed} and replies between 1 and 10
      order by created_at desc limit 10`,
  );
  const categories = CATEGORY_SHARES.map(([slug]) => slug);
  const lastPage = (replies: number) => Math.max(1, Math.ceil(replies / REPLIES_PAGE));
  const pageOf = (path: string) => {
    const page = new URL(path, base).searchParams.get('page');
    return page === null ? undefined : Number(page);
  };
  const categoryCase = (page: number): Case => ({
    name: `category page ${page} (each category)`,
    target: TARGETS.category,
    paths: categories.map((slug) => `/api/v1/forum/categories/${slug}/topics?page=${page}`),
    async direct(path) {
      const slug = decodeURIComponent(path.split('/')[5]!);
      const answer = await forum.topics(actor, slug, pageOf(path)!);
      if (answer.items.length < PAGE)
        throw new Error(`The bench's ${path} lists ${answer.items.length} topics`);
    },
  });
  const topicCase = (name: string, paths: string[]): Case => ({
    name,
    target: TARGETS.topic,
    paths,
    async direct(path) {
      const id = path.split('/')[5]!.split('?')[0]!;
      const answer = await forum.topic(actor, id, pageOf(path));
      if (answer.replies.total > 0 && answer.replies.items.length === 0) {
        throw new Error(`The bench's ${path} shows no reply`);
      }
    },
  });
  const topicUrl = (id: string, page?: number) => `/api/v1/forum/topics/${id}${page ? `?page=${page}` : ''}`;
  const longest = longTopics[0]?.replies ?? 0;
  log(
    `Topics measured: ${longTopics.length} long (${longTopics.at(-1)?.replies}–${longest} replies), ` +
      `${shortTopics.length} short (1–10 replies)`,
  );
  const cases: Case[] = [
    categoryCase(1),
    categoryCase(2),
    categoryCase(10),
    categoryCase(100),
    topicCase(
      'topic, short (1–10 replies), first page',
      shortTopics.map((t) => topicUrl(t.id, 1)),
    ),
    topicCase(
      'topic, long (thousands of replies), first page',
      longTopics.map((t) => topicUrl(t.id, 1)),
    ),
    topicCase(
      'topic, long, its last page',
      longTopics.map((t) => topicUrl(t.id, lastPage(t.replies))),
    ),
    topicCase(
      'topic, long, no page: where the reader stopped (halfway)',
      longTopics.map((t) => topicUrl(t.id)),
    ),
    {
      name: `unread counts (GET /api/v1/me/unread; ${READER_UNREAD.community.toLocaleString('en')} unread community notices)`,
      target: TARGETS.unread,
      paths: ['/api/v1/me/unread'],
      direct: () => unreadByArea(db, [actor.userId]),
    },
  ];

  const loadBefore = loadavg()[0]!;
  const started = Date.now();
  let misses = 0;
  const lines: string[] = [];
  const ms = (m: Measure) => `${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)}`;
  for (const c of cases) {
    const { api, sql: direct } = await measureInTurn({ base, cookie, ...c, samples: SAMPLES, warmUps: 2 });
    const ok = api.p95 <= c.target;
    if (!ok) misses++;
    log(
      `${ok ? 'ok  ' : 'MISS'} ${c.name}: SQL p50 ${direct.p50.toFixed(1)} / p95 ${direct.p95.toFixed(1)} / p99 ${direct.p99.toFixed(1)} ms; ` +
        `API p50 ${api.p50.toFixed(1)} / p95 ${api.p95.toFixed(1)} / p99 ${api.p99.toFixed(1)} ms`,
    );
    lines.push(
      `| ${c.name} | ${ms(direct)} | ${ms(api)} | API ≤ ${c.target} ms | ${ok ? 'met' : '**missed**'} |`,
    );
  }
  const loadAfter = loadavg()[0]!;
  log(
    `Measured in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} on ${cpus().length} cores`,
  );

  writeSection(
    'forum',
    `## Forum (PostgreSQL, ${counts!.topics.toLocaleString('en')} topics, ${counts!.replies.toLocaleString('en')} replies)

\`npm run bench:forum -- --database-url postgres://postgres@127.0.0.1:5432/postgres [--keep]\`, on commit ${measuredCommit()}, ${new Date().toISOString().slice(0, 10)}:
${counts!.members.toLocaleString('en')} members; topics over the five categories (${CATEGORY_SHARES.map(([slug, share]) => `${slug} ${share * 100}%`).join(', ')}), replies
skewed per topic (most 0–3, one in seven 10–40, one in a hundred 100–500, one in a thousand 1,000–5,000; the longest measured ${longest.toLocaleString('en')});
read places of everyone taking part; a reader who opened one topic in five and stopped halfway through every long thread, with
${READER_UNREAD.community.toLocaleString('en')} unread community notices among ${OTHER_NOTIFICATIONS.toLocaleString('en')} notifications of others; ${seedSeconds === null ? 'seeded by an earlier run (--keep)' : `seeded in ${seedSeconds.toFixed(0)} s`}.
${SAMPLES} requests per row as that reader, one at a time, through the API and directly (the service's queries in the same process),
a row's variants in turn after two warm-up rounds; the target is the API's p95. Machine: ${cpus().length} cores, load average (1 min)
${loadBefore.toFixed(2)} when measuring began and ${loadAfter.toFixed(2)} when it ended.

| measure | SQL p50 ms | SQL p95 ms | SQL p99 ms | API p50 ms | API p95 ms | API p99 ms | target (p95) | result |
|---|---|---|---|---|---|---|---|---|
${lines.join('\n')}`,
  );
  process.exitCode = misses ? 1 : 0;
} finally {
  closeTimingConnection();
  await app.close();
  await database.close();
  if (!args.keep) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists rewind_bench_forum_${TOPICS} with (force)`);
    await admin.end();
  }
}
