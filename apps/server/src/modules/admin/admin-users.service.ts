import type {
  TAdminUserPage,
  TMemberDealing,
  TMemberDealings,
  TSanctionKind,
  ZAdminUserQuery,
  ZLiftRequest,
  ZSanctionRequest,
} from '@rewind/shared/admin';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import { adminPolicy } from '@rewind/shared/policies/admin';
import { formatMoment } from '@rewind/shared/time';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { AppError, notFound } from '../../platform/errors';
import { compose } from '../../platform/mail/compose';
import type { MailQueue } from '../../platform/mail/mail-queue';
import type { AuthService } from '../auth/auth.service';
import { announceFeedChange } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import { recordAdminAction } from './audit.service';
import { rowsOfPageAndOneMore, uncountedPage } from '../../platform/paging';
import { presentAdminUser } from './admin.presenter';
import * as repo from './admin.repo';

type Sanction = z.output<typeof ZSanctionRequest>;
type Lift = z.output<typeof ZLiftRequest>;
type UserQuery = z.output<typeof ZAdminUserQuery>;

/** An order under way or an accepted trade of a member, with the member on its other side. */
export type Dealing = TMemberDealing & { otherId: string };
type DealingsOf = (tx: Db, userId: string) => Promise<Dealing[]>;

const COLUMN: Record<'silence' | 'suspend', 'silencedUntil' | 'suspendedUntil'> = {
  silence: 'silencedUntil',
  suspend: 'suspendedUntil',
};

/** What the member is told, by e-mail, of an admin's decision about their account. */
function sanctionMail(kind: TSanctionKind | 'lift', reason: string, until: Date | null) {
  const what = {
    warn: 'An admin of Rewind has sent you a warning.',
    silence: `An admin of Rewind has silenced your account until ${until && formatMoment(until)}: you can read, but not post.`,
    suspend: `An admin of Rewind has suspended your account until ${until && formatMoment(until)}: you cannot sign in until then.`,
    lift: 'An admin of Rewind has lifted the restriction on your account.',
  }[kind];
  return compose({
    subject:
      kind === 'lift'
        ? 'Your Rewind account: restriction lifted'
        : 'Your Rewind account: a message from the admins',
    paragraphs: [
      what,
      `The reason: ${reason}`,
      'Reply to this e-mail if you want to ask the admins about it.',
    ],
  });
}

/** Nobody revokes their own admin rights (another admin must), so no admin locks themselves out. */
const mayRevoke = (actor: { userId: string }, member: { userId: string }) => member.userId !== actor.userId;
/** Admins are not warned, silenced or suspended: their rights are revoked first. */
const mayRestrict = (member: { isAdmin: boolean }) => !member.isAdmin;

/** Members as admins manage them: search, admin rights, warnings, silences, suspensions. */
export function createAdminUsersService(deps: {
  db: Db;
  auth: AuthService;
  mail: MailQueue;
  /** What a suspension leaves waiting: the member's orders under way and accepted trades. */
  dealings: { openOrdersOf: DealingsOf; acceptedTradesOf: DealingsOf };
  now?: () => Date;
}) {
  const { db, auth, mail } = deps;
  const now = deps.now ?? (() => new Date());

  async function member(tx: Db, userId: string) {
    const user = await auth.findUserRights(userId, tx);
    if (!user) throw notFound(MSG.memberNotFound);
    return user;
  }
  const label = (user: { username: string | null; email: string }) => user.username ?? user.email;
  const iso = (date: Date | null) => (date && date > now() ? date.toISOString() : null);

  async function dealingsOf(tx: Db, userId: string): Promise<Dealing[]> {
    const [orders, trades] = await Promise.all([
      deps.dealings.openOrdersOf(tx, userId),
      deps.dealings.acceptedTradesOf(tx, userId),
    ]);
    return [...orders, ...trades];
  }

  /** The other side of each order and trade under way hears that the member cannot answer until `until`. */
  async function tellOtherSides(tx: Db, user: { userId: string; username: string | null }, until: Date) {
    const who = user.username ?? 'The other member';
    for (const dealing of await dealingsOf(tx, user.userId)) {
      await notify(tx, [dealing.otherId], {
        kind: dealing.kind === 'order' ? 'order-update' : 'trade-update',
        text: MSG.partySuspendedNotice(who, dealing.kind, formatMoment(until)),
        link: dealing.link,
      });
    }
  }

  return {
    async search(actor: Actor | null, query: UserQuery): Promise<TAdminUserPage> {
      authorize(adminPolicy.manageUsers(actor));
      const rows = await auth.searchUsers({ q: query.q, ...rowsOfPageAndOneMore(query) });
      return uncountedPage(rows, query, (row) =>
        presentAdminUser(row, iso, {
          setAdmin: !row.isAdmin || mayRevoke(actor!, row),
          restrict: mayRestrict(row),
        }),
      );
    },

    /** What suspending the member would leave waiting, counted, and the first of it named (its dialog). */
    async dealings(actor: Actor | null, userId: string): Promise<TMemberDealings> {
      authorize(adminPolicy.manageUsers(actor));
      await member(db, userId);
      const all = await dealingsOf(db, userId);
      const orders = all.filter((dealing) => dealing.kind === 'order').length;
      return { orders, trades: all.length - orders, items: all.slice(0, LIMITS.dealingsShown) };
    },

    /** Grants or revokes admin rights; nobody revokes their own (another admin must). */
    async setAdmin(actor: Actor | null, userId: string, isAdmin: boolean): Promise<void> {
      authorize(adminPolicy.manageUsers(actor));
      if (!isAdmin && !mayRevoke(actor!, { userId }))
        throw new AppError(409, 'own_admin', MSG.cannotRevokeOwnAdmin);
      await db.transaction(async (tx) => {
        const user = await member(tx, userId);
        if (user.isAdmin === isAdmin) return;
        await (isAdmin ? auth.grantAdmin(tx, userId) : auth.revokeAdmin(tx, userId));
        await recordAdminAction(tx, actor!, {
          action: isAdmin ? 'user.grant-admin' : 'user.revoke-admin',
          targetType: 'user',
          targetId: userId,
          targetLabel: label(user),
        });
      });
    },

    /**
     * Warns, silences or suspends a member until a time, with the reason e-mailed to them. A suspension tells
     * the other side of each of their orders under way and accepted trades: they wait on someone who cannot
     * sign in.
     */
    async sanction(actor: Actor | null, userId: string, input: Sanction): Promise<void> {
      authorize(adminPolicy.manageUsers(actor));
      const until = input.until ? new Date(input.until) : null;
      if (until && until <= now())
        throw new AppError(400, 'validation', MSG.sanctionUntilInPast, { until: MSG.sanctionUntilInPast });
      const email = await db.transaction(async (tx) => {
        const user = await member(tx, userId);
        if (!mayRestrict(user)) throw new AppError(409, 'member_is_admin', MSG.cannotRestrictAdmin);
        await repo.insertSanction(tx, {
          userId,
          kind: input.kind,
          reason: input.reason,
          until,
          createdBy: actor!.userId,
          createdAt: now(),
        });
        if (input.kind !== 'warn') await auth.restrict(tx, userId, { [COLUMN[input.kind]]: until });
        if (input.kind === 'suspend') {
          // A suspended member's rows leave the feed, which every instance keeps a copy of.
          await announceFeedChange(tx);
          await tellOtherSides(tx, user, until!);
        }
        await recordAdminAction(tx, actor!, {
          action: `user.${input.kind}`,
          targetType: 'user',
          targetId: userId,
          targetLabel: label(user),
          reason: input.reason,
          ...(until ? { details: { until: until.toISOString() } } : {}),
        });
        return user.email;
      });
      mail.enqueue({ to: email, ...sanctionMail(input.kind, input.reason, until) });
    },

    /** Ends a silence or a suspension early, telling the member why. */
    async lift(actor: Actor | null, userId: string, input: Lift): Promise<void> {
      authorize(adminPolicy.manageUsers(actor));
      const email = await db.transaction(async (tx) => {
        const user = await member(tx, userId);
        if (!iso(user[COLUMN[input.kind]]))
          throw new AppError(409, 'not_restricted', MSG.restrictionNotInForce);
        await auth.restrict(tx, userId, { [COLUMN[input.kind]]: null });
        if (input.kind === 'suspend') await announceFeedChange(tx);
        await repo.liftSanctions(tx, userId, input.kind, { by: actor!.userId, at: now() });
        await recordAdminAction(tx, actor!, {
          action: 'user.lift',
          targetType: 'user',
          targetId: userId,
          targetLabel: label(user),
          reason: input.reason,
          details: { lifted: input.kind },
        });
        return user.email;
      });
      mail.enqueue({ to: email, ...sanctionMail('lift', input.reason, null) });
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
