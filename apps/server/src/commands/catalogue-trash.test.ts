import type { TAuditLogPage } from '@rewind/shared/admin';
import type { TAdminTitle, TRestoreResult, TTrashPage } from '@rewind/shared/catalog-admin';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { challengeItems, challenges } from '../db/schema/challenges';
import { userCollectionItems, userWantlistItems } from '../db/schema/collection';
import { masterItemImages } from '../db/schema/images';
import { marketplaceListings } from '../db/schema/marketplace';
import { notifications } from '../db/schema/notifications';
import { marketplaceOrders } from '../db/schema/orders';
import { scheduledJobs } from '../db/schema/jobs';
import { tradeListings, tradeProposalItems, tradeProposals } from '../db/schema/trades';
import { catalogueTrash } from '../db/schema/catalog';
import { createRelease, createTitle, createUser } from '../test/factories';
import { useTestServer } from '../test/server';
import { adminCallers, type SignedInUser, signedInUser } from '../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

let member: SignedInUser;
let adminWithoutFactor: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  [member, adminWithoutFactor, admin] = await adminCallers(server);
});

/** A film held, wanted, listed, traded, sold and counted in a challenge, as a busy catalogue has them. */
async function busyFilm(name: string) {
  const film = await createTitle(db(), { title: name, year: 1986 });
  const release = await createRelease(db(), film.id);
  const holder = await signedInUser(server);
  const { user: seller } = await createUser(db());
  const { user: buyer } = await createUser(db());
  const [held] = await db()
    .insert(userCollectionItems)
    .values({ userId: holder.userId, masterItemId: film.id, releaseId: release.id, notes: 'Shelf B3' })
    .returning();
  await db().insert(userWantlistItems).values({ userId: member.userId, masterMovieId: film.id });
  await db().insert(masterItemImages).values({
    masterItemId: film.id,
    imageUrl: '/media/busy~600x900.jpg',
    storageKey: 'busy~600x900.jpg',
    uploadedBy: holder.userId,
  });
  const [listing] = await db()
    .insert(marketplaceListings)
    .values({
      sellerId: seller.id,
      releaseId: release.id,
      masterMovieId: film.id,
      price: '25.00',
      condition: 'Very Good',
      packagingCondition: 'Good',
    })
    .returning();
  const [sold] = await db()
    .insert(marketplaceListings)
    .values({
      sellerId: seller.id,
      releaseId: release.id,
      masterMovieId: film.id,
      price: '30.00',
      condition: 'Near Mint',
      packagingCondition: 'Very Good',
      isActive: false,
      endedAt: new Date(),
      endReason: 'sold',
    })
    .returning();
  const [order] = await db()
    .insert(marketplaceOrders)
    .values({
      listingId: sold!.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      releaseId: release.id,
      mediaCondition: 'Near Mint',
      price: '30.00',
      item: { film: { title: film.title, year: film.year }, release: null },
      status: 'completed',
      completedAt: new Date(),
    })
    .returning();
  await db()
    .insert(tradeListings)
    .values({ traderId: holder.userId, itemId: film.id, releaseId: release.id });
  const [proposal] = await db()
    .insert(tradeProposals)
    .values({ proposerId: holder.userId, recipientId: seller.id })
    .returning();
  await db()
    .insert(tradeProposalItems)
    .values({
      proposalId: proposal!.id,
      ownerId: holder.userId,
      collectionItemId: held!.id,
      masterItemId: film.id,
      releaseId: release.id,
      item: { film: { title: film.title, year: film.year }, release: null },
    });
  const [challenge] = await db()
    .insert(challenges)
    .values({
      title: `Challenge of ${name}`,
      challengeType: 'any_collection',
      target: 10,
    })
    .returning();
  await db().insert(challengeItems).values({
    challengeId: challenge!.id,
    userId: holder.userId,
    itemKey: release.id,
    titleId: film.id,
    releaseId: release.id,
    title: name,
  });
  return { film, release, holder, held: held!, listing: listing!, order: order!, proposal: proposal! };
}

const noticesOf = (userId: string) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));

describe('deleting a film puts it in the trash, and an admin restores it', () => {
  it('counts what the film holds, tells its members, and brings everything back on restore', async () => {
    const { film, release, holder, held, listing, order, proposal } = await busyFilm('Trash Busy Tape');
    const before = (await server.call('GET', `/api/v1/admin/titles/${film.id}`, admin)).json() as TAdminTitle;
    expect(before.holdings).toEqual({
      releases: 1,
      collectionItems: 1,
      wants: 1,
      listings: 1,
      tradeRequests: 1,
      tradeProposals: 1,
      challengeEntries: 1,
      orders: 1,
      openOrders: 0,
      acceptedTrades: 0,
    });

    expect((await server.call('DELETE', `/api/v1/titles/${film.id}`, admin)).statusCode).toBe(204);
    expect((await server.call('GET', `/api/v1/titles/${film.id}`)).statusCode).toBe(404);
    const shelf = (await server.call('GET', '/api/v1/me/collection', holder)).json();
    expect(shelf.items.map((item: { id: string }) => item.id)).not.toContain(held.id);
    // The holder and the wanter are told, naming the film, and how long it can come back.
    for (const userId of [holder.userId, member.userId]) {
      expect((await noticesOf(userId)).map((notice) => notice.text)).toContain(
        MSG.filmRemovedNotice('Trash Busy Tape (1986)', LIMITS.trashDays),
      );
    }
    // The completed order keeps its row; the listing for sale ended as an admin's removal.
    const [ended] = await db()
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, listing.id));
    expect(ended).toMatchObject({ isActive: false, endReason: 'removed-by-admin', releaseId: null });
    const audit = (
      await server.call('GET', '/api/v1/admin/audit-log?action=title.delete', admin)
    ).json() as TAuditLogPage;
    expect(audit.items[0]).toMatchObject({
      targetId: film.id,
      targetLabel: 'Trash Busy Tape (1986)',
      details: { holdings: before.holdings, membersTold: 2 },
    });

    const trash = (await server.call('GET', '/api/v1/admin/trash', admin)).json() as TTrashPage;
    const trashed = trash.items.find((item) => item.itemId === film.id)!;
    expect(trashed).toMatchObject({
      kind: 'title',
      label: 'Trash Busy Tape (1986)',
      holdings: before.holdings,
    });
    expect(new Date(trashed.purgeAfter).getTime() - new Date(trashed.deletedAt).getTime()).toBeCloseTo(
      LIMITS.trashDays * 86_400_000,
      -5,
    );

    const res = await server.call('POST', `/api/v1/admin/trash/${trashed.id}/restore`, admin);
    expect(res.statusCode).toBe(200);
    const restored = res.json() as TRestoreResult;
    expect(restored.restored).toBe(restored.kept);
    // Everything is as it was: the film, its release and photo, the shelf, the want, the challenge's item,
    // the trade request and the proposal's copy, and the links the order and the listings had.
    expect(restored.title.holdings).toEqual({ ...before.holdings, listings: 0 });
    expect((await server.call('GET', `/api/v1/releases/${release.id}`)).statusCode).toBe(200);
    expect((await server.call('GET', `/api/v1/titles/${film.id}`)).json().images).toHaveLength(1);
    const [back] = await db().select().from(userCollectionItems).where(eq(userCollectionItems.id, held.id));
    expect(back).toMatchObject({ notes: 'Shelf B3', releaseId: release.id });
    const [copy] = await db()
      .select()
      .from(tradeProposalItems)
      .where(eq(tradeProposalItems.proposalId, proposal.id));
    expect(copy).toMatchObject({ collectionItemId: held.id, releaseId: release.id });
    const [sale] = await db().select().from(marketplaceOrders).where(eq(marketplaceOrders.id, order.id));
    expect(sale!.releaseId).toBe(release.id);
    const [relisted] = await db()
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, listing.id));
    expect(relisted).toMatchObject({ releaseId: release.id, masterMovieId: film.id, isActive: false });
    expect((await noticesOf(holder.userId)).map((notice) => notice.text)).toContain(
      MSG.restoredNotice('Trash Busy Tape (1986)'),
    );
    const restoredAudit = (
      await server.call('GET', '/api/v1/admin/audit-log?action=title.restore', admin)
    ).json();
    expect(restoredAudit.items[0]).toMatchObject({ targetId: film.id, details: { restored: restored.kept } });

    const again = await server.call('POST', `/api/v1/admin/trash/${trashed.id}/restore`, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(MSG.trashedItemNotFound);
  });

  it('refuses to delete a film while an order of its release or an accepted trade is under way', async () => {
    const { film, order, proposal } = await busyFilm('Trash Open Order');
    await db()
      .update(marketplaceOrders)
      .set({ status: 'paid', completedAt: null })
      .where(eq(marketplaceOrders.id, order.id));
    const refused = await server.call('DELETE', `/api/v1/titles/${film.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MSG.titleHasOpenOrders(1));
    await db()
      .update(marketplaceOrders)
      .set({ status: 'cancelled', cancelReason: 'mutual' })
      .where(eq(marketplaceOrders.id, order.id));
    await db().update(tradeProposals).set({ status: 'accepted' }).where(eq(tradeProposals.id, proposal.id));
    const promised = await server.call('DELETE', `/api/v1/titles/${film.id}`, admin);
    expect(promised.statusCode).toBe(409);
    expect(promised.json().error.message).toBe(MSG.titleHasAcceptedTrades(1));
    expect((await server.call('GET', `/api/v1/titles/${film.id}`)).statusCode).toBe(200);
  });

  it('does not restore over a film that took its title and year meanwhile', async () => {
    const film = await createTitle(db(), { title: 'Trash Twin', year: 1990 });
    expect((await server.call('DELETE', `/api/v1/titles/${film.id}`, admin)).statusCode).toBe(204);
    const [trashed] = await db().select().from(catalogueTrash).where(eq(catalogueTrash.itemId, film.id));
    await createTitle(db(), { title: 'Trash Twin', year: 1990 });
    const res = await server.call('POST', `/api/v1/admin/trash/${trashed!.id}/restore`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(MSG.restoreTitleConflict('Trash Twin (1990)'));
    // Still in the trash, to restore once the other is merged or renamed.
    expect(await db().select().from(catalogueTrash).where(eq(catalogueTrash.id, trashed!.id))).toHaveLength(
      1,
    );
  });

  it('is for admins with a two-factor session only', async () => {
    const film = await createTitle(db(), { title: 'Trash Guarded', year: 1991 });
    expect((await server.call('DELETE', `/api/v1/titles/${film.id}`, admin)).statusCode).toBe(204);
    const [trashed] = await db().select().from(catalogueTrash).where(eq(catalogueTrash.itemId, film.id));
    for (const request of [
      (user?: SignedInUser) => server.call('GET', '/api/v1/admin/trash', user),
      (user?: SignedInUser) => server.call('POST', `/api/v1/admin/trash/${trashed!.id}/restore`, user),
    ]) {
      expect((await request()).statusCode).toBe(401);
      expect((await request(member)).statusCode).toBe(403);
      expect((await request(adminWithoutFactor)).json().error.code).toBe('two_factor_required');
    }
    expect((await server.call('GET', `/api/v1/titles/${film.id}`)).statusCode).toBe(404);
  });

  it('removes films for good once their time in the trash is up, answering their files', async () => {
    const film = await createTitle(db(), { title: 'Trash Purged', year: 1992 });
    await db().insert(masterItemImages).values({
      masterItemId: film.id,
      imageUrl: '/media/purged~600x900.jpg',
      storageKey: 'purged~600x900.jpg',
    });
    expect((await server.call('DELETE', `/api/v1/titles/${film.id}`, admin)).statusCode).toBe(204);
    const { catalog } = server.app.services;
    const [trashed] = await db().select().from(catalogueTrash).where(eq(catalogueTrash.itemId, film.id));
    const early = await catalog.purgeTrash(new Date(trashed!.purgeAfter.getTime() - 60_000));
    expect(early.some((file) => file.startsWith('purged~'))).toBe(false);
    const files = await catalog.purgeTrash(new Date(trashed!.purgeAfter.getTime() + 60_000));
    expect(files.some((file) => file.startsWith('purged~'))).toBe(true);
    expect(await db().select().from(catalogueTrash).where(eq(catalogueTrash.id, trashed!.id))).toEqual([]);
    // The app runs the purge as a scheduled job, once across instances.
    const jobs = await db()
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'catalogue-trash-purge'));
    expect(jobs).toHaveLength(1);
  });
});

describe('deleting a release puts it in the trash, and its film stays', () => {
  it('counts what the release holds, tells its holders, and restores it while its film is there', async () => {
    const { film, release, holder, held, listing } = await busyFilm('Trash Release Tape');
    const other = await createRelease(db(), film.id, { releaseTitle: 'Laser', format: 'LaserDisc' });
    const counted = await server.call('GET', `/api/v1/admin/releases/${release.id}`, admin);
    expect(counted.json()).toEqual({
      id: release.id,
      label: 'Trash Release Tape (1986) · Standard Release · VHS · Slipcase · NTSC · Standard',
      holdings: expect.objectContaining({
        releases: 1,
        collectionItems: 1,
        listings: 1,
        tradeRequests: 1,
        orders: 1,
      }),
    });
    for (const user of [undefined, member, adminWithoutFactor]) {
      const refused = await server.call('DELETE', `/api/v1/releases/${release.id}`, user);
      expect(refused.statusCode).toBe(user ? 403 : 401);
    }
    expect((await server.call('DELETE', `/api/v1/releases/${release.id}`, admin)).statusCode).toBe(204);
    expect((await server.call('GET', `/api/v1/releases/${release.id}`)).statusCode).toBe(404);
    const page = (await server.call('GET', `/api/v1/titles/${film.id}`)).json();
    expect(page.releases.map((one: { id: string }) => one.id)).toEqual([other.id]);
    expect((await noticesOf(holder.userId)).map((notice) => notice.text)).toContain(
      MSG.releaseRemovedNotice(
        'Trash Release Tape (1986) · Standard Release · VHS · Slipcase · NTSC · Standard',
        LIMITS.trashDays,
      ),
    );
    const [ended] = await db()
      .select()
      .from(marketplaceListings)
      .where(eq(marketplaceListings.id, listing.id));
    expect(ended).toMatchObject({ isActive: false, endReason: 'removed-by-admin', releaseId: null });

    const [trashed] = await db().select().from(catalogueTrash).where(eq(catalogueTrash.itemId, release.id));
    expect(trashed).toMatchObject({ kind: 'release', titleId: film.id });
    expect((await server.call('POST', `/api/v1/admin/trash/${trashed!.id}/restore`, admin)).statusCode).toBe(
      200,
    );
    const [back] = await db().select().from(userCollectionItems).where(eq(userCollectionItems.id, held.id));
    expect(back).toMatchObject({ releaseId: release.id });
    expect((await server.call('GET', `/api/v1/releases/${release.id}`)).statusCode).toBe(200);
  });

  it('is refused while an order of it is under way, and does not come back without its film', async () => {
    const { film, release, order } = await busyFilm('Trash Orphan Release');
    await db()
      .update(marketplaceOrders)
      .set({ status: 'shipped', completedAt: null })
      .where(eq(marketplaceOrders.id, order.id));
    const refused = await server.call('DELETE', `/api/v1/releases/${release.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MSG.releaseHasOpenOrders(1));
    await db()
      .update(marketplaceOrders)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(marketplaceOrders.id, order.id));
    expect((await server.call('DELETE', `/api/v1/releases/${release.id}`, admin)).statusCode).toBe(204);
    expect((await server.call('DELETE', `/api/v1/titles/${film.id}`, admin)).statusCode).toBe(204);
    const [trashed] = await db().select().from(catalogueTrash).where(eq(catalogueTrash.itemId, release.id));
    const orphan = await server.call('POST', `/api/v1/admin/trash/${trashed!.id}/restore`, admin);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().error.message).toBe(
      MSG.restoreReleaseWithoutFilm(
        'Trash Orphan Release (1986) · Standard Release · VHS · Slipcase · NTSC · Standard',
      ),
    );
  });
});
