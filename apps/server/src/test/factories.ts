import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { users } from '../db/schema/auth';
import { mediaTitles, movieReleases } from '../db/schema/catalog';
import { userCollectionItems, userWantlistItems } from '../db/schema/collection';
import { marketplaceListings } from '../db/schema/marketplace';
import { marketplaceOrders, sellerRatings } from '../db/schema/orders';
import { userProfiles } from '../db/schema/profiles';

const unique = () => randomUUID().slice(0, 8);

export async function createUser(db: Db, overrides: { username?: string; email?: string } = {}) {
  const username = overrides.username ?? `collector_${unique()}`;
  const [user] = await db
    .insert(users)
    .values({ name: username, email: overrides.email ?? `${username}@example.test`, emailVerified: true })
    .returning();
  const [profile] = await db
    .insert(userProfiles)
    .values({ userId: user!.id, username, email: user!.email, displayName: username })
    .returning();
  return { user: user!, profile: profile! };
}

export async function createTitle(db: Db, overrides: Partial<typeof mediaTitles.$inferInsert> = {}) {
  const [title] = await db
    .insert(mediaTitles)
    .values({ title: `Film ${unique()}`, year: 1984, ...overrides })
    .returning();
  return title!;
}

export async function createRelease(
  db: Db,
  masterMovieId: string,
  overrides: Partial<typeof movieReleases.$inferInsert> = {},
) {
  const [release] = await db
    .insert(movieReleases)
    .values({ masterMovieId, releaseTitle: 'Standard Release', ...overrides })
    .returning();
  return release!;
}

/** A collection entry of `userId` for a new title (with a release unless `withRelease` is false). */
export async function createCollectionItem(db: Db, userId: string, { withRelease = true } = {}) {
  const title = await createTitle(db);
  const release = withRelease ? await createRelease(db, title.id) : undefined;
  const [item] = await db
    .insert(userCollectionItems)
    .values({ userId, masterItemId: title.id, releaseId: release?.id ?? null })
    .returning();
  return item!;
}

/** An active listing by `sellerId` of a new film's release. */
export async function createListing(db: Db, sellerId: string) {
  const release = await createRelease(db, (await createTitle(db)).id);
  const [listing] = await db
    .insert(marketplaceListings)
    .values({
      sellerId,
      releaseId: release.id,
      masterMovieId: release.masterMovieId,
      price: '12.00',
      condition: 'Very Good',
      packagingCondition: 'Very Good',
    })
    .returning();
  return listing!;
}

/** A completed sale by `sellerId` to `buyerId` (a new buyer unless given), rated `rating` (1-5) by that buyer. */
export async function createSellerRating(
  db: Db,
  sellerId: string,
  rating: number,
  { buyerId, review = null }: { buyerId?: string; review?: string | null } = {},
) {
  const buyer = buyerId ? { id: buyerId } : (await createUser(db)).user;
  const release = await createRelease(db, (await createTitle(db)).id);
  const [listing] = await db
    .insert(marketplaceListings)
    .values({
      sellerId,
      releaseId: release.id,
      masterMovieId: release.masterMovieId,
      price: '19.99',
      condition: 'Very Good',
      packagingCondition: 'Very Good',
      isActive: false,
      endedAt: new Date(),
      endReason: 'sold',
    })
    .returning();
  const [order] = await db
    .insert(marketplaceOrders)
    .values({
      listingId: listing!.id,
      buyerId: buyer.id,
      sellerId,
      price: '19.99',
      item: { film: { title: 'A sold film', year: null }, release: null },
      status: 'completed',
      completedAt: new Date(),
    })
    .returning();
  const [row] = await db
    .insert(sellerRatings)
    .values({
      sellerId,
      buyerId: buyer.id,
      listingId: listing!.id,
      orderId: order!.id,
      rating,
      reviewText: review,
    })
    .returning();
  return row!;
}

/** A wantlist entry of `userId` for a new title (with a release unless `withRelease` is false). */
export async function createWantlistItem(
  db: Db,
  userId: string,
  { withRelease = true, priority = 'medium' }: { withRelease?: boolean; priority?: string } = {},
) {
  const title = await createTitle(db);
  const release = withRelease ? await createRelease(db, title.id) : undefined;
  const [item] = await db
    .insert(userWantlistItems)
    .values({ userId, masterMovieId: title.id, releaseId: release?.id ?? null, priority })
    .returning();
  return item!;
}
