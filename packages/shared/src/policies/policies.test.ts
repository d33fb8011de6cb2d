import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { adminPolicy } from './admin.ts';
import { catalogPolicy, filledFieldsChanged, isFilled, releaseAbilities, titleAbilities } from './catalog.ts';
import { imagesPolicy } from './images.ts';
import { challengesPolicy } from './challenges.ts';
import { tradesPolicy } from './trades.ts';
import { forumPolicy } from './forum.ts';
import { marketplacePolicy } from './marketplace.ts';
import { ordersPolicy } from './orders.ts';
import { stepsOpenTo, type TOrderStatus } from '../order-states.ts';
import { tradeStepsOpenTo, type TTradeStatus } from '../trade-states.ts';
import { profilesPolicy } from './profiles.ts';
import { silencePolicy } from './restrictions.ts';
import { formatMoment } from '../time.ts';
import { reportsPolicy } from './reports.ts';
import type { TDecision, TPolicyActor } from './policy.ts';

// The callers of docs/product.md, Roles, with the admin's second factor in each of its states.
const user = { userId: 'u1', isAdmin: false, twoFactorEnabled: false, sessionPassedTwoFactor: false };
const ACTORS = {
  visitor: null,
  user,
  userWithTwoFactor: { ...user, twoFactorEnabled: true, sessionPassedTwoFactor: true },
  adminWithoutTwoFactor: { ...user, userId: 'a1', isAdmin: true },
  adminSessionBeforeTwoFactor: { ...user, userId: 'a1', isAdmin: true, twoFactorEnabled: true },
  admin: { ...user, userId: 'a1', isAdmin: true, twoFactorEnabled: true, sessionPassedTwoFactor: true },
} satisfies Record<string, TPolicyActor>;
type TActorName = keyof typeof ACTORS;
/** The same answer for every caller. */
const every = (value: string) =>
  Object.fromEntries(Object.keys(ACTORS).map((name) => [name, value])) as Record<TActorName, string>;

/** The decision as a short word: 'allow', or the status and code of the refusal. */
const outcome = (decision: TDecision) =>
  decision.allowed ? 'allow' : `${decision.status} ${decision.code}: ${decision.message}`;

const NOT_SIGNED_IN = `401 unauthenticated: ${MSG.signInRequired}`;
const NEEDS_FACTOR = `403 two_factor_required: ${MSG.adminNeedsTwoFactor}`;
const NEEDS_FACTOR_SESSION = `403 two_factor_required: ${MSG.adminSessionNeedsTwoFactor}`;
const adminOnly = (notAdmin: string) => ({
  visitor: NOT_SIGNED_IN,
  user: `403 forbidden: ${notAdmin}`,
  userWithTwoFactor: `403 forbidden: ${notAdmin}`,
  adminWithoutTwoFactor: NEEDS_FACTOR,
  adminSessionBeforeTwoFactor: NEEDS_FACTOR_SESSION,
  admin: 'allow',
});
const signedInOnly = {
  visitor: NOT_SIGNED_IN,
  user: 'allow',
  userWithTwoFactor: 'allow',
  adminWithoutTwoFactor: 'allow',
  adminSessionBeforeTwoFactor: 'allow',
  admin: 'allow',
};

function expectTable(decide: (actor: TPolicyActor) => TDecision, expected: Record<TActorName, string>) {
  const actual = Object.fromEntries(
    Object.entries(ACTORS).map(([name, actor]) => [name, outcome(decide(actor))]),
  );
  expect(actual).toEqual(expected);
}

describe('the catalogue', () => {
  const title = { title: 'Aliens', director: 'James Cameron', tagline: null, actors: [] as string[] };

  it('anyone browses and searches', () => {
    expectTable(
      () => catalogPolicy.view(),
      Object.fromEntries(Object.keys(ACTORS).map((name) => [name, 'allow'])) as Record<TActorName, string>,
    );
  });

  it('anyone signed in adds titles and releases', () => {
    expectTable((actor) => catalogPolicy.create(actor), signedInOnly);
  });

  it('anyone signed in fills empty fields of existing movies', () => {
    expectTable(
      (actor) =>
        catalogPolicy.update(actor, title, { tagline: 'Be kind, rewind.', actors: ['Sigourney Weaver'] }),
      signedInOnly,
    );
  });

  it('anyone signed in may send a filled field unchanged', () => {
    expectTable(
      (actor) => catalogPolicy.update(actor, title, { title: 'Aliens', tagline: 'New' }),
      signedInOnly,
    );
  });

  it('only an admin with a two-factor session changes fields that already hold data', () => {
    expectTable(
      (actor) =>
        catalogPolicy.update(actor, title, { director: 'Ridley Scott', title: 'Alien', tagline: 'x' }),
      adminOnly(MSG.onlyAdminsChangeFilledFields('director, title')),
    );
    expectTable((actor) => catalogPolicy.updateFilled(actor), adminOnly(MSG.adminRequired));
  });

  it('only an admin with a two-factor session deletes a title', () => {
    expectTable((actor) => catalogPolicy.delete(actor), adminOnly(MSG.adminRequired));
  });

  it('only an admin with a two-factor session merges a title into another', () => {
    expectTable((actor) => catalogPolicy.merge(actor), adminOnly(MSG.adminRequired));
  });

  it('only an admin with a two-factor session deletes a release, or restores anything from the trash', () => {
    expectTable((actor) => catalogPolicy.deleteRelease(actor), adminOnly(MSG.adminRequired));
    expectTable((actor) => catalogPolicy.restore(actor), adminOnly(MSG.adminRequired));
  });

  it("gives each caller's abilities for the web to show or hide actions", () => {
    expect(titleAbilities(ACTORS.visitor)).toEqual({
      update: false,
      updateFilled: false,
      delete: false,
      merge: false,
      report: false,
    });
    expect(titleAbilities(ACTORS.user)).toEqual({
      update: true,
      updateFilled: false,
      delete: false,
      merge: false,
      report: true,
    });
    // An admin whose session has not passed two-factor is offered the admin actions; trying one says why not.
    expect(titleAbilities(ACTORS.adminSessionBeforeTwoFactor)).toEqual({
      update: true,
      updateFilled: true,
      delete: true,
      merge: true,
      report: true,
    });
    expect(titleAbilities(ACTORS.userWithTwoFactor)).toEqual({
      update: true,
      updateFilled: false,
      delete: false,
      merge: false,
      report: true,
    });
    expect(titleAbilities(ACTORS.admin)).toEqual({
      update: true,
      updateFilled: true,
      delete: true,
      merge: true,
      report: true,
    });
    expect(releaseAbilities(ACTORS.user)).toEqual({
      update: true,
      updateFilled: false,
      delete: false,
      report: true,
    });
    expect(releaseAbilities(ACTORS.admin)).toEqual({
      update: true,
      updateFilled: true,
      delete: true,
      report: true,
    });
  });
});

describe('what counts as filled', () => {
  it('is text with more than spaces, a non-empty list, a number or a flag', () => {
    expect([null, undefined, '', '   ', []].map(isFilled)).toEqual([false, false, false, false, false]);
    expect(['x', ['a'], 0, 1987, false, true].map(isFilled)).toEqual([true, true, true, true, true, true]);
  });

  it('names only the filled fields a change alters', () => {
    const current = { title: 'Aliens', year: 1986, tagline: '', actors: ['A'], rated: null };
    expect(
      filledFieldsChanged(current, {
        title: 'Aliens',
        year: 1987,
        tagline: 'x',
        rated: 'R',
        actors: ['A', 'B'],
      }),
    ).toEqual(['year', 'actors']);
  });
});

describe('photos', () => {
  it('anyone signed in uploads', () => {
    expectTable((actor) => imagesPolicy.upload(actor), signedInOnly);
  });

  it('their uploader changes or deletes them; anyone else needs an admin session', () => {
    const byUser = ['u1', 'u1'];
    expectTable((actor) => imagesPolicy.change(actor, byUser), {
      ...signedInOnly,
      visitor: NOT_SIGNED_IN,
      adminWithoutTwoFactor: NEEDS_FACTOR,
      adminSessionBeforeTwoFactor: NEEDS_FACTOR_SESSION,
    });
    // One of them is someone else's: the whole change is theirs to make only with an admin's rights.
    expectTable((actor) => imagesPolicy.change(actor, ['u1', 'u2']), adminOnly(MSG.imageNotYours));
    expectTable((actor) => imagesPolicy.change(actor, [null]), adminOnly(MSG.imageNotYours));
  });
});

describe('the marketplace', () => {
  it('anyone browses listings', () => {
    expectTable(
      () => marketplacePolicy.browse(),
      Object.fromEntries(Object.keys(ACTORS).map((name) => [name, 'allow'])) as Record<TActorName, string>,
    );
  });

  it("anyone signed in lists a copy; a visitor is told 'Please log in to list items for sale'", () => {
    expectTable((actor) => marketplacePolicy.create(actor), {
      ...signedInOnly,
      visitor: `401 unauthenticated: ${MSG.loginToListItems}`,
    });
  });

  // The users are u1; the admins a1.
  const notYours = `403 forbidden: ${MSG.listingNotYours}`;

  it('only its seller edits a listing; an admin may not either', () => {
    expectTable((actor) => marketplacePolicy.update(actor, 'u1'), {
      visitor: NOT_SIGNED_IN,
      user: 'allow',
      userWithTwoFactor: 'allow',
      adminWithoutTwoFactor: notYours,
      adminSessionBeforeTwoFactor: notYours,
      admin: notYours,
    });
    expectTable((actor) => marketplacePolicy.update(actor, 'u2'), {
      visitor: NOT_SIGNED_IN,
      user: notYours,
      userWithTwoFactor: notYours,
      adminWithoutTwoFactor: notYours,
      adminSessionBeforeTwoFactor: notYours,
      admin: notYours,
    });
  });

  it("its seller removes a listing; anyone else's needs an admin session", () => {
    expectTable((actor) => marketplacePolicy.remove(actor, 'u1'), {
      ...adminOnly(MSG.listingNotYours),
      user: 'allow',
      userWithTwoFactor: 'allow',
    });
    expectTable((actor) => marketplacePolicy.remove(actor, 'u2'), adminOnly(MSG.listingNotYours));
  });
});

describe('the forum', () => {
  const complete = { profileComplete: true };
  // The users are u1; the admins a1.
  const mine = { authorId: 'u1' };
  const theirs = { authorId: 'u2' };

  it('anyone reads', () => {
    expectTable(() => forumPolicy.read(), every('allow'));
  });

  it("posts need a member with a completed profile: 'Please log in to post', 'Please complete your profile setup first'", () => {
    expectTable((actor) => forumPolicy.post(actor, complete), {
      ...every('allow'),
      visitor: `401 unauthenticated: ${MSG.loginToPost}`,
    });
    expectTable((actor) => forumPolicy.post(actor, { profileComplete: false }), {
      ...every(`403 forbidden: ${MSG.completeProfileFirst}`),
      visitor: `401 unauthenticated: ${MSG.loginToPost}`,
    });
  });

  it('nobody replies to a locked topic, admins included', () => {
    expectTable((actor) => forumPolicy.reply(actor, complete, { isLocked: false }), {
      ...every('allow'),
      visitor: `401 unauthenticated: ${MSG.loginToPost}`,
    });
    expectTable((actor) => forumPolicy.reply(actor, complete, { isLocked: true }), {
      ...every(`403 forbidden: ${MSG.topicLocked}`),
      visitor: `401 unauthenticated: ${MSG.loginToPost}`,
    });
  });

  it('only the author edits or deletes their own post; an admin removes through moderation', () => {
    for (const decide of [forumPolicy.edit, forumPolicy.remove]) {
      expectTable((actor) => decide(actor, mine), {
        ...every(`403 forbidden: ${MSG.notYourForumPost}`),
        visitor: NOT_SIGNED_IN,
        user: 'allow',
        userWithTwoFactor: 'allow',
      });
      expectTable((actor) => decide(actor, theirs), {
        ...every(`403 forbidden: ${MSG.notYourForumPost}`),
        visitor: NOT_SIGNED_IN,
      });
    }
  });

  it("members like and flag others' posts, never their own", () => {
    expectTable((actor) => forumPolicy.like(actor, theirs), { ...every('allow'), visitor: NOT_SIGNED_IN });
    expectTable((actor) => forumPolicy.like(actor, mine), {
      ...every('allow'),
      visitor: NOT_SIGNED_IN,
      user: `403 forbidden: ${MSG.cannotLikeOwnPost}`,
      userWithTwoFactor: `403 forbidden: ${MSG.cannotLikeOwnPost}`,
    });
    expectTable((actor) => forumPolicy.flag(actor, mine), {
      ...every('allow'),
      visitor: NOT_SIGNED_IN,
      user: `403 forbidden: ${MSG.cannotFlagOwnPost}`,
      userWithTwoFactor: `403 forbidden: ${MSG.cannotFlagOwnPost}`,
    });
  });

  it('moderation needs an admin session', () => {
    expectTable((actor) => forumPolicy.moderate(actor), adminOnly(MSG.forumAdminsOnly));
  });

  it('only admins with a two-factor session manage categories and review listings and ratings', () => {
    expectTable((actor) => forumPolicy.manageCategories(actor), adminOnly(MSG.forumAdminsOnly));
    expectTable((actor) => marketplacePolicy.reviewListings(actor), adminOnly(MSG.adminRequired));
    expectTable((actor) => ordersPolicy.reviewFeedback(actor), adminOnly(MSG.adminRequired));
  });

  it('a post hidden by flags is still seen by its author and admins with a two-factor session', () => {
    const seeing = (entry: typeof mine) =>
      Object.entries(ACTORS)
        .filter(([, actor]) => forumPolicy.seeHidden(actor, entry))
        .map(([name]) => name);
    expect(seeing(mine)).toEqual(['user', 'userWithTwoFactor', 'admin']);
    expect(seeing(theirs)).toEqual(['admin']);
  });
});

describe('challenges', () => {
  const running = { hasEnded: false, isParticipant: false };

  it('anyone reads them', () => {
    expectTable(() => challengesPolicy.read(), every('allow'));
  });

  it('any member joins a running challenge (again too, which changes nothing); a visitor is asked to sign in', () => {
    expectTable((actor) => challengesPolicy.join(actor, running), signedInOnly);
    expectTable((actor) => challengesPolicy.join(actor, { ...running, hasEnded: true }), {
      ...every(`403 forbidden: ${MSG.challengeEnded}`),
      visitor: NOT_SIGNED_IN,
    });
  });

  it('offers Join to members not taking part in a running challenge', () => {
    const offered = (facts: typeof running) =>
      Object.entries(ACTORS)
        .filter(([, actor]) => challengesPolicy.offersJoin(actor, facts))
        .map(([name]) => name);
    expect(offered(running)).toEqual(Object.keys(ACTORS).filter((name) => name !== 'visitor'));
    expect(offered({ ...running, isParticipant: true })).toEqual([]);
    expect(offered({ ...running, hasEnded: true })).toEqual([]);
  });
});

describe('trade requests', () => {
  // The users are u1, the trader here; the admins a1.
  const traderAlone = (notTrader: string) => ({
    ...every(`403 forbidden: ${notTrader}`),
    visitor: NOT_SIGNED_IN,
    user: 'allow',
    userWithTwoFactor: 'allow',
  });

  it('anyone reads them; members post them', () => {
    expectTable(() => tradesPolicy.read(), every('allow'));
    expectTable((actor) => tradesPolicy.create(actor), signedInOnly);
  });

  it('their trader alone ends them (admins remove with a reason, in moderation)', () => {
    expectTable(
      (actor) => tradesPolicy.remove(actor, { traderId: 'u1' }),
      traderAlone(MSG.notYourTradeRequest),
    );
  });

  it('their trader alone adds, orders and removes their photos, admins included', () => {
    expectTable(
      (actor) => tradesPolicy.changePhotos(actor, { traderId: 'u1' }),
      traderAlone(MSG.tradePhotosNotYours),
    );
    expectTable((actor) => tradesPolicy.changePhotos(actor, { traderId: 'u2' }), {
      ...every(`403 forbidden: ${MSG.tradePhotosNotYours}`),
      visitor: NOT_SIGNED_IN,
    });
  });

  it('proposals: members who chose a username propose; the two sides act; admins with two-factor only read', () => {
    const named = { profileComplete: true };
    expectTable((actor) => tradesPolicy.propose(actor, actor && named), signedInOnly);
    expect(outcome(tradesPolicy.propose(ACTORS.user, { profileComplete: false }))).toBe(
      `403 forbidden: ${MSG.completeProfileFirst}`,
    );
    const trade = { proposerId: 'x1', recipientId: 'u1' };
    expectTable((actor) => tradesPolicy.actOnProposal(actor, trade), {
      visitor: NOT_SIGNED_IN,
      user: 'allow',
      userWithTwoFactor: 'allow',
      adminWithoutTwoFactor: `403 forbidden: ${MSG.notYourTrade}`,
      adminSessionBeforeTwoFactor: `403 forbidden: ${MSG.notYourTrade}`,
      admin: `403 forbidden: ${MSG.notYourTrade}`,
    });
    // An admin reads it only while a report about it (or one of its members) is open.
    const viewing = {
      visitor: NOT_SIGNED_IN,
      user: 'allow',
      userWithTwoFactor: 'allow',
      adminWithoutTwoFactor: NEEDS_FACTOR,
      adminSessionBeforeTwoFactor: NEEDS_FACTOR_SESSION,
    };
    expectTable((actor) => tradesPolicy.viewProposal(actor, trade), {
      ...viewing,
      admin: `403 forbidden: ${MSG.privateNeedsOpenReport}`,
    });
    expectTable((actor) => tradesPolicy.viewProposal(actor, trade, true), { ...viewing, admin: 'allow' });
    expect(outcome(tradesPolicy.viewProposal(ACTORS.user, { proposerId: 'x1', recipientId: 'x2' }))).toBe(
      `403 forbidden: ${MSG.notYourTrade}`,
    );
  });
});

describe('trade steps', () => {
  const at = new Date('2026-01-01T00:00:00Z');
  const trade = (
    status: TTradeStatus,
    sides: Partial<
      Record<'proposerShippedAt' | 'recipientShippedAt' | 'proposerReceivedAt' | 'recipientReceivedAt', Date>
    > = {},
  ) => ({
    proposerId: 'p',
    recipientId: 'r',
    status,
    proposerShippedAt: null,
    recipientShippedAt: null,
    proposerReceivedAt: null,
    recipientReceivedAt: null,
    ...sides,
  });
  it.each([
    ['proposed', {}, ['cancel'], ['accept', 'decline', 'counter']],
    ['accepted', {}, ['cancel', 'ship'], ['cancel', 'ship']],
    ['accepted', { proposerShippedAt: at }, [], ['ship', 'receive']],
    ['accepted', { proposerShippedAt: at, recipientReceivedAt: at }, [], ['ship']],
    ['accepted', { proposerShippedAt: at, recipientShippedAt: at, recipientReceivedAt: at }, ['receive'], []],
    [
      'completed',
      { proposerShippedAt: at, recipientShippedAt: at, recipientReceivedAt: at, proposerReceivedAt: at },
      [],
      [],
    ],
    ['declined', {}, [], []],
    ['countered', {}, [], []],
    ['cancelled', {}, [], []],
  ] as const)('%s %o: the proposer may %o, the recipient %o', (status, sides, proposer, recipient) => {
    const facts = trade(status, sides);
    expect(tradeStepsOpenTo('p', facts)).toEqual(proposer);
    expect(tradeStepsOpenTo('r', facts)).toEqual(recipient);
    expect(tradeStepsOpenTo('someone else', facts)).toEqual([]);
    expect(tradeStepsOpenTo(null, facts)).toEqual([]);
  });
});

describe('orders', () => {
  const cannotBuyOwn = `403 forbidden: ${MSG.cannotBuyOwnListing}`;
  const notYours = `403 forbidden: ${MSG.orderNotYours}`;
  // The users are u1; the admins a1.
  const order = (buyerId: string, sellerId: string) => ({ buyerId, sellerId });

  it("anyone signed in buys someone else's listing; never their own", () => {
    expectTable((actor) => ordersPolicy.buy(actor, 'u2'), {
      ...signedInOnly,
      visitor: `401 unauthenticated: ${MSG.loginToBuy}`,
    });
    expectTable((actor) => ordersPolicy.buy(actor, 'u1'), {
      visitor: `401 unauthenticated: ${MSG.loginToBuy}`,
      user: cannotBuyOwn,
      userWithTwoFactor: cannotBuyOwn,
      adminWithoutTwoFactor: 'allow',
      adminSessionBeforeTwoFactor: 'allow',
      admin: 'allow',
    });
  });

  it("anyone signed in offers on someone else's listing; only its seller answers and its buyer withdraws, never an admin for them", () => {
    const cannotOfferOwn = `403 forbidden: ${MSG.cannotOfferOnOwnListing}`;
    expectTable((actor) => ordersPolicy.offer(actor, 'u2'), {
      ...signedInOnly,
      visitor: `401 unauthenticated: ${MSG.loginToOffer}`,
    });
    expectTable((actor) => ordersPolicy.offer(actor, 'u1'), {
      visitor: `401 unauthenticated: ${MSG.loginToOffer}`,
      user: cannotOfferOwn,
      userWithTwoFactor: cannotOfferOwn,
      adminWithoutTwoFactor: 'allow',
      adminSessionBeforeTwoFactor: 'allow',
      admin: 'allow',
    });
    const notTheSeller = `403 forbidden: ${MSG.offerNotYours}`;
    expectTable((actor) => ordersPolicy.answerOffer(actor, { sellerId: 'u1' }), {
      visitor: NOT_SIGNED_IN,
      user: 'allow',
      userWithTwoFactor: 'allow',
      adminWithoutTwoFactor: notTheSeller,
      adminSessionBeforeTwoFactor: notTheSeller,
      admin: notTheSeller,
    });
    const notTheBuyer = `403 forbidden: ${MSG.offerNotYoursToWithdraw}`;
    expectTable((actor) => ordersPolicy.withdrawOffer(actor, { buyerId: 'u1' }), {
      visitor: NOT_SIGNED_IN,
      user: 'allow',
      userWithTwoFactor: 'allow',
      adminWithoutTwoFactor: notTheBuyer,
      adminSessionBeforeTwoFactor: notTheBuyer,
      admin: notTheBuyer,
    });
  });

  it('its buyer and seller see an order; others need an admin session under a report, and only the two act on it', () => {
    const unreported = {
      ...adminOnly(MSG.orderNotYours),
      admin: `403 forbidden: ${MSG.privateNeedsOpenReport}`,
    };
    expectTable((actor) => ordersPolicy.view(actor, order('u1', 'u2')), {
      ...unreported,
      user: 'allow',
      userWithTwoFactor: 'allow',
    });
    expectTable((actor) => ordersPolicy.view(actor, order('u3', 'u2')), unreported);
    expectTable((actor) => ordersPolicy.view(actor, order('u3', 'u2'), true), adminOnly(MSG.orderNotYours));
    expectTable((actor) => ordersPolicy.act(actor, order('u2', 'u1')), {
      visitor: NOT_SIGNED_IN,
      user: 'allow',
      userWithTwoFactor: 'allow',
      adminWithoutTwoFactor: notYours,
      adminSessionBeforeTwoFactor: notYours,
      admin: notYours,
    });
  });

  it('opens each step to its side, in its states, after its wait', () => {
    const placed = new Date('2026-01-01T00:00:00Z');
    const facts = (
      status: TOrderStatus,
      cancelRequestedBy: string | null = null,
      paymentSentAt: Date | null = null,
    ) => ({
      buyerId: 'b',
      sellerId: 's',
      status,
      cancelRequestedBy,
      statusChangedAt: placed,
      paymentSentAt,
    });
    const at = (days: number) => new Date(placed.getTime() + days * 24 * 60 * 60 * 1000);
    expect(stepsOpenTo('s', facts('new'), at(0))).toEqual([
      'confirm-total',
      'cancel-unavailable',
      'request-cancel',
    ]);
    expect(stepsOpenTo('b', facts('new'), at(0))).toEqual(['request-cancel']);
    expect(stepsOpenTo('x', facts('new'), at(0))).toEqual([]);
    expect(stepsOpenTo(null, facts('new'), at(0))).toEqual([]);
    expect(stepsOpenTo('s', facts('awaiting_payment'), at(3.9))).not.toContain('cancel-non-paying');
    expect(stepsOpenTo('s', facts('awaiting_payment'), at(4))).toContain('cancel-non-paying');
    // The buyer says 'I paid' once; the seller still records the payment.
    expect(stepsOpenTo('b', facts('awaiting_payment'), at(0))).toEqual(['report-payment', 'request-cancel']);
    expect(stepsOpenTo('b', facts('awaiting_payment', null, at(1)), at(1))).toEqual(['request-cancel']);
    expect(stepsOpenTo('s', facts('awaiting_payment', null, at(1)), at(1))).toContain('confirm-payment');
    expect(stepsOpenTo('s', facts('paid', 'b'), at(0))).toEqual(['ship', 'agree-cancel']);
    expect(stepsOpenTo('b', facts('paid', 'b'), at(0))).toEqual([]);
    expect(stepsOpenTo('b', facts('shipped'), at(0))).toEqual(['confirm-receipt']);
    expect(stepsOpenTo('s', facts('shipped'), at(0))).toEqual([]);
    for (const done of ['completed', 'cancelled'] as const) {
      expect([...stepsOpenTo('b', facts(done), at(0)), ...stepsOpenTo('s', facts(done), at(0))]).toEqual([]);
    }
  });

  it("leaves a suspended seller's ratings to the buyer of each order; a visitor reads none", () => {
    expect(ordersPolicy.feedbackOfHiddenSeller(ACTORS.visitor)).toBeNull();
    expect(ordersPolicy.feedbackOfHiddenSeller(ACTORS.user)).toEqual({ buyerId: ACTORS.user.userId });
  });
});

describe('the Admin Portal', () => {
  it('is there for admins, whatever their second factor (its actions ask for it)', () => {
    expectTable((actor) => adminPolicy.viewPortal(actor), {
      visitor: `401 unauthenticated: ${MSG.adminRequired}`,
      user: `403 forbidden: ${MSG.adminRequired}`,
      userWithTwoFactor: `403 forbidden: ${MSG.adminRequired}`,
      adminWithoutTwoFactor: 'allow',
      adminSessionBeforeTwoFactor: 'allow',
      admin: 'allow',
    });
  });

  it('lets only an admin session that passed two-factor manage challenges', () => {
    expectTable((actor) => adminPolicy.manageChallenges(actor), {
      visitor: `401 unauthenticated: ${MSG.signInRequired}`,
      user: `403 forbidden: ${MSG.adminRequired}`,
      userWithTwoFactor: `403 forbidden: ${MSG.adminRequired}`,
      adminWithoutTwoFactor: `403 two_factor_required: ${MSG.adminNeedsTwoFactor}`,
      adminSessionBeforeTwoFactor: `403 two_factor_required: ${MSG.adminSessionNeedsTwoFactor}`,
      admin: 'allow',
    });
  });

  it("shows a suspended member's listings, trade requests and posts to admins with a two-factor session only", () => {
    expect(
      Object.entries(ACTORS)
        .filter(([, actor]) => adminPolicy.seeSuspendedMembers(actor))
        .map(([name]) => name),
    ).toEqual(['admin']);
  });
});

describe('reports', () => {
  it('an order or trade proposal is reported by its two members only; anything by anyone else but its subject', () => {
    const own = 'not yours to report';
    expectTable((actor) => reportsPolicy.report(actor, 'u2', own, ['u1', 'u2']), {
      ...every(`403 forbidden: ${MSG.reportNotYourExchange}`),
      visitor: NOT_SIGNED_IN,
      user: 'allow',
      userWithTwoFactor: 'allow',
    });
    expectTable((actor) => reportsPolicy.report(actor, 'u1', own), {
      ...every('allow'),
      visitor: NOT_SIGNED_IN,
      user: `403 forbidden: ${own}`,
      userWithTwoFactor: `403 forbidden: ${own}`,
    });
  });
});

describe('profiles', () => {
  const owner = { userId: 'u1' };
  const other = { userId: 'u2' };
  const profile = (isPublic: boolean, showCollectionCount: boolean) => ({
    userId: 'u1',
    isPublic,
    showCollectionCount,
  });

  it('a public profile shows its details to everyone, a private one to its owner alone', () => {
    const views = (isPublic: boolean) =>
      [null, other, owner].map((viewer) => profilesPolicy.viewDetails(viewer, profile(isPublic, true)));
    expect(views(true)).toEqual([true, true, true]);
    expect(views(false)).toEqual([false, false, true]);
  });

  it("the collection count shows when its owner allows it, and always to the owner ('Show collection count')", () => {
    const views = (shown: boolean) =>
      [null, other, owner].map((viewer) => profilesPolicy.viewCollectionCount(viewer, profile(true, shown)));
    expect(views(true)).toEqual([true, true, true]);
    expect(views(false)).toEqual([false, false, true]);
  });
});

describe('silence', () => {
  const until = new Date('2030-05-01T12:00:00Z');
  const silenced = { silencedUntil: until };
  const speaking = { silencedUntil: null };
  const SILENCED = `403 silenced: ${MSG.accountSilenced(formatMoment(until))}`;

  it('refuses a silenced member the writes others see, and keeps their own shelves and steps', () => {
    const writes = [
      ['POST', '/api/v1/me/listings'],
      ['POST', '/api/v1/forum/topics/:topicId/replies'],
      ['POST', '/api/v1/me/collection'],
      ['post', '/api/v1/orders/:orderId/steps'],
    ] as const;
    const answers = (actor: { silencedUntil: Date | null }) =>
      writes.map(([method, route]) => outcome(silencePolicy.write(actor, method, route)));
    expect(answers(silenced)).toEqual([SILENCED, SILENCED, 'allow', 'allow']);
    expect(answers(speaking)).toEqual(['allow', 'allow', 'allow', 'allow']);
  });

  it('refuses text others would read that is new, not text cleared', () => {
    expect(outcome(silencePolicy.publish(silenced, [null, 'Tapes for sale']))).toBe(SILENCED);
    expect(outcome(silencePolicy.publish(silenced, [null, '', undefined]))).toBe('allow');
    expect(outcome(silencePolicy.publish(speaking, ['Tapes for sale']))).toBe('allow');
  });
});
