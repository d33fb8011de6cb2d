import { and, eq } from 'drizzle-orm';
import { MSG } from '@rewind/shared/messages';
import { DEFAULT_SELLER_TERMS } from '@rewind/shared/options';
import type { TCreateListingRequest, TListingPage, TListingView } from '@rewind/shared/marketplace';
import { describe, expect, it } from 'vitest';
import { activityEvents } from '../../db/schema/activity';
import { users } from '../../db/schema/auth';
import { movieReleases } from '../../db/schema/catalog';
import { marketplaceListings } from '../../db/schema/marketplace';
import { notifications } from '../../db/schema/notifications';
import { userCollectionItems, userWantlistItems } from '../../db/schema/collection';
import { createCollectionItem, createRelease, createSellerRating, createTitle } from '../../test/factories';
import { uploadPhoto } from '../../test/images';
import { useTestServer } from '../../test/server';
import { type SignedInUser, signedInUser } from '../../test/sessions';

const server = useTestServer();
const db = () => server.database.db;

const uuid = '00000000-0000-4000-8000-000000000000';

const grading = {
  price: '24.50',
  mediaCondition: 'Very Good Plus',
  packagingCondition: 'Good',
  sellerNotes: 'Original <b>rental</b> sticker on the spine.',
} as const;

const randomWord = () => Math.random().toString(36).slice(2, 8);

/**
 * A collection item of `user` for a new film with one release; `release` sets the release's fields, `title`
 * the film's.
 */
async function heldRelease(
  user: SignedInUser,
  release: Parameters<typeof createRelease>[2] = {},
  title?: string,
) {
  const film = await createTitle(db(), { title: title ?? `Aliens ${randomWord()}` });
  const made = await createRelease(db(), film.id, { format: 'VHS', region: 'NTSC', ...release });
  const [item] = await db()
    .insert(userCollectionItems)
    .values({ userId: user.userId, masterItemId: film.id, releaseId: made.id })
    .returning();
  return { film, release: made, item: item! };
}

async function list(
  user: SignedInUser,
  collectionItemId: string,
  input: Partial<TCreateListingRequest> = {},
) {
  return server.call('POST', '/api/v1/me/listings', user, { collectionItemId, ...grading, ...input });
}

async function listed(user: SignedInUser, input: Partial<TCreateListingRequest> = {}, release = {}) {
  const held = await heldRelease(user, release);
  const res = await list(user, held.item.id, input);
  expect(res.statusCode, res.body).toBe(201);
  return { ...held, listing: (res.json() as TListingView).listing };
}

const browse = async (query: string, user?: SignedInUser) => {
  const res = await server.call('GET', `/api/v1/listings?${query}`, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TListingPage;
};

describe('listing a copy (POST /api/v1/me/listings)', () => {
  it("asks a visitor to log in: 'Please log in to list items for sale'", async () => {
    const res = await server.call('POST', '/api/v1/me/listings', undefined, {
      collectionItemId: uuid,
      ...grading,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(MSG.loginToListItems);
  });

  it('lists a copy from my shelf, with both grades, plain-text notes, and records it in the feed', async () => {
    const me = await signedInUser(server);
    const { film, release, item, listing } = await listed(me, { sealed: true });
    expect(listing).toMatchObject({
      state: 'active',
      price: '24.50',
      currency: 'USD',
      mediaCondition: 'Very Good Plus',
      packagingCondition: 'Good',
      sealed: true,
      sellerNotes: 'Original rental sticker on the spine.',
      collectionItemId: item.id,
      film: { id: film.id, title: film.title },
      release: { id: release.id, format: 'VHS', region: 'NTSC' },
      abilities: { update: true, remove: true },
    });
    expect(listing.seller.sellerTerms).toBe(DEFAULT_SELLER_TERMS);
    expect(listing.seller.shipping).toBeNull();
    expect(listing.seller.rating).toEqual({ average: 0, count: 0, positiveShare: null, completedSales: 0 });
    const events = await db().select().from(activityEvents).where(eq(activityEvents.listingId, listing.id));
    expect(events).toMatchObject([{ kind: 'listing-added', type: 'marketplace', userId: me.userId }]);
  });

  it("shows the seller's shipping policy in words on the listing, to anyone", async () => {
    const seller = await signedInUser(server);
    const policy = { domestic: { first: '4.5', extra: '1' }, world: { first: '12', extra: '3' } };
    const set = await server.call('PATCH', '/api/v1/me/profile', seller, {
      country: 'DE',
      shippingPolicy: policy,
    });
    expect(set.statusCode, set.body).toBe(200);
    const { listing } = await listed(seller);
    const seen = await server.call('GET', `/api/v1/listings/${listing.id}`);
    expect((seen.json() as TListingView).listing.seller.shipping).toBe(
      'Within Germany: $4.50 first item, $1.00 each extra. Rest of the world: $12.00 first item, $3.00 each extra.',
    );
  });

  it("refuses a second active listing of one item: 'You already have this item listed for sale!'", async () => {
    const me = await signedInUser(server);
    const { item } = await listed(me);
    const again = await list(me, item.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MSG.itemAlreadyListedForSale);
  });

  it('lets only one of two simultaneous listings of one item through; the other is told to refresh', async () => {
    const me = await signedInUser(server);
    const { item } = await heldRelease(me);
    const answers = await Promise.all([list(me, item.id), list(me, item.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((res) => res.statusCode === 409)!.json().error.message;
    expect([MSG.itemAlreadyListedForSale, MSG.itemAlreadyListedRefresh]).toContain(refused);
    const rows = await db()
      .select()
      .from(marketplaceListings)
      .where(and(eq(marketplaceListings.collectionItemId, item.id), eq(marketplaceListings.isActive, true)));
    expect(rows).toHaveLength(1);
  });

  it("answers 'Collection item not found' for someone else's item, and for none", async () => {
    const me = await signedInUser(server);
    const other = await signedInUser(server);
    const { item } = await heldRelease(other);
    for (const id of [item.id, uuid]) {
      const res = await list(me, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(MSG.collectionItemNotFound);
    }
  });

  it('asks for the release first when the item is a film without one', async () => {
    const me = await signedInUser(server);
    const item = await createCollectionItem(db(), me.userId, { withRelease: false });
    const res = await list(me, item.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(MSG.listingNeedsRelease);
  });

  it.each([
    [{ price: '0' }, MSG.priceTooLow],
    [{ price: '12.345' }, MSG.priceInvalid],
    [{ price: 'free' }, MSG.priceInvalid],
    [{ price: '123456789' }, MSG.priceTooHigh],
    [{ mediaCondition: 'Generic' }, undefined],
    [{ packagingCondition: 'Like new' }, undefined],
    [{ sellerNotes: 'x'.repeat(1001) }, MSG.tooLong('Seller notes', 1000)],
  ] as const)('refuses %j with 400', async (input, message) => {
    const me = await signedInUser(server);
    const { item } = await heldRelease(me);
    const res = await list(me, item.id, input as Partial<TCreateListingRequest>);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().error.message).toBe(message);
  });

  it("accepts a packaging grade of 'Generic' or 'No box', and a price given as a number", async () => {
    const me = await signedInUser(server);
    expect((await listed(me, { packagingCondition: 'No box', price: 5 })).listing).toMatchObject({
      packagingCondition: 'No box',
      price: '5.00',
    });
    expect((await listed(me, { packagingCondition: 'Generic' })).listing.packagingCondition).toBe('Generic');
  });
});

describe('changing and removing a listing', () => {
  const update = (user: SignedInUser | undefined, id: string, payload: object) =>
    server.call('PATCH', `/api/v1/listings/${id}`, user, payload);
  const remove = (user: SignedInUser | undefined, id: string, payload: object = {}) =>
    server.call('DELETE', `/api/v1/listings/${id}`, user, payload);

  it('its seller changes the price, grades and notes; nobody else may, an admin included', async () => {
    const seller = await signedInUser(server);
    const { listing } = await listed(seller);
    const changed = await update(seller, listing.id, {
      price: '30',
      mediaCondition: 'Near Mint',
      sellerNotes: '',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().listing).toMatchObject({
      price: '30.00',
      mediaCondition: 'Near Mint',
      sellerNotes: null,
    });

    expect((await update(undefined, listing.id, { price: '1' })).statusCode).toBe(401);
    const other = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    for (const caller of [other, admin]) {
      const res = await update(caller, listing.id, { price: '1' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MSG.listingNotYours);
    }
    expect((await update(seller, uuid, { price: '1' })).json().error.message).toBe(MSG.listingNotFound);
  });

  it("its seller removes it: 'Listing removed successfully!'; its page then says so, and the feed forgets it", async () => {
    const seller = await signedInUser(server);
    const { listing } = await listed(seller);
    const res = await remove(seller, listing.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.listingRemoved });

    const page = await server.call('GET', `/api/v1/listings/${listing.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().listing).toMatchObject({
      state: 'removed',
      abilities: { update: false, remove: false, isSeller: false },
    });
    // Its seller still sees it as theirs (their offers on it), though nothing can change it now.
    const own = await server.call('GET', `/api/v1/listings/${listing.id}`, seller);
    expect(own.json().listing.abilities).toEqual({
      update: false,
      remove: false,
      isSeller: true,
      report: false,
    });
    expect(await db().select().from(activityEvents).where(eq(activityEvents.listingId, listing.id))).toEqual(
      [],
    );
    // Ended: no more changes.
    expect((await update(seller, listing.id, { price: '1' })).statusCode).toBe(409);
    expect((await remove(seller, listing.id)).json().error.message).toBe(MSG.listingNotActive);
  });

  it('another member may not remove it; an admin needs a two-factor session and a reason, which is kept', async () => {
    const seller = await signedInUser(server);
    const { listing } = await listed(seller);
    expect((await remove(undefined, listing.id)).statusCode).toBe(401);
    const other = await signedInUser(server);
    expect((await remove(other, listing.id)).json().error).toMatchObject({
      code: 'forbidden',
      message: MSG.listingNotYours,
    });
    const adminWithout2fa = await signedInUser(server, { admin: true });
    expect((await remove(adminWithout2fa, listing.id)).json().error.code).toBe('two_factor_required');

    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    const unexplained = await remove(admin, listing.id);
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().error.message).toBe(MSG.removalReasonRequired);

    const res = await remove(admin, listing.id, { reason: 'Counterfeit copy' });
    expect(res.json()).toEqual({ message: MSG.listingRemovedByAdmin });
    const [row] = await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, listing.id));
    expect(row).toMatchObject({
      isActive: false,
      endReason: 'removed-by-admin',
      removedBy: admin.userId,
      removalReason: 'Counterfeit copy',
    });
    // The seller is told why (mailed at once unless they chose otherwise).
    const told = await db().select().from(notifications).where(eq(notifications.userId, seller.userId));
    expect(told).toMatchObject([
      {
        kind: 'listing-removed',
        area: 'marketplace',
        text: MSG.listingRemovedNotice(`"${listing.film.title}" (VHS)`, 'Counterfeit copy'),
        link: `/marketplace/item/${listing.id}`,
      },
    ]);
  });

  it("an admin's deletion of a film ends its listings first, and their sellers are told", async () => {
    const seller = await signedInUser(server);
    const { film, listing } = await listed(seller);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    expect((await server.call('DELETE', `/api/v1/titles/${film.id}`, admin)).statusCode).toBe(204);
    const [row] = await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, listing.id));
    expect(row).toMatchObject({
      isActive: false,
      endReason: 'removed-by-admin',
      removedBy: admin.userId,
      removalReason: MSG.filmDeletedReason,
    });
    const told = await db().select().from(notifications).where(eq(notifications.userId, seller.userId));
    // The seller held the copy too: they also hear that it left their shelf.
    expect(told.map((notice) => notice.text)).toEqual(
      expect.arrayContaining([MSG.listingRemovedNotice(`"${film.title}" (VHS)`, MSG.filmDeletedReason)]),
    );
  });

  it('removing a listed collection item ends its listing first, in the same step', async () => {
    const seller = await signedInUser(server);
    const { item, listing } = await listed(seller);
    const res = await server.call('DELETE', `/api/v1/me/collection/${item.id}`, seller);
    expect(res.statusCode).toBe(204);
    const [row] = await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, listing.id));
    expect(row).toMatchObject({ isActive: false, endReason: 'removed' });
    expect((await browse(`q=${encodeURIComponent(listing.film.title)}`)).items).toEqual([]);
  });

  it("someone else's collection item keeps its listing when the removal is refused", async () => {
    const seller = await signedInUser(server);
    const other = await signedInUser(server);
    const { item, listing } = await listed(seller);
    expect((await server.call('DELETE', `/api/v1/me/collection/${item.id}`, other)).statusCode).toBe(404);
    const [row] = await db().select().from(marketplaceListings).where(eq(marketplaceListings.id, listing.id));
    expect(row!.isActive).toBe(true);
  });
});

describe('browsing (GET /api/v1/listings)', () => {
  it('shows active listings to anyone, newest first, each with its seller and rating', async () => {
    const seller = await signedInUser(server);
    await createSellerRating(db(), seller.userId, 5);
    await createSellerRating(db(), seller.userId, 4);
    await createSellerRating(db(), seller.userId, 4);
    const first = await listed(seller);
    const second = await listed(seller);
    const page = await browse('pageSize=100');
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(second.listing.id)).toBeLessThan(ids.indexOf(first.listing.id));
    expect(page.items.find((item) => item.id === first.listing.id)!.seller.rating).toEqual({
      average: 4.3,
      count: 3,
      positiveShare: 100,
      completedSales: 3,
    });
  });

  it('filters by film words, format, region, minimum media grade, price range and sealed, and sorts by price', async () => {
    const seller = await signedInUser(server);
    const word = `zq${randomWord()}`;
    const releases = new Map<string, string>();
    const make = async (input: Partial<TCreateListingRequest>, release: object) => {
      const { item } = await heldRelease(seller, release, `${word} ${randomWord()}`);
      const res = await list(seller, item.id, input);
      expect(res.statusCode, res.body).toBe(201);
      releases.set(res.json().listing.id, item.releaseId!);
      return res.json().listing.id as string;
    };
    const vhs = await make({ price: '10', mediaCondition: 'Good' }, {});
    const pal = await make({ price: '20', mediaCondition: 'Near Mint' }, { region: 'PAL' });
    const laser = await make({ price: '30', mediaCondition: 'Mint', sealed: true }, { format: 'LaserDisc' });
    const ids = async (query: string) => (await browse(`q=${word}&${query}`)).items.map((item) => item.id);

    expect(await ids('')).toEqual([laser, pal, vhs]);
    expect(await ids('format=LaserDisc')).toEqual([laser]);
    expect(await ids('region=PAL')).toEqual([pal]);
    expect(await ids('minCondition=Near%20Mint')).toEqual([laser, pal]);
    expect(await ids('minPrice=15&maxPrice=25')).toEqual([pal]);
    expect(await ids('sealed=true')).toEqual([laser]);
    expect(await ids('sort=price-asc')).toEqual([vhs, pal, laser]);
    expect(await ids('sort=price-desc')).toEqual([laser, pal, vhs]);
    expect((await browse(`q=${word}`)).total).toBe(3);
    // A listing filters by its release's format and region as they are now, also after the release changes.
    await db()
      .update(movieReleases)
      .set({ format: 'Betamax', region: 'SECAM' })
      .where(eq(movieReleases.id, releases.get(vhs)!));
    expect(await ids('format=Betamax&region=SECAM')).toEqual([vhs]);
    expect(await ids('format=VHS')).toEqual([pal]);
  });

  it('filters by rental or sell-through, aspect ratio and audio language, as the release has them now', async () => {
    const seller = await signedInUser(server);
    const word = `zq${randomWord()}`;
    const make = async (release: object) => {
      const { item } = await heldRelease(seller, release, `${word} ${randomWord()}`);
      const res = await list(seller, item.id);
      expect(res.statusCode, res.body).toBe(201);
      return { listing: res.json().listing.id as string, release: item.releaseId! };
    };
    const rental = await make({ saleType: 'rental', aspectRatio: '1.33:1', audioLanguages: ['en'] });
    const retail = await make({
      saleType: 'sell-through',
      aspectRatio: '2.35:1',
      audioLanguages: ['en', 'ja'],
    });
    const ids = async (query: string) => (await browse(`q=${word}&${query}`)).items.map((item) => item.id);

    expect(await ids('saleType=rental')).toEqual([rental.listing]);
    expect(await ids('aspectRatio=2.35%3A1')).toEqual([retail.listing]);
    expect(await ids('audioLanguage=ja')).toEqual([retail.listing]);
    expect(await ids('audioLanguage=en')).toEqual([retail.listing, rental.listing]);
    const unknown = await server.call('GET', '/api/v1/listings?audioLanguage=english');
    expect(unknown.statusCode).toBe(400);
    await db()
      .update(movieReleases)
      .set({ saleType: 'sell-through', audioLanguages: ['ja'] })
      .where(eq(movieReleases.id, rental.release));
    expect(await ids('saleType=sell-through&audioLanguage=ja')).toEqual([retail.listing, rental.listing]);
  });

  it("'In my wantlist' shows listings of releases or films I want, and asks a visitor to sign in", async () => {
    const seller = await signedInUser(server);
    const buyer = await signedInUser(server);
    const wantedRelease = await listed(seller);
    const wantedFilm = await listed(seller);
    const unwanted = await listed(seller);
    await db()
      .insert(userWantlistItems)
      .values([
        { userId: buyer.userId, masterMovieId: wantedRelease.film.id, releaseId: wantedRelease.release.id },
        { userId: buyer.userId, masterMovieId: wantedFilm.film.id },
      ]);
    // Newest first, each once: the wanted release's film is wanted too, a second match of the same listing.
    await db()
      .insert(userWantlistItems)
      .values({ userId: buyer.userId, masterMovieId: wantedRelease.film.id });
    const page = await browse('wanted=true&pageSize=100', buyer);
    // The unwanted listing, newer than both, is not among them.
    expect(page.items.map((item) => item.id)).toEqual([wantedFilm.listing.id, wantedRelease.listing.id]);
    expect(unwanted.listing.createdAt >= wantedFilm.listing.createdAt).toBe(true);
    expect(page.total).toBe(2);
    // Paged, and with another filter (read from the listings then) the same.
    const second = await browse('wanted=true&pageSize=1&page=2', buyer);
    expect(second).toMatchObject({ total: 2, items: [{ id: wantedRelease.listing.id }] });
    expect((await browse('wanted=true&format=VHS&pageSize=100', buyer)).total).toBe(2);
    expect((await server.call('GET', '/api/v1/listings?wanted=true')).statusCode).toBe(401);
  });

  it("a film's copies for sale by release (from its page), and the marketplace of one film or one release", async () => {
    const seller = await signedInUser(server);
    const other = await signedInUser(server);
    const held = await heldRelease(seller);
    const second = await createRelease(db(), held.film.id, { format: 'LaserDisc' });
    const hold = async (user: SignedInUser, releaseId: string) => {
      const [item] = await db()
        .insert(userCollectionItems)
        .values({ userId: user.userId, masterItemId: held.film.id, releaseId })
        .returning();
      return item!.id;
    };
    const listOf = async (user: SignedInUser, itemId: string, price: string) => {
      const res = await list(user, itemId, { price });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as TListingView).listing.id;
    };
    await listOf(seller, held.item.id, '15');
    const cheapest = await listOf(other, await hold(other, held.release.id), '9');
    const laser = await listOf(seller, await hold(seller, second.id), '30');
    // Neither an ended listing nor a suspended seller's counts.
    const ended = await listOf(other, await hold(other, second.id), '1');
    expect((await server.call('DELETE', `/api/v1/listings/${ended}`, other, {})).statusCode).toBe(200);
    const suspended = await signedInUser(server);
    await listOf(suspended, await hold(suspended, held.release.id), '5');
    await db()
      .update(users)
      .set({ suspendedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, suspended.userId));

    const forSale = await server.call('GET', `/api/v1/titles/${held.film.id}/for-sale`);
    expect(forSale.statusCode, forSale.body).toBe(200);
    expect(forSale.json()).toEqual({
      currency: 'USD',
      releases: expect.arrayContaining([
        { releaseId: held.release.id, count: 2, lowestPrice: '9.00', listingId: cheapest },
        { releaseId: second.id, count: 1, lowestPrice: '30.00', listingId: laser },
      ]),
    });
    expect(forSale.json().releases).toHaveLength(2);
    const none = await createTitle(db(), { title: `Unsold ${randomWord()}` });
    expect((await server.call('GET', `/api/v1/titles/${none.id}/for-sale`)).json().releases).toEqual([]);
    expect((await server.call('GET', '/api/v1/titles/not-an-id/for-sale')).statusCode).toBe(400);

    expect((await browse(`film=${held.film.id}`)).total).toBe(3);
    const ofRelease = await browse(`release=${held.release.id}&sort=price-asc`);
    expect(ofRelease.items.map((item) => item.price)).toEqual(['9.00', '15.00']);
    expect((await browse(`release=${uuid}`)).total).toBe(0);
  });

  it('refuses a price range upside down', async () => {
    const res = await server.call('GET', '/api/v1/listings?minPrice=20&maxPrice=10');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MSG.priceRangeInverted);
  });
});

describe("a listing's page (GET /api/v1/listings/{id})", () => {
  it('shows the other copies of the release, cheapest first, and 404 for none', async () => {
    const seller = await signedInUser(server);
    const other = await signedInUser(server);
    const { release, listing } = await listed(seller, { price: '40' });
    const copy = async (user: SignedInUser, price: string) => {
      const [item] = await db()
        .insert(userCollectionItems)
        .values({ userId: user.userId, masterItemId: release.masterMovieId, releaseId: release.id })
        .returning();
      return (await list(user, item!.id, { price })).json().listing.id as string;
    };
    const dear = await copy(other, '50');
    const cheap = await copy(await signedInUser(server), '15');
    const res = await server.call('GET', `/api/v1/listings/${listing.id}`, other);
    const view = res.json() as TListingView;
    expect(view.otherCopies.map((item) => item.id)).toEqual([cheap, dear]);
    // Another member may report it to the admins; its seller may not.
    expect(view.listing.abilities).toEqual({ update: false, remove: false, isSeller: false, report: true });
    expect((await server.call('GET', `/api/v1/listings/${uuid}`)).statusCode).toBe(404);
  });

  it("lists a seller's active listings on their profile", async () => {
    const seller = await signedInUser(server);
    const { listing } = await listed(seller);
    const ended = await listed(seller);
    expect((await server.call('DELETE', `/api/v1/listings/${ended.listing.id}`, seller)).json()).toEqual({
      message: MSG.listingRemoved,
    });
    const res = await server.call('GET', `/api/v1/users/${listing.seller.username}/listings`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as TListingPage).items.map((item) => item.id)).toEqual([listing.id]);
    expect((await server.call('GET', '/api/v1/users/nobody_at_all/listings')).statusCode).toBe(404);
  });
});

describe('photos of a listed copy (/api/v1/listings/{id}/images)', () => {
  const upload = (listingId: string, user?: SignedInUser, background?: string) =>
    uploadPhoto(server.app, `/api/v1/listings/${listingId}/images`, user?.cookie, background);
  const photosOn = async (listingId: string, user?: SignedInUser) =>
    ((await server.call('GET', `/api/v1/listings/${listingId}`, user)).json() as TListingView).listing.images;

  it('its seller adds up to 5, shown in order on its page; nobody else adds, reorders or deletes them', async () => {
    const seller = await signedInUser(server);
    const { listing } = await listed(seller);
    expect(listing.images).toEqual([]);
    for (const colour of ['#101010', '#202020']) {
      expect((await upload(listing.id, seller, colour)).statusCode).toBe(201);
    }
    const [first, second] = await photosOn(listing.id);
    // In order, the first primary; no 'Release Image {n}' caption, as they show no release's image.
    expect([first, second].map((image) => [image?.order, image?.isPrimary, image?.caption])).toEqual([
      [1, true, null],
      [2, false, null],
    ]);
    expect(first!.abilities.change).toBe(false);
    expect((await photosOn(listing.id, seller))[0]!.abilities.change).toBe(true);

    const other = await signedInUser(server);
    const admin = await signedInUser(server, { admin: true, twoFactor: true });
    expect((await upload(listing.id)).statusCode).toBe(401);
    for (const caller of [other, admin]) {
      const res = await upload(listing.id, caller);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(MSG.listingNotYours);
      const reorder = await server.call('PUT', `/api/v1/listings/${listing.id}/images`, caller, {
        images: [second, first].map((image) => ({ id: image!.id, caption: null })),
      });
      expect(reorder.statusCode).toBe(403);
      expect(
        (await server.call('DELETE', `/api/v1/listings/${listing.id}/images/${first!.id}`, caller))
          .statusCode,
      ).toBe(403);
    }
    const reordered = await server.call('PUT', `/api/v1/listings/${listing.id}/images`, seller, {
      images: [second, first].map((image) => ({ id: image!.id, caption: null })),
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await photosOn(listing.id)).map((image) => image.id)).toEqual([second!.id, first!.id]);

    for (let n = 3; n <= 5; n++) expect((await upload(listing.id, seller)).statusCode).toBe(201);
    const sixth = await upload(listing.id, seller);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error.message).toBe(MSG.maxImages(5));

    const removed = await server.call('DELETE', `/api/v1/listings/${listing.id}/images/${first!.id}`, seller);
    expect(removed.statusCode).toBe(200);
    expect(await photosOn(listing.id)).toHaveLength(4);
    // Photos of a copy for sale are not the catalogue's: the feed does not show them.
    const events = await db().select().from(activityEvents).where(eq(activityEvents.userId, seller.userId));
    expect(events.map((event) => event.kind)).toEqual(['listing-added']);
  });

  it('keeps the photos of an ended listing on its page but takes no more; 404 for no listing', async () => {
    const seller = await signedInUser(server);
    const { listing } = await listed(seller);
    expect((await upload(listing.id, seller)).statusCode).toBe(201);
    expect((await server.call('DELETE', `/api/v1/listings/${listing.id}`, seller)).statusCode).toBe(200);
    expect(await photosOn(listing.id)).toHaveLength(1);
    const late = await upload(listing.id, seller);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MSG.listingNotActive);
    expect((await upload(uuid, seller)).statusCode).toBe(404);
    expect((await upload('not-a-listing', seller)).statusCode).toBe(404);
  });
});

describe('wantlist matches with rules', () => {
  type Rules = {
    maxPrice?: string | null;
    minMediaCondition?: string | null;
    minPackagingCondition?: string | null;
    formats?: string[];
    regions?: string[];
  };
  /** A want of `target` with `rules`, through the API as the wantlist page sets them. */
  async function want(
    user: SignedInUser,
    target: { releaseId: string } | { titleId: string },
    rules: Rules = {},
  ) {
    const added = await server.call('POST', '/api/v1/me/wantlist', user, target);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().id as string;
    const changed = await server.call('PATCH', `/api/v1/me/wantlist/${id}`, user, rules);
    expect(changed.statusCode, changed.body).toBe(200);
    return id;
  }
  const badge = async (user: SignedInUser) => {
    const res = await server.call('GET', '/api/v1/me/wantlist/matches', user);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().count as number;
  };
  const matchNotices = async (user: SignedInUser) => {
    const res = await server.call('GET', '/api/v1/me/notifications', user);
    return (res.json().items as { kind: string; link: string }[]).filter(
      (item) => item.kind === 'wantlist-match',
    );
  };

  it('counts for the Wantlist badge only wants whose rules the listing passes, each rule on its own', async () => {
    const seller = await signedInUser(server);
    // VHS, NTSC, 24.50, media Very Good Plus, packaging Good (the grading above).
    const { release, film } = await listed(seller);
    const cases: [Rules, boolean][] = [
      [{}, true],
      [{ maxPrice: '25' }, true],
      [{ maxPrice: '24.50' }, true],
      [{ maxPrice: '20' }, false],
      [{ minMediaCondition: 'Very Good Plus' }, true],
      [{ minMediaCondition: 'Near Mint' }, false],
      [{ minPackagingCondition: 'Good' }, true],
      [{ minPackagingCondition: 'Very Good' }, false],
      [{ formats: ['VHS', 'DVD'] }, true],
      [{ formats: ['DVD'] }, false],
      [{ regions: ['NTSC'] }, true],
      [{ regions: ['PAL', 'SECAM'] }, false],
    ];
    for (const [rules, matches] of cases) {
      const buyer = await signedInUser(server);
      await want(buyer, { releaseId: release.id }, rules);
      expect(await badge(buyer), JSON.stringify(rules)).toBe(matches ? 1 : 0);
    }
    // A want of the film matches any of its releases, by the same rules.
    const filmWanter = await signedInUser(server);
    await want(filmWanter, { titleId: film.id }, { maxPrice: '30' });
    expect(await badge(filmWanter)).toBe(1);
    // One's own listing is no match.
    await want(seller, { titleId: film.id });
    expect(await badge(seller)).toBe(0);
    expect((await server.call('GET', '/api/v1/me/wantlist/matches')).statusCode).toBe(401);
  });

  it('follows the listing, its release and the want as each changes (the database keeps the matches)', async () => {
    const seller = await signedInUser(server);
    // VHS at 24.50.
    const { listing, release } = await listed(seller);
    const buyer = await signedInUser(server);
    const wantId = await want(buyer, { releaseId: release.id }, { formats: ['DVD'], maxPrice: '30' });
    expect(await badge(buyer)).toBe(0);
    // The release is corrected to DVD: its listing passes now.
    await db().update(movieReleases).set({ format: 'DVD' }).where(eq(movieReleases.id, release.id));
    expect(await badge(buyer)).toBe(1);
    const reprice = (price: string) =>
      server.call('PATCH', `/api/v1/listings/${listing.id}`, seller, { price });
    expect((await reprice('35')).statusCode).toBe(200);
    expect(await badge(buyer)).toBe(0);
    expect((await reprice('25')).statusCode).toBe(200);
    expect(await badge(buyer)).toBe(1);
    const rule = (maxPrice: string | null) =>
      server.call('PATCH', `/api/v1/me/wantlist/${wantId}`, buyer, { maxPrice });
    expect((await rule('20')).statusCode).toBe(200);
    expect(await badge(buyer)).toBe(0);
    expect((await rule(null)).statusCode).toBe(200);
    expect(await badge(buyer)).toBe(1);
    expect((await server.call('DELETE', `/api/v1/listings/${listing.id}`, seller)).statusCode).toBe(200);
    expect(await badge(buyer)).toBe(0);
  });

  it("packaging of 'Generic' or 'No box' passes no minimum packaging grade", async () => {
    const seller = await signedInUser(server);
    const { release } = await listed(seller, { packagingCondition: 'No box' });
    const buyer = await signedInUser(server);
    await want(buyer, { releaseId: release.id }, { minPackagingCondition: 'Poor' });
    expect(await badge(buyer)).toBe(0);
  });

  it('marks a want with the number of matching listings and the lowest price, and filters the marketplace by the rules', async () => {
    const seller = await signedInUser(server);
    const { release, listing } = await listed(seller, { price: '40' });
    const cheaper = await signedInUser(server);
    const [item] = await db()
      .insert(userCollectionItems)
      .values({ userId: cheaper.userId, masterItemId: release.masterMovieId, releaseId: release.id })
      .returning();
    const cheap = (await list(cheaper, item!.id, { price: '15' })).json().listing.id as string;

    const buyer = await signedInUser(server);
    const wantId = await want(buyer, { releaseId: release.id }, { maxPrice: '50' });
    const wantlist = await server.call('GET', '/api/v1/me/wantlist', buyer);
    expect(wantlist.json().items.find((entry: { id: string }) => entry.id === wantId)).toMatchObject({
      rules: { maxPrice: '50.00', minMediaCondition: null, formats: [], regions: [] },
      forSale: { count: 2, lowestPrice: '15.00', currency: 'USD', listingId: cheap },
    });
    await server.call('PATCH', `/api/v1/me/wantlist/${wantId}`, buyer, { maxPrice: '20' });
    const ids = (await browse('wanted=true&pageSize=100', buyer)).items.map((entry) => entry.id);
    expect(ids).toContain(cheap);
    expect(ids).not.toContain(listing.id);
  });

  it('tells a wanter of a matching listing once, and a wanter whose rules it fails not until it passes them', async () => {
    const seller = await signedInUser(server);
    const { item, release } = await heldRelease(seller);
    const eager = await signedInUser(server);
    const thrifty = await signedInUser(server);
    await want(eager, { releaseId: release.id });
    await want(thrifty, { releaseId: release.id }, { maxPrice: '10' });

    const created = await list(seller, item.id, { price: '24.50' });
    const listingId = created.json().listing.id as string;
    expect(await matchNotices(eager)).toMatchObject([{ link: `/marketplace/item/${listingId}` }]);
    expect(await matchNotices(thrifty)).toEqual([]);
    // The Marketplace dot is lit, and opening /marketplace clears it.
    expect((await server.call('GET', '/api/v1/me/unread', eager)).json()).toMatchObject({ marketplace: 1 });
    const read = await server.call('POST', '/api/v1/me/notifications/read', eager, {
      kinds: ['wantlist-match'],
    });
    expect(read.json()).toMatchObject({ marketplace: 0 });

    // Repriced under the thrifty one's ceiling: now they hear of it; the eager one is not told twice.
    await server.call('PATCH', `/api/v1/listings/${listingId}`, seller, { price: '9.99' });
    await server.call('PATCH', `/api/v1/listings/${listingId}`, seller, { price: '9.50' });
    expect(await matchNotices(eager)).toHaveLength(1);
    expect(await matchNotices(thrifty)).toHaveLength(1);
    expect(await badge(thrifty)).toBe(1);

    // Raised above the ceiling again: the badge goes back to 0.
    await server.call('PATCH', `/api/v1/listings/${listingId}`, seller, { price: '12' });
    expect(await badge(thrifty)).toBe(0);
    expect(await badge(eager)).toBe(1);
  });

  it('names the sellers with the most of my wants, most first, with their matching listings cheapest first', async () => {
    const buyer = await signedInUser(server);
    const big = await signedInUser(server);
    const small = await signedInUser(server);
    const first = await listed(big, { price: '30' });
    const second = await listed(big, { price: '10' });
    const third = await listed(small, { price: '5' });
    const unwanted = await listed(small, { price: '1' });
    for (const { release } of [first, second, third]) await want(buyer, { releaseId: release.id });
    // A want whose rules the listing fails does not count.
    await want(buyer, { releaseId: unwanted.release.id }, { maxPrice: '0.50' });

    const res = await server.call('GET', '/api/v1/me/wantlist/sellers', buyer);
    expect(res.statusCode, res.body).toBe(200);
    const { sellers } = res.json() as {
      sellers: { seller: { username: string }; wants: number; listings: { id: string }[] }[];
    };
    expect(sellers.map((entry) => [entry.seller.username, entry.wants])).toEqual([
      [first.listing.seller.username, 2],
      [third.listing.seller.username, 1],
    ]);
    expect(sellers[0]!.listings.map((entry) => entry.id)).toEqual([second.listing.id, first.listing.id]);
    expect((await server.call('GET', '/api/v1/me/wantlist/sellers')).statusCode).toBe(401);
  });

  it('refuses rules that are not a price, a grade, a format or a region', async () => {
    const buyer = await signedInUser(server);
    const seller = await signedInUser(server);
    const { release } = await listed(seller);
    const wantId = await want(buyer, { releaseId: release.id });
    for (const rules of [
      { maxPrice: '-1' },
      { minMediaCondition: 'Generic' },
      { formats: ['8mm'] },
      { regions: ['Zone 2'] },
    ]) {
      const res = await server.call('PATCH', `/api/v1/me/wantlist/${wantId}`, buyer, rules);
      expect(res.statusCode, JSON.stringify(rules)).toBe(400);
    }
  });
});
