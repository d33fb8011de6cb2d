import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import type { TChallengeType } from '@rewind/shared/options';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { challengeItems, challengeParticipants, challenges } from '../../db/schema/challenges';
import { catalogFilms } from '../catalog/catalog.views';
import { memberCards } from '../profiles/profiles.views';

/** An item added to a collection, as a challenge counts it: a release, or a film held without one. */
export type CollectedItem = { userId: string; titleId: string; releaseId: string | null };

/** A member who just reached a challenge's target. */
export type Completion = { challengeId: string; userId: string; title: string };

// The rules (docs/product.md, Challenges), one SQL condition each on the film: genres match without case, so a film of
// 'Horror, Sci-Fi' counts for both. CHALLENGE_RULE_LABELS (shared) says the same in words.
const RULES: Record<TChallengeType, (genre: SQL, year: SQL) => SQL> = {
  any_collection: () => sql`true`,
  horror_movies: (genre) => sql`${genre} ~* 'horror'`,
  action_movies: (genre) => sql`${genre} ~* 'action'`,
  comedy_movies: (genre) => sql`${genre} ~* 'comedy'`,
  sci_fi_movies: (genre) => sql`${genre} ~* '(sci-fi|science fiction)'`,
  decade_1980s: (_, year) => sql`${year} between 1980 and 1989`,
  decade_1990s: (_, year) => sql`${year} between 1990 and 1999`,
};

/** Whether the film counts for the challenge: its type's rule, false for a film without the genre or year. */
function ruleHolds(type: SQL, genre: SQL, year: SQL): SQL {
  const cases = Object.entries(RULES).map(
    ([name, rule]) => sql`when ${name} then coalesce(${rule(genre, year)}, false)`,
  );
  return sql`(case ${type} ${sql.join(cases, sql` `)} else false end)`;
}

/** A challenge counts items while it is open and between its dates. */
const isRunning = sql`${challenges.isActive}
  and (${challenges.startsAt} is null or ${challenges.startsAt} <= now())
  and (${challenges.endsAt} is null or ${challenges.endsAt} > now())`;

/** Each added item beside each running challenge whose rule it meets. */
function matchingItems(items: readonly CollectedItem[]): SQL {
  const json = JSON.stringify(items.map((item) => ({ ...item, itemKey: item.releaseId ?? item.titleId })));
  return sql`
    select ${challenges.id} as challenge_id, added."userId" as user_id, added."itemKey" as item_key,
      added."titleId" as title_id, added."releaseId" as release_id, ${catalogFilms.title} as title
    from jsonb_to_recordset(${json}::jsonb) as added("userId" uuid, "titleId" uuid, "releaseId" uuid, "itemKey" uuid)
    join ${catalogFilms} on ${catalogFilms.id} = added."titleId"
    join ${challenges} on ${isRunning}
      and ${ruleHolds(sql`${challenges.challengeType}`, sql`${catalogFilms.genre}`, sql`${catalogFilms.year}`)}`;
}

/**
 * Counts added items in every running challenge they match, joining their members to it, and
 * returns who reached a target. The count is a column raised in the same statement that adds the items, so two
 * adds at once each wait for the other's row and neither is lost; an item already counted (the same release
 * removed and added again) is not counted twice, and a completed challenge counts nothing more.
 */
export async function countAddedItems(tx: Db, items: readonly CollectedItem[]): Promise<Completion[]> {
  if (items.length === 0) return [];
  await tx.execute(sql`
    insert into ${challengeParticipants} (challenge_id, user_id)
    select distinct challenge_id, user_id from (${matchingItems(items)}) as matching
    on conflict (challenge_id, user_id) do nothing`);
  return queryRows<Completion>(
    tx,
    sql`
    with added as (
      insert into ${challengeItems} (challenge_id, user_id, item_key, title_id, release_id, title)
      select distinct on (matching.challenge_id, matching.user_id, matching.item_key) matching.*
      from (${matchingItems(items)}) as matching
      join ${challengeParticipants} p
        on p.challenge_id = matching.challenge_id and p.user_id = matching.user_id and not p.is_completed
      on conflict do nothing
      returning challenge_id, user_id
    ), counted as (
      select challenge_id, user_id, count(*)::int as n from added group by challenge_id, user_id
    )
    update ${challengeParticipants} p
    set item_count = p.item_count + counted.n,
      updated_at = now(),
      is_completed = p.item_count + counted.n >= c.target,
      completed_at = case when p.item_count + counted.n >= c.target then now() end
    from counted, ${challenges} c
    where p.challenge_id = counted.challenge_id and p.user_id = counted.user_id
      and c.id = p.challenge_id and not p.is_completed
    returning p.challenge_id as "challengeId", p.user_id as "userId", c.title, p.is_completed as "isCompleted"`,
  ).then((rows) =>
    (rows as (Completion & { isCompleted: boolean })[])
      .filter((row) => row.isCompleted)
      .map(({ challengeId, userId, title }) => ({ challengeId, userId, title })),
  );
}

/**
 * Takes removed collection items off the count of every challenge the member has not completed yet.
 * The participations are locked first, so a completion committed meanwhile is seen and kept.
 */
export async function withdrawItems(tx: Db, userId: string, itemKeys: readonly string[]): Promise<void> {
  if (itemKeys.length === 0) return;
  const keys = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(itemKeys)}::jsonb))`;
  await tx.execute(sql`
    with locked as (
      select p.challenge_id from ${challengeParticipants} p
      where p.user_id = ${userId} and not p.is_completed
        and exists (select 1 from ${challengeItems} i
          where i.challenge_id = p.challenge_id and i.user_id = p.user_id and i.item_key in ${keys})
      for update
    ), gone as (
      delete from ${challengeItems} i using locked
      where i.challenge_id = locked.challenge_id and i.user_id = ${userId} and i.item_key in ${keys}
      returning i.challenge_id
    )
    update ${challengeParticipants} p
    set item_count = p.item_count - removed.n, updated_at = now()
    from (select challenge_id, count(*)::int as n from gone group by challenge_id) removed
    where p.challenge_id = removed.challenge_id and p.user_id = ${userId}`);
}

export type ChallengeRow = typeof challenges.$inferSelect & {
  participants: number;
  completions: number;
  mine: { itemCount: number; isCompleted: boolean; completedAt: Date | null; updatedAt: Date } | null;
};

// Qualified by hand: in a query of one table Drizzle names its columns bare, which a subquery would take
// for its own table's.
const outerChallengeId = sql`${challenges}.${sql.identifier(challenges.id.name)}`;

const participantsOf = (completed?: true) =>
  sql<number>`(select count(*)::int from ${challengeParticipants} p
    where p.challenge_id = ${outerChallengeId} ${completed ? sql`and p.is_completed` : sql``})`;

/** Open challenges (or one), newest first, with their counts and the viewer's participation. */
export async function findChallenges(db: Db, viewerId: string | null, id?: string): Promise<ChallengeRow[]> {
  const mine = sql`(select json_build_object('itemCount', p.item_count, 'isCompleted', p.is_completed,
      'completedAt', p.completed_at, 'updatedAt', p.updated_at)
    from ${challengeParticipants} p where p.challenge_id = ${outerChallengeId} and p.user_id = ${viewerId})`;
  const rows = await db
    .select({
      challenge: challenges,
      participants: participantsOf(),
      completions: participantsOf(true),
      mine: viewerId ? mine : sql`null`,
    })
    .from(challenges)
    .where(and(eq(challenges.isActive, true), id ? eq(challenges.id, id) : undefined))
    .orderBy(desc(challenges.createdAt));
  return rows.map(({ challenge, participants, completions, mine: own }) => {
    const raw = own as {
      itemCount: number;
      isCompleted: boolean;
      completedAt: string | null;
      updatedAt: string;
    } | null;
    return {
      ...challenge,
      participants,
      completions,
      mine: raw && {
        itemCount: raw.itemCount,
        isCompleted: raw.isCompleted,
        completedAt: raw.completedAt ? new Date(raw.completedAt) : null,
        updatedAt: new Date(raw.updatedAt),
      },
    };
  });
}

/** Joins by hand; false when already taking part. */
export async function insertParticipant(db: Db, challengeId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(challengeParticipants)
    .values({ challengeId, userId })
    .onConflictDoNothing()
    .returning({ id: challengeParticipants.id });
  return rows.length > 0;
}

const leaderCards = memberCards('leader_card');

/**
 * The leaderboard: most items first, and among those who completed, the first to do it; members with a
 * private profile are left out. Walks the (challenge, count, completion) index.
 */
export async function leaderboard(db: Db, challengeId: string, limit: number) {
  return db
    .select({
      username: leaderCards.username,
      avatarUrl: leaderCards.avatarUrl,
      count: challengeParticipants.itemCount,
      completedAt: challengeParticipants.completedAt,
    })
    .from(challengeParticipants)
    .innerJoin(leaderCards, eq(leaderCards.userId, challengeParticipants.userId))
    .where(
      and(
        eq(challengeParticipants.challengeId, challengeId),
        sql`${challengeParticipants.itemCount} > 0`,
        eq(leaderCards.isPublic, true),
      ),
    )
    .orderBy(
      desc(challengeParticipants.itemCount),
      sql`${challengeParticipants.completedAt} asc nulls last`,
      asc(challengeParticipants.createdAt),
    )
    .limit(limit);
}
export type LeaderRow = Awaited<ReturnType<typeof leaderboard>>[number];

/** The newest items a member has counted in a challenge (at most `limit`), with their film for the link. */
export async function itemsOf(db: Db, challengeId: string, userId: string, limit: number) {
  return db
    .select({
      itemKey: challengeItems.itemKey,
      title: challengeItems.title,
      releaseId: challengeItems.releaseId,
      addedAt: challengeItems.addedAt,
      film: { displayId: catalogFilms.displayId, title: catalogFilms.title, year: catalogFilms.year },
    })
    .from(challengeItems)
    .innerJoin(catalogFilms, eq(catalogFilms.id, challengeItems.titleId))
    .where(and(eq(challengeItems.challengeId, challengeId), eq(challengeItems.userId, userId)))
    .orderBy(desc(challengeItems.addedAt))
    .limit(limit);
}

/** Completed participations in all: the community stats' challenge progress. */
export async function countCompletions(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.isCompleted, true));
  return row?.n ?? 0;
}

// The admin portal's challenges.

export type AdminChallengeRow = typeof challenges.$inferSelect & {
  participants: number;
  completions: number;
};
export type ChallengeValues = Pick<
  typeof challenges.$inferInsert,
  'title' | 'description' | 'challengeType' | 'target' | 'startsAt' | 'endsAt'
>;

/**
 * Every challenge, closed ones too, newest first, with its counts; or one. No index serves the order: admins
 * write a few challenges a month, and the table is read whole faster than through one.
 */
export async function findForAdmin(
  db: Db,
  page: { limit: number; offset: number } | { id: string },
): Promise<AdminChallengeRow[]> {
  const query = db
    .select({ challenge: challenges, participants: participantsOf(), completions: participantsOf(true) })
    .from(challenges);
  const rows =
    'id' in page
      ? await query.where(eq(challenges.id, page.id))
      : await query
          .orderBy(desc(challenges.createdAt), desc(challenges.id))
          .limit(page.limit)
          .offset(page.offset);
  return rows.map(({ challenge, participants, completions }) => ({
    ...challenge,
    participants,
    completions,
  }));
}

/**
 * The challenge, locked for the change an admin makes, with how many have joined: a member joining (their row
 * refers to it) waits for the change, so the count read here holds until it commits.
 */
export async function lockForChange(tx: Db, id: string) {
  const [row] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
  if (!row) return null;
  const [joined] = await tx
    .select({ n: count() })
    .from(challengeParticipants)
    .where(eq(challengeParticipants.challengeId, id));
  return { ...row, participants: joined?.n ?? 0 };
}

export async function insertChallenge(tx: Db, values: ChallengeValues): Promise<string> {
  const [row] = await tx.insert(challenges).values(values).returning({ id: challenges.id });
  return row!.id;
}

export async function updateChallenge(
  tx: Db,
  id: string,
  values: Partial<ChallengeValues & { isActive: boolean }>,
): Promise<void> {
  await tx.update(challenges).set(values).where(eq(challenges.id, id));
}

/**
 * Completes the participations of an open challenge whose count already reaches its target (a target lowered, a
 * challenge reopened): as counting an item would have, once, and returns them.
 */
export async function completeReached(tx: Db, challengeId: string): Promise<Completion[]> {
  return queryRows<Completion>(
    tx,
    sql`
    update ${challengeParticipants} p
    set is_completed = true, completed_at = now(), updated_at = now()
    from ${challenges} c
    where p.challenge_id = ${challengeId} and c.id = p.challenge_id and c.is_active
      and not p.is_completed and p.item_count >= c.target
    returning p.challenge_id as "challengeId", p.user_id as "userId", c.title`,
  );
}

/**
 * A merged film's counted items name the film that stays (decision 029). A member who had both films held
 * without a release counted them as two items in a challenge; they are one now, and the participation's count
 * says so (a completion stays completed).
 */
export async function mergeFilm(tx: Db, fromId: string, toId: string): Promise<void> {
  const twice = await queryRows<{ challenge_id: string; user_id: string }>(
    tx,
    sql`delete from ${challengeItems} a using ${challengeItems} b
      where a.item_key = ${fromId} and b.item_key = ${toId}
        and b.challenge_id = a.challenge_id and b.user_id = a.user_id
      returning a.challenge_id, a.user_id`,
  );
  for (const row of twice) {
    await tx.execute(sql`update ${challengeParticipants} set item_count = greatest(item_count - 1, 0), updated_at = now()
      where challenge_id = ${row.challenge_id} and user_id = ${row.user_id}`);
  }
  await tx.execute(sql`update ${challengeItems}
    set title_id = ${toId}, item_key = case when item_key = ${fromId} then ${toId}::uuid else item_key end
    where title_id = ${fromId}`);
}

/** How many items each film or release counts for in challenges (what deleting it takes from progress). */
export async function countEntries(db: Db, kind: TCatalogueItemKind, ids: string[]) {
  if (ids.length === 0) return [];
  const column = kind === 'title' ? challengeItems.titleId : challengeItems.releaseId;
  return db
    .select({ id: column, entries: count() })
    .from(challengeItems)
    .where(inArray(column, ids))
    .groupBy(column);
}
