import type { TAuditLogPage } from '@rewind/shared/admin';
import type { TAdminListingPage, TAdminRatingPage } from '@rewind/shared/admin-marketplace';
import { MSG } from '@rewind/shared/messages';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { marketplaceListings } from '../../db/schema/marketplace';
import { createRelease, createSellerRating, createTitle, createUser } from '../../test/factories';
import { useTestServer } from '../../test/server';
import { adminCallers, type SignedInUser } from '../../test/sessions';

// The admin portal's Marketplace section: listings found by film or seller, and the newest
// ratings, each removed with a reason through the endpoints that already did that.

const server = useTestServer();
const db = () => server.database.db;

let member: SignedInUser;
let adminWithoutFactor: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  [member, adminWithoutFactor, admin] = await adminCallers(server);
});

const unique = () => randomUUID().slice(0, 6);

/** An active listing by `sellerId` of a new release of `title`, listed at `createdAt`. */
async function listing(sellerId: string, titleId: string, createdAt: Date, price = '12.00') {
  const release = await createRelease(db(), titleId, { format: 'VHS' });
  const [row] = await db()
    .insert(marketplaceListings)
    .values({
      sellerId,
      releaseId: release.id,
      masterMovieId: titleId,
      price,
      condition: 'Very Good',
      packagingCondition: 'Good',
      createdAt,
    })
    .returning();
  return row!;
}

const listingsPage = async (query = '') =>
  (await server.call('GET', `/api/v1/admin/listings${query}`, admin)).json() as TAdminListingPage;
const auditOf = async (targetId: string) =>
  ((await server.call('GET', `/api/v1/admin/audit-log?targetId=${targetId}`, admin)).json() as TAuditLogPage)
    .items;

describe('the admin endpoints of the marketplace', () => {
  it('are refused to visitors, members and admins without a two-factor session', async () => {
    for (const url of ['/api/v1/admin/listings', '/api/v1/admin/listings?q=alien', '/api/v1/admin/ratings']) {
      expect((await server.call('GET', url)).statusCode, url).toBe(401);
      const asMember = await server.call('GET', url, member);
      expect(asMember.statusCode, url).toBe(403);
      expect(asMember.json().error.message).toBe(MSG.adminRequired);
      const early = await server.call('GET', url, adminWithoutFactor);
      expect(early.statusCode, url).toBe(403);
      expect(early.json().error.code).toBe('two_factor_required');
      expect((await server.call('GET', url, admin)).statusCode, url).toBe(200);
    }
  });
});

describe('GET /api/v1/admin/listings', () => {
  const stem = unique();
  let seller: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let zardozOld: string;
  let zardozNew: string;
  let mine: string;

  beforeAll(async () => {
    seller = await createUser(db(), { username: `vhsdealer_${stem}` });
    other = await createUser(db(), { username: `someone_${stem}` });
    const zardoz = await createTitle(db(), { title: `Zardoz ${stem}`, year: 1974 });
    const other_film = await createTitle(db(), { title: `Krull ${stem}`, year: 1983 });
    const now = Date.now();
    zardozOld = (await listing(other.user.id, zardoz.id, new Date(now - 3_000), '30.00')).id;
    zardozNew = (await listing(other.user.id, zardoz.id, new Date(now - 1_000))).id;
    mine = (await listing(seller.user.id, other_film.id, new Date(now - 2_000))).id;
  });

  it('lists every listing, active first and then newest, with cover, price, film and seller', async () => {
    const removed = await server.call('DELETE', `/api/v1/listings/${zardozNew}`, admin, {
      reason: 'Bootleg',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const page = await listingsPage('?pageSize=100');
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(mine)).toBeLessThan(ids.indexOf(zardozOld));
    expect(ids.indexOf(zardozOld)).toBeLessThan(ids.indexOf(zardozNew));
    expect(page.items.find((item) => item.id === zardozOld)).toMatchObject({
      state: 'active',
      price: '30.00',
      film: { title: `Zardoz ${stem}`, year: 1974 },
      format: 'VHS',
      seller: other.profile.username,
      removalReason: null,
    });
    expect(page.items.find((item) => item.id === zardozNew)).toMatchObject({
      state: 'removed',
      removalReason: 'Bootleg',
    });
    expect(await auditOf(zardozNew)).toEqual([
      expect.objectContaining({ action: 'listing.remove', reason: 'Bootleg' }),
    ]);
  });

  it("finds listings by words of the film's title, or by the start of the seller's username", async () => {
    const byTitle = await listingsPage(`?q=${encodeURIComponent(`zardoz ${stem}`)}`);
    expect(byTitle.items.map((item) => item.id)).toEqual([zardozOld, zardozNew]);
    const bySeller = await listingsPage(`?q=${encodeURIComponent(`@VHSDealer_${stem.slice(0, 3)}`)}`);
    expect(bySeller.items.map((item) => item.id)).toEqual([mine]);
    const wildcard = await listingsPage('?q=%25');
    expect(wildcard.items).toEqual([]);
  });

  it('pages with hasMore, and refuses a bad page (400)', async () => {
    const first = await listingsPage(`?q=zardoz+${stem}&pageSize=1`);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.items.map((item) => item.id)).toEqual([zardozOld]);
    const second = await listingsPage(`?q=zardoz+${stem}&pageSize=1&page=2`);
    expect(second).toMatchObject({ hasMore: false });
    expect(second.items.map((item) => item.id)).toEqual([zardozNew]);
    expect((await server.call('GET', '/api/v1/admin/listings?page=0', admin)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/admin/ratings', () => {
  it('lists the newest ratings not removed, with buyer, seller, order and stars; a removal takes one out', async () => {
    const { user: seller, profile } = await createUser(db());
    const older = await createSellerRating(db(), seller.id, 5);
    const newer = await createSellerRating(db(), seller.id, 1);
    const page = (
      await server.call('GET', '/api/v1/admin/ratings?pageSize=2', admin)
    ).json() as TAdminRatingPage;
    expect(page.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(page.items[0]).toMatchObject({
      rating: 1,
      seller: profile.username,
      buyer: expect.any(String),
      orderId: newer.orderId,
    });
    const gone = await server.call('DELETE', `/api/v1/feedback/${newer.id}`, admin, { reason: 'Threats' });
    expect(gone.statusCode, gone.body).toBe(200);
    const after = (
      await server.call('GET', '/api/v1/admin/ratings?pageSize=100', admin)
    ).json() as TAdminRatingPage;
    expect(after.items.map((item) => item.id)).not.toContain(newer.id);
    expect(after.items[0]?.id).toBe(older.id);
    expect(await auditOf(newer.id)).toEqual([
      expect.objectContaining({ action: 'rating.remove', reason: 'Threats' }),
    ]);
  });
});
