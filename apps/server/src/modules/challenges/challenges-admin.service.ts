import type {
  TAdminChallenge,
  TAdminChallengePage,
  ZCreateChallenge,
  ZUpdateChallenge,
} from '@rewind/shared/challenges';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { adminPolicy } from '@rewind/shared/policies/admin';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { AppError, notFound } from '../../platform/errors';
import type { RecordEvents } from '../activity/activity.service';
import { recordAdminAction } from '../admin/audit.service';
import { announceCompletions } from './challenges.service';
import * as repo from './challenges.repo';
import type { ChallengeValues } from './challenges.repo';
import { mayChangeRule, presentAdminChallenge } from './challenges.presenter';
import { rowsOfPageAndOneMore, uncountedPage } from '../../platform/paging';

type CreateBody = z.output<typeof ZCreateChallenge>;
type UpdateBody = z.output<typeof ZUpdateChallenge>;

const parseDate = (value: string | null | undefined) => (value ? new Date(value) : null);
const sameMoment = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** A field's problem as the form shows it, with the same 400 the schema's own checks give. */
const invalid = (field: string, message: string) =>
  new AppError(400, 'validation', message, { [field]: message });

/** An audit row's picture of a value: dates as ISO strings, the rest as they are. */
const logged = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * Collecting challenges as admins run them: the list with closed ones, create, edit, close
 * and reopen, each with its audit row in its transaction.
 */
export function createChallengesAdminService(deps: { db: Db; record: RecordEvents; now?: () => Date }) {
  const { db, record } = deps;
  const now = deps.now ?? (() => new Date());

  async function one(id: string): Promise<TAdminChallenge> {
    const [row] = await repo.findForAdmin(db, { id });
    if (!row) throw notFound(MSG.challengeNotFound);
    return presentAdminChallenge(row);
  }

  async function locked(tx: Db, id: string) {
    const row = await repo.lockForChange(tx, id);
    if (!row) throw notFound(MSG.challengeNotFound);
    return row;
  }

  /** An end already past is refused: closing is how a challenge stops today. */
  function checkEnd(endsAt: Date | null, startsAt: Date | null) {
    if (endsAt && startsAt && endsAt <= startsAt) throw invalid('endsAt', MSG.challengeEndBeforeStart);
    if (endsAt && endsAt <= now()) throw invalid('endsAt', MSG.challengeEndPassed);
  }

  /** Opens or closes it; the same state again changes nothing and logs nothing. */
  async function setOpen(actor: Actor | null, id: string, isActive: boolean): Promise<TAdminChallenge> {
    authorize(adminPolicy.manageChallenges(actor));
    await db.transaction(async (tx) => {
      const before = await locked(tx, id);
      if (before.isActive === isActive) return;
      await repo.updateChallenge(tx, id, { isActive });
      await recordAdminAction(tx, actor!, {
        action: isActive ? 'challenge.reopen' : 'challenge.close',
        targetType: 'challenge',
        targetId: id,
        targetLabel: before.title,
        details: { participants: before.participants },
      });
      // Counts reached while it was closed, by a target lowered meanwhile, complete now it counts again.
      if (isActive) await announceCompletions(tx, await repo.completeReached(tx, id), record);
    });
    return one(id);
  }

  return {
    async list(actor: Actor | null, page: number): Promise<TAdminChallengePage> {
      authorize(adminPolicy.manageChallenges(actor));
      const at = { page, pageSize: LIMITS.challenge.adminPage };
      const rows = await repo.findForAdmin(db, rowsOfPageAndOneMore(at));
      return uncountedPage(rows, at, presentAdminChallenge);
    },

    async create(actor: Actor | null, body: CreateBody): Promise<TAdminChallenge> {
      authorize(adminPolicy.manageChallenges(actor));
      const values: ChallengeValues = {
        title: body.title,
        description: body.description || null,
        challengeType: body.type,
        target: body.target,
        startsAt: parseDate(body.startsAt),
        endsAt: parseDate(body.endsAt),
      };
      checkEnd(values.endsAt ?? null, values.startsAt ?? null);
      const id = await db.transaction(async (tx) => {
        const challengeId = await repo.insertChallenge(tx, values);
        await recordAdminAction(tx, actor!, {
          action: 'challenge.create',
          targetType: 'challenge',
          targetId: challengeId,
          targetLabel: values.title,
          details: {
            type: values.challengeType,
            target: values.target,
            startsAt: body.startsAt ?? null,
            endsAt: body.endsAt ?? null,
          },
        });
        return challengeId;
      });
      return one(id);
    },

    /**
     * Changes what was sent. The title, description, target and end stay open to change; what it counts and
     * when it starts only while nobody has joined (409). A lower target completes those who already reach it;
     * a higher one leaves completed members completed (a completion is never taken back, decision 024).
     */
    async update(actor: Actor | null, id: string, body: UpdateBody): Promise<TAdminChallenge> {
      authorize(adminPolicy.manageChallenges(actor));
      await db.transaction(async (tx) => {
        const before = await locked(tx, id);
        const wanted: Partial<ChallengeValues> = {
          ...(body.title !== undefined ? { title: body.title } : {}),
          ...(body.description !== undefined ? { description: body.description || null } : {}),
          ...(body.type !== undefined ? { challengeType: body.type } : {}),
          ...(body.target !== undefined ? { target: body.target } : {}),
          ...(body.startsAt !== undefined ? { startsAt: parseDate(body.startsAt) } : {}),
          ...(body.endsAt !== undefined ? { endsAt: parseDate(body.endsAt) } : {}),
        };
        const changed = (Object.keys(wanted) as (keyof ChallengeValues)[]).filter((field) => {
          const [was, is] = [before[field], wanted[field]];
          return was instanceof Date || is instanceof Date
            ? !sameMoment((was as Date | null) ?? null, (is as Date | null) ?? null)
            : was !== is;
        });
        if (changed.length === 0) return;
        if (!mayChangeRule(before)) {
          const fixed = changed.filter((field) => field === 'challengeType' || field === 'startsAt');
          if (fixed.length > 0) {
            throw new AppError(
              409,
              'challenge_rule_locked',
              MSG.challengeRuleLocked,
              Object.fromEntries(
                fixed.map((field) => [field === 'challengeType' ? 'type' : field, MSG.challengeRuleLocked]),
              ),
            );
          }
        }
        const startsAt = 'startsAt' in wanted ? (wanted.startsAt ?? null) : before.startsAt;
        const endsAt = 'endsAt' in wanted ? (wanted.endsAt ?? null) : before.endsAt;
        if (endsAt && startsAt && endsAt <= startsAt) throw invalid('endsAt', MSG.challengeEndBeforeStart);
        if (changed.includes('endsAt')) checkEnd(endsAt, startsAt);
        const values = Object.fromEntries(changed.map((field) => [field, wanted[field]]));
        await repo.updateChallenge(tx, id, values);
        await recordAdminAction(tx, actor!, {
          action: 'challenge.update',
          targetType: 'challenge',
          targetId: id,
          targetLabel: wanted.title ?? before.title,
          details: {
            changed: Object.fromEntries(
              changed.map((field) => [
                field === 'challengeType' ? 'type' : field,
                { from: logged(before[field]), to: logged(wanted[field]) },
              ]),
            ),
          },
        });
        if (changed.includes('target') && wanted.target! < before.target) {
          await announceCompletions(tx, await repo.completeReached(tx, id), record);
        }
      });
      return one(id);
    },

    close: (actor: Actor | null, id: string) => setOpen(actor, id, false),
    reopen: (actor: Actor | null, id: string) => setOpen(actor, id, true),
  };
}

export type ChallengesAdminService = ReturnType<typeof createChallengesAdminService>;
