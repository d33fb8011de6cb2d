import type { TCatalogueItemKind } from '@rewind/shared/catalog-admin';
import type { TChallenge, TChallengeDetail, TChallengeList } from '@rewind/shared/challenges';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { challengesPolicy } from '@rewind/shared/policies/challenges';
import { challengePath } from '@rewind/shared/slug';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { notFound } from '../../platform/errors';
import type { Reaction, RecordEvents } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { presentChallenge, presentChallengeItem, presentLeader } from './challenges.presenter';
import * as repo from './challenges.repo';
import type { ChallengeRow, CollectedItem, Completion } from './challenges.repo';

export type { CollectedItem } from './challenges.repo';

/** A completion: its feed row and the member's notice, in the transaction that completed it. */
export async function announceCompletions(tx: Db, completions: readonly Completion[], record: RecordEvents) {
  for (const { challengeId, userId, title } of completions) {
    await record(tx, { kind: 'challenge-completed', userId, challenge: { id: challengeId, title } });
    await notify(tx, [userId], {
      kind: 'challenge-completed',
      text: MSG.challengeCompletedNotice(title),
      link: challengePath(challengeId),
    });
  }
}

/**
 * Adding to a collection counts in every running challenge the item meets, joining its member:
 * a reaction to 'collection-added', in the adding transaction, for one item or a whole import at once.
 */
export const countCollectionAdds: Reaction = async (tx, events, record) => {
  const items = events.flatMap((event) =>
    event.kind === 'collection-added'
      ? [{ userId: event.userId, titleId: event.film.id, releaseId: event.releaseId ?? null }]
      : [],
  );
  await announceCompletions(tx, await repo.countAddedItems(tx, items), record);
};

const hasEnded = (challenge: ChallengeRow, now = new Date()) =>
  challenge.endsAt !== null && challenge.endsAt <= now;

export function createChallengesService(db: Db) {
  async function findOpen(actor: Actor | null, id: string): Promise<ChallengeRow> {
    const [challenge] = await repo.findChallenges(db, actor?.userId ?? null, id);
    if (!challenge) throw notFound(MSG.challengeNotFound);
    return challenge;
  }

  const present = (actor: Actor | null, challenge: ChallengeRow): TChallenge =>
    presentChallenge(challenge, {
      join: challengesPolicy.offersJoin(actor, {
        hasEnded: hasEnded(challenge),
        isParticipant: !!challenge.mine,
      }),
    });

  return {
    /** Per film or release, how many items it counts for in challenges (what deleting it takes from progress). */
    entries: (kind: TCatalogueItemKind, ids: string[]) => repo.countEntries(db, kind, ids),

    /** The open challenges, newest first, with the caller's progress (active challenges only). */
    async list(actor: Actor | null): Promise<TChallengeList> {
      const rows = await repo.findChallenges(db, actor?.userId ?? null);
      return { challenges: rows.map((row) => present(actor, row)) };
    },

    /** One challenge with its leaderboard and, for a member taking part, the items they counted. */
    async detail(actor: Actor | null, id: string): Promise<TChallengeDetail> {
      const challenge = await findOpen(actor, id);
      const [leaders, items] = await Promise.all([
        repo.leaderboard(db, id, LIMITS.challengeLeaderboard),
        actor && challenge.mine ? repo.itemsOf(db, id, actor.userId, LIMITS.challengeItems) : [],
      ]);
      return {
        challenge: present(actor, challenge),
        leaderboard: leaders.map(presentLeader),
        myItems: items.map(presentChallengeItem),
      };
    },

    /**
     * Takes part by hand, before adding anything (adding a matching item joins as well). `isNew` is false when
     * the member already took part: the insert, not an earlier read, says so, so of joins sent at once exactly
     * one is the new one.
     */
    async join(actor: Actor | null, id: string): Promise<{ isNew: boolean; challenge: TChallenge }> {
      const challenge = await findOpen(actor, id);
      authorize(challengesPolicy.join(actor, { hasEnded: hasEnded(challenge) }));
      const isNew = await repo.insertParticipant(db, id, actor!.userId);
      return { isNew, challenge: present(actor, await findOpen(actor, id)) };
    },

    /** Removed collection items leave the challenges not yet completed, in the removing transaction. */
    withdrawItems: (tx: Db, userId: string, items: readonly Omit<CollectedItem, 'userId'>[]) =>
      repo.withdrawItems(
        tx,
        userId,
        items.map((item) => item.releaseId ?? item.titleId),
      ),

    /** A merged film's counted items move to the film that stays, in the merge's transaction (decision 029). */
    mergeFilm: (tx: Db, fromId: string, toId: string) => repo.mergeFilm(tx, fromId, toId),

    /** Completed participations in all (the community stats). */
    completions: () => repo.countCompletions(db),
  };
}

export type ChallengesService = ReturnType<typeof createChallengesService>;
