import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MSG } from '@rewind/shared/messages';
import { completeProfile, createCollector } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';
import { photoFile } from '../support/photo';
import { hasReactFiber } from '../support/react';

const uniq = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** A new film with one release (VHS unless named, with these facts), held in the signed-in page's collection. */
async function holdNewRelease(
  page: Page,
  format = 'VHS',
  facts: Record<string, unknown> = {},
): Promise<{ title: string; releaseId: string; collectionItemId: string }> {
  const title = `Marketplace ${uniq()}`;
  const film = await page.request.post('/api/v1/titles', { data: { title, released: '1986' } });
  expect(film.status()).toBe(201);
  const release = await page.request.post('/api/v1/releases', {
    data: {
      masterMovieId: ((await film.json()) as { id: string }).id,
      releaseTitle: 'Rental Release',
      format,
      ...facts,
    },
  });
  expect(release.status()).toBe(201);
  const releaseId = ((await release.json()) as { id: string }).id;
  const item = await page.request.post('/api/v1/me/collection', { data: { releaseId } });
  expect(item.status()).toBe(201);
  return { title, releaseId, collectionItemId: ((await item.json()) as { id: string }).id };
}

test('a collector lists a copy from the shelf; another finds it by filters and wantlist, and opens it; the seller reprices and removes it', async ({
  page,
  browser,
  appServer,
}) => {
  const seller = await createCollector(page, appServer.dataDir, 'seller');
  const { title, releaseId } = await holdNewRelease(page, 'LaserDisc', {
    saleType: 'rental',
    audioLanguages: ['en'],
  });

  // List it from /collection.
  await page.goto(`/collection?q=${encodeURIComponent(title)}`);
  const item = page.getByTestId('shelf-item').filter({ hasText: title });
  await item.getByRole('button', { name: `List ${title} (1986), Rental Release for sale` }).click();
  const form = page.getByRole('dialog', { name: 'List for sale' });
  await form.getByLabel('Price').fill('12.345');
  await form.getByRole('button', { name: 'List for sale' }).click();
  await expect(form.getByText(MSG.priceInvalid)).toBeVisible();
  await form.getByLabel('Price').fill('24.5');
  await form.getByLabel('Media condition').selectOption('Near Mint');
  await form.getByLabel('Packaging condition').selectOption('No box');
  await form.getByLabel('Seller notes').fill('Plays clean; the sleeve is long gone.');
  await form.getByRole('button', { name: 'List for sale' }).click();
  await expect(toast(page, MSG.itemListed)).toBeVisible();
  await expect(item.getByTestId('for-sale-badge')).toBeVisible();

  // The dialog goes on to photos of this copy: two of them.
  const photos = page.getByRole('dialog', { name: 'Add photos of this copy' });
  await photos
    .getByTestId('image-file-input')
    .setInputFiles([await photoFile('front.jpg', [200, 60, 40]), await photoFile('tape.jpg', [80, 60, 40])]);
  await photos.getByRole('button', { name: 'Save Changes' }).click();
  await expect(photos).toBeHidden();

  // Someone who wants that release finds it on /marketplace.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await createCollector(buyer, appServer.dataDir, 'buyer');
  expect((await buyer.request.post('/api/v1/me/wantlist', { data: { releaseId } })).status()).toBe(201);
  await buyer.goto('/marketplace');
  const filters = buyer.getByTestId('marketplace-filters');
  await filters.getByLabel('Format').selectOption('LaserDisc');
  // The release is a rental copy: a sell-through one is not it.
  await filters.getByLabel('Rental or Sell-through').selectOption('Sell-through');
  await expect(buyer).toHaveURL(/saleType=sell-through/);
  await expect(buyer.getByTestId('listing-card').filter({ hasText: title })).toHaveCount(0);
  await filters.getByLabel('Rental or Sell-through').selectOption('Rental');
  await filters.getByLabel('Audio language').selectOption('English');
  await filters.getByLabel('In my wantlist').check();
  await expect(buyer).toHaveURL(/audioLanguage=en/);
  await expect(buyer).toHaveURL(/format=LaserDisc/);
  await expect(buyer).toHaveURL(/wanted=true/);
  const card = buyer.getByTestId('listing-card').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expectNoAxeViolations(buyer);
  await expect(card.getByTestId('listing-price')).toHaveText('$24.50');
  await expect(card).toContainText('Media: Near Mint');
  await expect(card).toContainText('No ratings yet');
  await card.getByRole('link', { name: `${title} (1986)` }).click();
  await expect(buyer.getByRole('heading', { level: 1, name: `${title} (1986)` })).toBeVisible();
  await expect(buyer.getByTestId('seller-card')).toContainText(seller.username);
  await expect(buyer.getByTestId('seller-card')).toContainText('Contact seller for terms');
  await expect(buyer.getByText('The tape or disc alone, without a case or sleeve.')).toBeVisible();
  await expect(buyer.getByRole('button', { name: 'Edit listing' })).toHaveCount(0);
  // The seller's two photos, the first opening in the image viewer; only the seller manages them.
  const gallery = buyer.getByTestId('image-gallery');
  await expect(gallery.getByTestId('gallery-image')).toHaveCount(2);
  await expect(buyer.getByRole('button', { name: /Manage photos/ })).toHaveCount(0);
  await gallery
    .getByRole('button', { name: /^Enlarge/ })
    .first()
    .click();
  await expect(buyer.getByRole('dialog').getByRole('img')).toBeVisible();
  await buyer.keyboard.press('Escape');
  await expectNoAxeViolations(buyer);
  const listingUrl = buyer.url();

  // The release's and the film's pages say it is for sale, and lead to it.
  await buyer.goto(`/catalog/release/${releaseId}`);
  await expect(buyer.getByTestId('for-sale')).toHaveText('1 for sale from $24.50');
  await buyer.getByTestId('release-film-link').click();
  await expect(buyer.getByTestId('release-for-sale')).toHaveText('1 for sale from $24.50');
  await buyer.getByTestId('for-sale').click();
  await expect(buyer).toHaveURL(listingUrl);
  // A second copy, the buyer's own at $19: two for sale from $19, which the marketplace shows alone.
  const copy = await buyer.request.post('/api/v1/me/collection', { data: { releaseId } });
  const second = await buyer.request.post('/api/v1/me/listings', {
    data: {
      collectionItemId: ((await copy.json()) as { id: string }).id,
      price: '19',
      mediaCondition: 'Good',
      packagingCondition: 'Good',
    },
  });
  expect(second.status()).toBe(201);
  await buyer.goto(`/catalog/release/${releaseId}`);
  await expect(buyer.getByTestId('for-sale')).toHaveText('2 for sale from $19.00');
  await buyer.getByTestId('for-sale').click();
  await expect(buyer).toHaveURL(/\/marketplace\?release=[0-9a-f-]+&sort=price-asc$/);
  const only = buyer.getByTestId('one-film-only');
  await expect(only).toContainText(`Copies of ${title} (1986), LaserDisc`);
  await expect(buyer.getByTestId('listing-card').getByTestId('listing-price')).toHaveText([
    '$19.00',
    '$24.50',
  ]);
  await only.getByRole('button', { name: 'Show every listing' }).click();
  await expect(only).toHaveCount(0);
  await expect(buyer).toHaveURL(/\/marketplace\?sort=price-asc$/);
  const secondId = ((await second.json()) as { listing: { id: string } }).listing.id;
  expect((await buyer.request.delete(`/api/v1/listings/${secondId}`)).status()).toBe(200);
  // The buyer offers less than the price and waits for an answer.
  const listingId = listingUrl.split('/').pop()!;
  const offered = await buyer.request.post(`/api/v1/listings/${listingId}/offers`, {
    data: { amount: '20' },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  await buyer.goto(listingUrl);

  // The seller reprices it, then removes it, told first that the offer lapses: its page says so, and the
  // marketplace no longer shows it.
  await page.goto(listingUrl);
  await page.getByRole('button', { name: 'Edit listing' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit listing' });
  await edit.getByLabel('Price').fill('30');
  await edit.getByRole('button', { name: 'Save listing' }).click();
  await expect(toast(page, MSG.listingUpdated)).toBeVisible();
  await expect(page.getByTestId('listing-price')).toHaveText('$30.00');
  await page.getByRole('button', { name: 'Remove listing' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove this listing?' });
  await expect(removal).toContainText('1 offer waiting on it lapses, and its buyer is told.');
  await removal.screenshot({ path: test.info().outputPath('remove-listing-with-offer.png') });
  // A double click removes it once: no second request comes back refused.
  await removal.getByRole('button', { name: 'Remove listing' }).dblclick();
  await expect(toast(page, MSG.listingRemoved)).toBeVisible();
  await expect(toast(page, 'Error removing listing')).toHaveCount(0);
  await expect(page.getByTestId('listing-ended')).toContainText('This listing has been removed.');

  await buyer.reload();
  await expect(buyer.getByTestId('listing-ended')).toBeVisible();
  await expect(buyer.getByTestId('my-offer')).toContainText('Expired');
  await buyer.goto('/marketplace?wanted=true');
  await expect(buyer.getByTestId('listing-card').filter({ hasText: title })).toHaveCount(0);
  await buyerContext.close();
});

test('a copy listed from its release page; removing it from the collection warns, then ends its listing first', async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'leaver');
  const { title, releaseId } = await holdNewRelease(page);
  // Listed from the release page, which then links to the listing.
  await page.goto(`/catalog/release/${releaseId}`);
  await page.getByRole('button', { name: 'Sell a copy' }).click();
  const form = page.getByRole('dialog', { name: 'List for sale' });
  await expect(form).toContainText(`${title} (1986), Rental Release`);
  await form.getByLabel('Price').fill('8');
  await form.getByRole('button', { name: 'List for sale' }).click();
  await page
    .getByRole('dialog', { name: 'Add photos of this copy' })
    .getByRole('button', { name: 'Not now' })
    .click();
  await page.getByRole('link', { name: 'For sale', exact: true }).click();
  await expect(page.getByTestId('listing-price')).toHaveText('$8.00');

  await page.goto(`/collection?q=${encodeURIComponent(title)}`);
  const item = page.getByTestId('shelf-item').filter({ hasText: title });
  await expect(item.getByTestId('for-sale-badge')).toBeVisible();

  await item.getByRole('button', { name: /from your collection$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from your collection?' });
  await expect(confirm.getByTestId('listed-warning')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, MSG.removedFromCollection)).toBeVisible();
  await page.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  await expect(page.getByText('No listings match these filters')).toBeVisible();
});

test('a copy someone is buying stays on the shelf: the remove dialog says why', async ({
  page,
  browser,
  appServer,
  expectConsoleError,
}) => {
  // The browser logs the refused removal's 409.
  expectConsoleError(/Failed to load resource/);
  await createCollector(page, appServer.dataDir, 'keeper');
  const { title, collectionItemId } = await holdNewRelease(page);
  const listed = await page.request.post('/api/v1/me/listings', {
    data: { collectionItemId, price: '12', mediaCondition: 'Mint', packagingCondition: 'Mint' },
  });
  expect(listed.status()).toBe(201);
  const listingId = ((await listed.json()) as { listing: { id: string } }).listing.id;
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await createCollector(buyer, appServer.dataDir, 'reserver');
  expect((await buyer.request.post(`/api/v1/listings/${listingId}/orders`)).status()).toBe(201);
  await buyerContext.close();

  await page.goto(`/collection?q=${encodeURIComponent(title)}`);
  const item = page.getByTestId('shelf-item').filter({ hasText: title });
  await item.getByRole('button', { name: /from your collection$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from your collection?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(MSG.copyInOpenOrder);
  await expect(confirm.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await confirm.getByText('Close', { exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();
});

test("the seller's own actions on a listing the server drew: the page is not usable until their code has come", async ({
  page,
  appServer,
}) => {
  await createCollector(page, appServer.dataDir, 'drawn');
  const { collectionItemId } = await holdNewRelease(page);
  const listed = await page.request.post('/api/v1/me/listings', {
    data: { collectionItemId, price: '20', mediaCondition: 'Mint', packagingCondition: 'Mint' },
  });
  expect(listed.status()).toBe(201);
  const listingId = ((await listed.json()) as { listing: { id: string } }).listing.id;

  // The seller's actions are a part of their own, whose code is held back as a slow connection does. React
  // drops a click on a server-drawn part whose code has not come, so the page must say it is not usable yet.
  let releaseActions = () => {};
  const actionsHeld = new Promise<void>((resolve) => (releaseActions = resolve));
  await page.route(/\/assets\/listing-owner-actions-[^/]*\.js$/, async (route) => {
    await actionsHeld;
    await route.continue();
  });
  await page.goto(`/marketplace/item/${listingId}`, { waitUntil: 'commit' });
  const edit = page.getByRole('button', { name: 'Edit listing' });
  await expect(edit).toBeVisible();
  await expect.poll(() => page.locator('main h1').evaluate(hasReactFiber)).toBe(true);
  await expect(page.locator('main')).toHaveAttribute('aria-disabled', 'true');
  releaseActions();
  await expect(page.locator('main')).not.toHaveAttribute('aria-disabled', /.*/);
  await edit.click();
  await expect(page.getByRole('dialog', { name: 'Edit listing' }).getByLabel('Price')).toHaveValue('20.00');
});

test("a want's rules decide the Wantlist badge, which follows a seller's listing and price live", async ({
  page,
  browser,
  appServer,
}) => {
  const seller = await createCollector(page, appServer.dataDir, 'lister');
  const { title, releaseId } = await holdNewRelease(page);

  // The buyer wants the release at up to $30, set in the Manage Wantlist picker; /wantlist shows the rule.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await createCollector(buyer, appServer.dataDir, 'hunter');
  expect((await buyer.request.post('/api/v1/me/wantlist', { data: { releaseId } })).status()).toBe(201);
  await buyer.goto(`/catalog/release/${releaseId}`);
  await buyer.getByRole('button', { name: MSG.manageWantlist }).click();
  const picker = buyer.getByRole('dialog', { name: MSG.manageWantlist });
  await picker.getByTestId('want-rules').click();
  const rules = buyer.getByRole('dialog', { name: 'Match rules' });
  await rules.getByLabel('Highest price').fill('30');
  await rules.getByRole('button', { name: 'Save rules' }).click();
  await expect(rules).toBeHidden();
  await expect(picker.getByTestId('want-rules')).toHaveText('Up to $30.00');
  await buyer.keyboard.press('Escape');
  await buyer.goto('/wantlist');
  const want = buyer.getByTestId('shelf-item').filter({ hasText: title });
  await expect(want.getByTestId('want-rules')).toHaveText('Up to $30.00');
  const badge = buyer.getByRole('navigation', { name: 'Main' }).getByTestId('wantlist-badge');
  await expect(badge).toHaveCount(0);

  // The seller lists it at $24.50: the buyer's badge shows 1 without a reload, and the want says so.
  await page.goto(`/collection?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: /for sale$/ }).click();
  const form = page.getByRole('dialog', { name: 'List for sale' });
  await form.getByLabel('Price').fill('24.50');
  await form.getByRole('button', { name: 'List for sale' }).click();
  await expect(toast(page, MSG.itemListed)).toBeVisible();
  await expect(badge).toHaveText(/^1/);
  await expect(want.getByTestId('want-for-sale')).toHaveText('For sale from $24.50');
  await expect(buyer.getByTestId('sellers-with-my-wants')).toContainText(seller.username);
  await expect(buyer.getByRole('navigation', { name: 'Main' }).getByTestId('unread-dot')).toBeVisible();

  // 'In my wantlist' on /marketplace finds it (opening the marketplace clears its dot), and it opens.
  await buyer.goto('/marketplace');
  await expect(buyer.getByRole('navigation', { name: 'Main' }).getByTestId('unread-dot')).toHaveCount(0);
  await buyer.getByTestId('marketplace-filters').getByLabel('In my wantlist').check();
  await buyer
    .getByTestId('listing-card')
    .filter({ hasText: title })
    .getByRole('link', { name: `${title} (1986)` })
    .click();
  await expect(buyer.getByTestId('listing-price')).toHaveText('$24.50');
  const listingUrl = buyer.url();

  // Repriced above the buyer's ceiling: the badge goes back to 0, live.
  await page.goto(listingUrl);
  await page.getByRole('button', { name: 'Edit listing' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit listing' });
  await edit.getByLabel('Price').fill('35');
  await edit.getByRole('button', { name: 'Save listing' }).click();
  await expect(toast(page, MSG.listingUpdated)).toBeVisible();
  await expect(badge).toHaveCount(0);
  await buyerContext.close();
});

test('an order from Buy to rated: the seller confirms the total, the payment and the shipping; the buyer the receipt, rates the seller and shelves the copy', async ({
  page,
  browser,
  appServer,
}) => {
  const seller = await createCollector(page, appServer.dataDir, 'shipper');
  // The seller sets where they ship from and what it costs, on their profile.
  await page.goto(`/users/${seller.username}`);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await edit.getByLabel('Domestic: first item').fill('4.5');
  await edit.getByLabel('Domestic: each extra item').fill('1');
  await edit.getByRole('button', { name: 'Update Profile' }).click();
  await expect(edit.getByText('Choose your country: domestic shipping is within it.')).toBeVisible();
  await edit.getByLabel('Country').selectOption({ label: 'United States' });
  await edit.getByRole('button', { name: 'Update Profile' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('profile-shipping')).toHaveText(
    'Shipping: Within United States: $4.50 first item, $1.00 each extra. Ships within United States only.',
  );
  const { title } = await holdNewRelease(page);
  await page.goto(`/collection?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: /for sale$/ }).click();
  const form = page.getByRole('dialog', { name: 'List for sale' });
  await form.getByLabel('Price').fill('18');
  await form.getByRole('button', { name: 'List for sale' }).click();
  await expect(toast(page, MSG.itemListed)).toBeVisible();

  // The buyer buys it from the listing's page and lands on the order.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await createCollector(buyer, appServer.dataDir, 'payer');
  await buyer.goto(`/marketplace?q=${encodeURIComponent(title)}`);
  await buyer
    .getByTestId('listing-card')
    .getByRole('link', { name: `${title} (1986)` })
    .click();
  // The seller's card says what shipping costs, and so does the confirmation.
  const policy = 'Within United States: $4.50 first item, $1.00 each extra. Ships within United States only.';
  await expect(buyer.getByTestId('seller-shipping')).toHaveText(policy);
  await buyer.getByRole('button', { name: 'Buy' }).click();
  const buying = buyer.getByRole('dialog', { name: 'Buy this copy?' });
  await expect(buying).toContainText(`Shipping by the seller's policy: ${policy}`);
  // Their profile names no country yet: the confirmation asks where the copy ships, and saves it there. They
  // live in the seller's country, so the policy's domestic rate applies.
  await buying.getByRole('button', { name: 'Place order' }).click();
  await expect(buying.getByText(MSG.shipToRequired)).toBeVisible();
  await buying.getByLabel('Ships to').selectOption({ label: 'United States' });
  // A double click places one order: the second click is not sent (it would be refused, hiding the success).
  await buying.getByRole('button', { name: 'Place order' }).dblclick();
  await expect(toast(buyer, MSG.orderPlaced)).toBeVisible();
  await expect(toast(buyer, MSG.listingReserved)).toHaveCount(0);
  await expect(buyer).toHaveURL(/\/orders\/[0-9a-f-]+$/);
  await expect(buyer.getByTestId('order-status')).toHaveText('New');
  const orderUrl = buyer.url();

  // Orders opens on Sales, where the new sale waits on the seller (the Marketplace dot says there is news).
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Sales, 1 waiting on you' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const marketplaceDot = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /Marketplace/ })
    .getByTestId('unread-dot');
  await expect(marketplaceDot).toBeVisible();
  await page.getByTestId('order-row').filter({ hasText: title }).click();
  // Opening the order reads its notices: the dot goes out.
  await expect(marketplaceDot).toBeHidden();

  // The buyer writes; the seller's open page shows it as it arrives, and answers.
  await buyer.getByRole('textbox', { name: 'Your message' }).fill('Could you ship it in a box, please?');
  await buyer.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('order-message')).toContainText('Could you ship it in a box, please?');
  await expect(marketplaceDot).toBeHidden();
  await page.getByRole('textbox', { name: 'Your message' }).fill('Of course.');
  await page.getByRole('textbox', { name: 'Your message' }).press('Control+Enter');
  await expect(buyer.getByTestId('order-message').last()).toContainText('Of course.');
  await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue('');

  // The seller takes their steps.
  await expect(page.getByText("$4.50 by the seller's policy")).toBeVisible();
  await expect(page.getByTestId('order-ships-to')).toHaveText('Ships to: United States');
  await page.getByRole('button', { name: 'Confirm the total' }).click();
  // The total starts from the policy's quote.
  const total = page.getByRole('dialog', { name: 'Confirm the total' });
  await expect(total.getByLabel('Shipping')).toHaveValue('4.50');
  // Emptied, the field is not free shipping: it asks for a cost.
  await total.getByLabel('Shipping').fill('');
  await total.getByRole('button', { name: 'Confirm the total' }).click();
  await expect(total.getByText(MSG.shippingRequired)).toBeVisible();
  await total.getByLabel('Shipping').fill('4.50');
  await total.getByRole('button', { name: 'Confirm the total' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByText('$22.50')).toBeVisible();
  // The buyer says they paid; the seller's open page hears it, and still records the payment themselves.
  await buyer.getByRole('button', { name: 'I paid' }).click();
  const paid = buyer.getByRole('dialog', { name: 'I paid' });
  await paid.getByLabel('How and when you paid (optional)').fill('Bank transfer this morning');
  await paid.getByRole('button', { name: 'I paid' }).click();
  await expect(buyer.getByTestId('order-hint')).toContainText('You told the seller you paid');
  await expect(page.getByTestId('order-hint')).toContainText('says they paid');
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await page.getByRole('button', { name: 'Payment received' }).click();
  await page
    .getByRole('dialog', { name: 'Payment received' })
    .getByRole('button', { name: 'Payment received' })
    .click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await page.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = page.getByRole('dialog', { name: 'Mark as shipped' });
  await ship.getByLabel('Tracking (optional)').fill('LZ 123 456 789');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');

  // The buyer confirms receipt; both see the whole timeline; the listing says sold.
  await buyer.goto(orderUrl);
  await expect(buyer.getByText('Tracking: LZ 123 456 789')).toBeVisible();
  await buyer.getByRole('button', { name: 'I received it' }).click();
  await buyer
    .getByRole('dialog', { name: 'I received it' })
    .getByRole('button', { name: 'I received it' })
    .click();
  await expect(buyer.getByTestId('order-status')).toHaveText('Completed');
  // Each step is a line of the thread, between the messages.
  await expect(buyer.getByTestId('order-timeline-step')).toHaveCount(6);
  await expect(buyer.getByTestId('order-message')).toHaveCount(2);
  await expect(buyer.getByTestId('order-steps')).toHaveCount(0);
  // The buyer rates the seller: 5 stars and a review, shown on the seller's profile with their stats.
  const rating = buyer.getByTestId('rate-seller');
  await rating.getByLabel('5 stars: Excellent').check();
  await rating.getByLabel('Review (optional)').fill('Packed like a museum piece.');
  await rating.getByRole('button', { name: 'Rate the seller' }).click();
  await expect(toast(buyer, MSG.feedbackSaved)).toBeVisible();
  await expect(buyer.getByTestId('order-feedback')).toContainText('Packed like a museum piece.');
  await page.goto(`/users/${seller.username}`);
  await expect(page.getByTestId('profile-seller-rating')).toContainText('5.0');
  await expect(page.getByTestId('profile-seller-rating')).toContainText('1 rating');
  await expect(page.getByTestId('profile-completed-sales')).toContainText('1');
  await expect(page.getByTestId('feedback-item')).toContainText('Packed like a museum piece.');

  // The copy moves shelves: off the seller's, onto the buyer's with one press.
  await buyer.getByTestId('add-bought-copy').getByRole('button', { name: MSG.addToCollection }).click();
  await expect(buyer.getByTestId('add-bought-copy')).toContainText('The copy is in your collection.');
  await buyer.goto(`/collection?q=${encodeURIComponent(title)}`);
  await expect(buyer.getByTestId('shelf-item').filter({ hasText: title })).toContainText('Bought from');
  await page.goto(`/collection?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('shelf-item')).toHaveCount(0);
  await buyer.goBack();
  await expect(buyer.getByTestId('order-status')).toHaveText('Completed');
  await expectNoAxeViolations(buyer);
  await buyer.getByRole('link', { name: `${title} (1986) · VHS` }).click();
  await expect(buyer.getByTestId('listing-ended')).toContainText('This copy has been sold.');
  // The sale is in the release's price history, beside the listing's price and on the release page.
  await expect(buyer.getByTestId('listing-price-history')).toContainText('Very Good sold for $18.00–$18.00');
  await buyer.getByRole('link', { name: 'Rental Release' }).click();
  await expect(buyer.getByTestId('price-history').getByRole('row', { name: /Very Good/ })).toContainText(
    '$18.00',
  );
  await buyerContext.close();
});

test('offers: below the floor declined at once; one withdrawn by its buyer; a fair one the seller accepts from Orders into an order at its amount, shipping quoted for where the offer said', async ({
  page,
  browser,
  appServer,
}) => {
  // The seller names their country on completing their profile, told why, and then a shipping policy.
  const seller = await createCollector(page, appServer.dataDir, 'haggled', { isIncomplete: true });
  await expect(page.getByRole('dialog', { name: 'Complete Your Profile' })).toContainText(MSG.countryWhy);
  await completeProfile(page, seller, { country: 'United States' });
  const policy = { domestic: { first: '4.5', extra: '1' }, world: { first: '12', extra: '3' } };
  expect(
    (await page.request.patch('/api/v1/me/profile', { data: { shippingPolicy: policy } })).status(),
  ).toBe(200);
  const { title } = await holdNewRelease(page);
  await page.goto(`/collection?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: /for sale$/ }).click();
  const form = page.getByRole('dialog', { name: 'List for sale' });
  await form.getByLabel('Price').fill('20');
  await form.getByLabel("Lowest offer you'll consider (optional)").fill('25');
  await form.getByRole('button', { name: 'List for sale' }).click();
  await expect(form.getByText(MSG.offerFloorTooHigh)).toBeVisible();
  await form.getByLabel("Lowest offer you'll consider (optional)").fill('12');
  await form.getByRole('button', { name: 'List for sale' }).click();
  await expect(toast(page, MSG.itemListed)).toBeVisible();

  const offerFrom = async (label: string, amount: string, shipTo = 'Canada') => {
    const context = await browser.newContext();
    const buyer = await context.newPage();
    await createCollector(buyer, appServer.dataDir, label);
    await buyer.goto(`/marketplace?q=${encodeURIComponent(title)}`);
    await buyer
      .getByTestId('listing-card')
      .getByRole('link', { name: `${title} (1986)` })
      .click();
    await buyer.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = buyer.getByRole('dialog', { name: 'Make an offer' });
    await dialog.getByLabel('Your offer').fill(amount);
    // Their profile names no country: the offer asks where the copy ships, as Buy does, before it is sent.
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(dialog.getByText(MSG.shipToRequired)).toBeVisible();
    await dialog.getByLabel('Ships to').selectOption({ label: shipTo });
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    return { buyer, context };
  };

  // Below the floor: declined at once, and the buyer sees it stays so.
  const lowball = await offerFrom('lowball', '10');
  await expect(toast(lowball.buyer, MSG.offerDeclinedAtOnce)).toBeVisible();
  await expect(lowball.buyer.getByTestId('my-offer')).toContainText('Declined');
  await expect(lowball.buyer.getByRole('button', { name: 'Make an offer' })).toHaveCount(0);
  await lowball.context.close();

  // A fair offer waits for the seller.
  const fair = await offerFrom('fair', '15', 'United States');
  await expect(toast(fair.buyer, MSG.offerSent)).toBeVisible();
  await expect(fair.buyer.getByTestId('my-offer')).toContainText('Waiting for the seller');

  // Another buyer thinks better of theirs: withdrawn after a confirmation, it is no longer the seller's to accept.
  const rethought = await offerFrom('rethought', '14');
  await expect(toast(rethought.buyer, MSG.offerSent)).toBeVisible();
  await rethought.buyer
    .getByTestId('my-offer')
    .getByRole('button', { name: 'Withdraw your offer of $14.00' })
    .click();
  const confirm = rethought.buyer.getByRole('dialog', { name: 'Withdraw your offer?' });
  await confirm.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(toast(rethought.buyer, MSG.offerWithdrawn)).toBeVisible();
  await expect(rethought.buyer.getByTestId('my-offer')).toContainText('Withdrawn');
  await expect(rethought.buyer.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  await rethought.context.close();

  // Orders opens on the offers received, the one waiting counted; the seller answers it and lands on the order.
  await page.goto('/orders');
  await expect(page.getByRole('button', { name: 'Offers received, 1 waiting on you' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByLabel('State').selectOption('pending');
  const row = page.getByTestId('offer-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('$15.00');
  await row.getByRole('button', { name: /^Accept/ }).click();
  await expect(toast(page, MSG.offerAccepted)).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]+$/);
  await expect(page.getByTestId('order-status')).toHaveText('New');
  await expect(page.getByText('$15.00 + shipping').or(page.getByText('$15.00')).first()).toBeVisible();
  // The order ships where the offer said, so the total starts from the policy's domestic rate.
  await expect(page.getByTestId('order-ships-to')).toHaveText('Ships to: United States');
  await expect(page.getByText("$4.50 by the seller's policy")).toBeVisible();
  await page.getByRole('button', { name: 'Confirm the total' }).click();
  const total = page.getByRole('dialog', { name: 'Confirm the total' });
  await expect(total.getByLabel('Shipping')).toHaveValue('4.50');
  await total.getByRole('button', { name: MSG.cancel }).click();

  // The buyer's listing page says accepted and leads to the order; the copy is reserved.
  await fair.buyer.reload();
  await expect(fair.buyer.getByTestId('my-offer')).toContainText('Accepted');
  await fair.buyer.getByTestId('my-offer').getByRole('link', { name: 'View order' }).click();
  await expect(fair.buyer.getByTestId('order-status')).toHaveText('New');
  // Either side may report the order to the admins (who may then read it); no admin has, so nothing says so.
  await expect(fair.buyer.getByTestId('admin-reads')).toHaveCount(0);
  await fair.buyer.getByTestId('report-order').click();
  const reporting = fair.buyer.getByRole('dialog', { name: /^Report order / });
  await reporting.getByLabel('A scam or fraud').check();
  await reporting.getByRole('button', { name: 'Report' }).click();
  await expect(toast(fair.buyer, MSG.reportThanks)).toBeVisible();
  await expectNoAxeViolations(page);
  await fair.context.close();
});

test('a price range upside down is said at its fields, and the list meanwhile shows every price', async ({
  page,
}) => {
  await page.goto('/marketplace?minPrice=40&maxPrice=20');
  await expect(page.getByRole('alert').filter({ hasText: MSG.priceRangeInverted })).toBeVisible();
  await expect(page.getByLabel('Price from')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/^(Showing \d|No listings)/)).toBeVisible();
  await page.getByLabel('Price from').fill('10');
  await page.getByLabel('Price from').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: MSG.priceRangeInverted })).toBeHidden();
  await expect(page).toHaveURL(/minPrice=10/);
});

test("a visitor's orders and order pages ask them to sign in, not show an error", async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByText('Sign in to see your orders and offers')).toBeVisible();
  await page.goto('/orders/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Sign in to see this order')).toBeVisible();
  await expect(page.getByText(MSG.componentError)).toHaveCount(0);
  await page.getByRole('main').getByRole('button', { name: MSG.loginSignUp }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('removing a want with match rules says the rules go with it', async ({ page, appServer }) => {
  await createCollector(page, appServer.dataDir, 'ruler');
  const { title, releaseId } = await holdNewRelease(page);
  const want = await page.request.post('/api/v1/me/wantlist', { data: { releaseId } });
  expect(want.status()).toBe(201);
  const wantId = ((await want.json()) as { id: string }).id;
  const ruled = await page.request.patch(`/api/v1/me/wantlist/${wantId}`, {
    data: { maxPrice: '30', formats: ['VHS'] },
  });
  expect(ruled.status()).toBe(200);

  await page.goto(`/wantlist?q=${encodeURIComponent(title)}`);
  const item = page.getByTestId('shelf-item').filter({ hasText: title });
  await item.getByRole('button', { name: /from your wantlist$/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from your wantlist?' });
  await expect(confirm.getByTestId('rules-warning')).toHaveText(
    'Its match rules go with it: Up to $30.00 · VHS.',
  );
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, MSG.removedFromWantlist)).toBeVisible();
  await expect(item).toHaveCount(0);
});
