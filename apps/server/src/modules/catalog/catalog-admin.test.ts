import type { TAuditLogPage } from '@rewind/shared/admin';
import type { TAdminTitlePage, TMergeTitleResult } from '@rewind/shared/catalog-admin';
import { makeSlug } from '@rewind/shared/slug';
import * as MSG from '@rewind/shared/texts';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../db/schema/activity';
import { challengeItems, challengeParticipants, challenges } from '../../db/schema/challenges';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';
import { masterItemImages } from '../../db/schema/images';
import { marketplaceListings, wantlistListingMatches } from '../../db/schema/marketplace';
import { tradeListings } from '../../db/schema/trades';
import { createRelease, createTitle, createUser } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { adminCallers, type SignedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

const merge = (duplicateId: string, into: string, user?: SignedInUser) =>
  server.call('POST', `/api/v1/admin/titles/${duplicateId}/merge`, user, { into });

let member: SignedInUser;
let adminWithoutFactor: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  [member, adminWithoutFactor, admin] = await adminCallers(server);
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the admin API of the catalogue', () => {
  it('is refused to visitors, members and admins whose session did not pass two-factor', async () => {
    const duplicate = await createTitle(db(), { title: 'Refused Twin', year: 1991 });
    const kept = await createTitle(db(), { title: 'Refused Original', year: 1991 });
    for (const request of [
      (user?: SignedInUser) => server.call('GET', '/api/v1/admin/titles?q=refused', user),
      (user?: SignedInUser) => merge(duplicate.id, kept.id, user),
    ]) {
      expect((await request()).statusCode).toBe(401);
      const asMember = await request(member);
      expect(asMember.statusCode).toBe(403);
      expect(asMember.json().error.message).toBe(MSG.adminRequired);
      const early = await request(adminWithoutFactor);
      expect(early.statusCode).toBe(403);
      expect(early.json().error.code).toBe('two_factor_required');
    }
    // Nothing moved while refused.
    expect((await server.call('GET', `/api/v1/titles/${duplicate.id}`)).json().id).toBe(duplicate.id);
    expect((await merge(duplicate.id, kept.id, admin)).statusCode).toBe(200);
  });

  it('lists films by the catalogue search, with what hangs off each', async () => {
    const film = await createTitle(db(), { title: 'Holdings Count Tape', year: 1987 });
    const release = await createRelease(db(), film.id);
    await createRelease(db(), film.id, { releaseTitle: 'Second' });
    const { user } = await createUser(db());
    await db()
      .insert(userCollectionItems)
      .values({ userId: user.id, masterItemId: film.id, releaseId: release.id });
    await db().insert(userWantlistItems).values({ userId: member.userId, masterMovieId: film.id });
    const res = await server.call('GET', '/api/v1/admin/titles?q=holdings%20count', admin);
    expect(res.statusCode).toBe(200);
    const page = res.json() as TAdminTitlePage;
    expect(page.items).toEqual([
      expect.objectContaining({
        id: film.id,
        title: 'Holdings Count Tape',
        year: 1987,
        holdings: expect.objectContaining({ releases: 2, collectionItems: 1, wants: 1, listings: 0 }),
      }),
    ]);
    const one = await server.call('GET', `/api/v1/admin/titles/${film.id}`, admin);
    expect(one.json()).toEqual(page.items[0]);
    expect((await server.call('GET', `/api/v1/admin/titles/${film.id}`, member)).statusCode).toBe(403);
    const newest = (
      await server.call('GET', '/api/v1/admin/titles?pageSize=1', admin)
    ).json() as TAdminTitlePage;
    expect(newest.items).toHaveLength(1);
    expect(newest.hasMore).toBe(true);
  });

  it('refuses a merge into the film itself, into a missing film, and of a missing film, with clear words', async () => {
    const film = await createTitle(db(), { title: 'Lonely Tape', year: 1989 });
    const itself = await merge(film.id, film.id, admin);
    expect(itself.statusCode).toBe(400);
    expect(itself.json().error.message).toBe(MSG.mergeIntoItself);
    const missing = await merge(film.id, randomUUID(), admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MSG.mergeTargetNotFound);
    const gone = await merge(randomUUID(), film.id, admin);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(MSG.movieNotFound);
    const notAnId = await merge(film.id, 'the other one', admin);
    expect(notAnId.statusCode).toBe(400);
    expect((await server.call('GET', `/api/v1/titles/${film.id}`)).statusCode).toBe(200);
  });

  it('moves releases, copies, wants, listings, trades, challenge items, photos and feed rows, combining doubles', async () => {
    const kept = await createTitle(db(), { title: 'The Terminator', year: 1984 });
    const duplicate = await createTitle(db(), {
      title: 'Termnator Twin',
      year: 1984,
      tmdbId: 218,
      description: 'A cyborg is sent back in time.',
    });
    const keptRelease = await createRelease(db(), kept.id, { mainTitle: 'The Terminator' });
    const movedRelease = await createRelease(db(), duplicate.id, { mainTitle: 'Termnator Twin' });
    const [alice, bob, carol, seller] = await Promise.all([1, 2, 3, 4].map(() => createUser(db())));
    const a = alice!.user.id;
    const b = bob!.user.id;

    // Alice held both films without a release: the older row (the duplicate's) stays, with the newer's spare mark.
    const [aliceOld] = await db()
      .insert(userCollectionItems)
      .values({
        userId: a,
        masterItemId: duplicate.id,
        personalNotes: 'Bought at a car boot',
        createdAt: minutesAgo(60),
      })
      .returning();
    const [aliceNew] = await db()
      .insert(userCollectionItems)
      .values({ userId: a, masterItemId: kept.id, forTrade: true, createdAt: minutesAgo(5) })
      .returning();
    await db()
      .insert(userCollectionItems)
      .values({ userId: a, masterItemId: duplicate.id, releaseId: movedRelease.id });
    // A trade request from the row that goes follows to the row that stays.
    const [trade] = await db()
      .insert(tradeListings)
      .values({ traderId: a, collectionItemId: aliceNew!.id, itemId: kept.id })
      .returning();
    const [tradeOfDuplicate] = await db()
      .insert(tradeListings)
      .values({ traderId: a, itemId: duplicate.id })
      .returning();

    // Bob wanted both films: his older want (the kept film's) stays, with the higher priority and the other's notes.
    const [bobOld] = await db()
      .insert(userWantlistItems)
      .values({ userId: b, masterMovieId: kept.id, priority: 'low', createdAt: minutesAgo(60) })
      .returning();
    await db()
      .insert(userWantlistItems)
      .values({
        userId: b,
        masterMovieId: duplicate.id,
        priority: 'high',
        notes: 'Any copy',
        createdAt: minutesAgo(1),
      });
    await db()
      .insert(userWantlistItems)
      .values({ userId: carol!.user.id, masterMovieId: duplicate.id, releaseId: movedRelease.id });

    // A copy of the duplicate's release for sale: Bob's want of the kept film now matches it.
    const [listing] = await db()
      .insert(marketplaceListings)
      .values({
        sellerId: seller!.user.id,
        releaseId: movedRelease.id,
        masterMovieId: duplicate.id,
        price: '12.00',
        condition: 'Very Good',
        packagingCondition: 'Very Good',
      })
      .returning();

    // Alice counted both film-level copies in a challenge: one item now.
    const [challenge] = await db().insert(challenges).values({ title: 'Eighties', target: 10 }).returning();
    await db().insert(challengeParticipants).values({ challengeId: challenge!.id, userId: a, itemCount: 2 });
    await db()
      .insert(challengeItems)
      .values([
        {
          challengeId: challenge!.id,
          userId: a,
          itemKey: duplicate.id,
          titleId: duplicate.id,
          title: 'Termnator Twin',
        },
        {
          challengeId: challenge!.id,
          userId: a,
          itemKey: kept.id,
          titleId: kept.id,
          title: 'The Terminator',
        },
      ]);

    const photo = { imageUrl: 'https://example.test/a.jpg', imageOrder: 1, isPrimary: true };
    await db()
      .insert(masterItemImages)
      .values({ ...photo, masterItemId: kept.id });
    const [movedPhoto] = await db()
      .insert(masterItemImages)
      .values({ ...photo, imageUrl: 'https://example.test/b.jpg', masterItemId: duplicate.id })
      .returning();
    await db().insert(activityEvents).values({
      kind: 'film-added',
      type: 'film',
      action: 'added',
      itemTitle: 'Termnator Twin',
      titleId: duplicate.id,
    });

    const res = await merge(duplicate.id, kept.id, admin);
    expect(res.statusCode).toBe(200);
    const result = res.json() as TMergeTitleResult;
    expect(result.moved).toEqual({ releases: 1, collectionItems: 2, wants: 1, listings: 1 });
    expect(result.combined).toEqual({ collectionItems: 1, wants: 1 });
    expect(result.title).toMatchObject({
      id: kept.id,
      title: 'The Terminator',
      holdings: expect.objectContaining({ releases: 2, collectionItems: 2, wants: 2, listings: 1 }),
    });

    // The film that stays: both releases (the moved one under its name), the duplicate's empty-field values.
    const film = (await server.call('GET', `/api/v1/titles/${kept.id}`)).json();
    expect(film.releases.map((release: { id: string }) => release.id).sort()).toEqual(
      [keptRelease.id, movedRelease.id].sort(),
    );
    expect(film.description).toBe('A cyborg is sent back in time.');
    expect(film.tmdbId).toBe(218);
    expect(film.title).toBe('The Terminator');
    const release = (await server.call('GET', `/api/v1/releases/${movedRelease.id}`)).json();
    expect(release.title.id).toBe(kept.id);
    expect(release.mainTitle).toBe('The Terminator');

    // One film-level copy for Alice: the older row, its notes, and a spare as the newer was.
    const aliceFilmRows = await db()
      .select()
      .from(userCollectionItems)
      .where(and(eq(userCollectionItems.userId, a), isNull(userCollectionItems.releaseId)));
    expect(aliceFilmRows).toEqual([
      expect.objectContaining({
        id: aliceOld!.id,
        masterItemId: kept.id,
        personalNotes: 'Bought at a car boot',
        forTrade: true,
      }),
    ]);
    const [tradeNow] = await db().select().from(tradeListings).where(eq(tradeListings.id, trade!.id));
    expect(tradeNow!.collectionItemId).toBe(aliceOld!.id);
    const [otherTrade] = await db()
      .select()
      .from(tradeListings)
      .where(eq(tradeListings.id, tradeOfDuplicate!.id));
    expect(otherTrade!.itemId).toBe(kept.id);

    const bobWants = await db().select().from(userWantlistItems).where(eq(userWantlistItems.userId, b));
    expect(bobWants).toEqual([
      expect.objectContaining({
        id: bobOld!.id,
        masterMovieId: kept.id,
        priority: 'high',
        notes: 'Any copy',
      }),
    ]);
    const matches = await db()
      .select()
      .from(wantlistListingMatches)
      .where(eq(wantlistListingMatches.listingId, listing!.id));
    expect(matches.map((match) => match.wantId).sort()).toContain(bobOld!.id);

    const [participation] = await db()
      .select()
      .from(challengeParticipants)
      .where(eq(challengeParticipants.challengeId, challenge!.id));
    expect(participation!.itemCount).toBe(1);
    const counted = await db()
      .select()
      .from(challengeItems)
      .where(eq(challengeItems.challengeId, challenge!.id));
    expect(counted).toEqual([expect.objectContaining({ itemKey: kept.id, titleId: kept.id })]);

    const gallery = await db()
      .select()
      .from(masterItemImages)
      .where(eq(masterItemImages.masterItemId, kept.id));
    expect(gallery.find((image) => image.id === movedPhoto!.id)).toMatchObject({
      imageOrder: 2,
      isPrimary: false,
    });
    const [event] = await db()
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.itemTitle, 'Termnator Twin'));
    expect(event!.titleId).toBe(kept.id);

    // Old addresses lead to the film that stays; writes never follow them.
    const oldSlug = makeSlug(duplicate);
    for (const address of [duplicate.id, oldSlug, String(duplicate.displayId)]) {
      const old = await server.call('GET', `/api/v1/titles/${encodeURIComponent(address)}`);
      expect(old.statusCode).toBe(200);
      expect(old.json().id).toBe(kept.id);
      // With the releases of the film that stays, not those (none now) of the old address.
      expect(old.json().releases).toEqual(film.releases);
    }
    expect((await server.call('DELETE', `/api/v1/titles/${duplicate.id}`, admin)).statusCode).toBe(404);
    expect((await merge(duplicate.id, kept.id, admin)).json().error.message).toBe(MSG.movieNotFound);

    // Search shows the film that stays alone.
    const search = (await server.call('GET', '/api/v1/search?q=termnator')).json();
    expect(search.items).toEqual([]);
    const found = (await server.call('GET', '/api/v1/search?q=terminator')).json();
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([kept.id]);

    const log = (
      (
        await server.call('GET', `/api/v1/admin/audit-log?targetId=${duplicate.id}`, admin)
      ).json() as TAuditLogPage
    ).items;
    expect(log).toEqual([
      expect.objectContaining({
        action: 'title.merge',
        targetType: 'title',
        targetLabel: 'Termnator Twin (1984) → The Terminator (1984)',
        details: expect.objectContaining({
          kept: expect.objectContaining({ id: kept.id, label: 'The Terminator (1984)' }),
          duplicate: expect.objectContaining({ id: duplicate.id, label: 'Termnator Twin (1984)' }),
        }),
      }),
    ]);
  });

  it('follows a chain: a film merged into one that is merged later leads to the last', async () => {
    const first = await createTitle(db(), { title: 'Chain One', year: 1993 });
    const second = await createTitle(db(), { title: 'Chain Two', year: 1993 });
    const last = await createTitle(db(), { title: 'Chain Three', year: 1993 });
    expect((await merge(first.id, second.id, admin)).statusCode).toBe(200);
    expect((await merge(second.id, last.id, admin)).statusCode).toBe(200);
    for (const film of [first, second]) {
      const old = await server.call('GET', `/api/v1/titles/${makeSlug(film)}`);
      expect(old.json().id).toBe(last.id);
    }
    // Deleting the last takes the old addresses with it.
    expect((await server.call('DELETE', `/api/v1/titles/${last.id}`, admin)).statusCode).toBe(204);
    expect((await server.call('GET', `/api/v1/titles/${makeSlug(first)}`)).statusCode).toBe(404);
  });
});
