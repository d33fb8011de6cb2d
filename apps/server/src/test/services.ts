import path from 'node:path';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { createEventRecorder } from '../modules/activity/activity.service';
import { createAuthService } from '../modules/auth/auth.service';
import { createCatalogService } from '../modules/catalog/catalog.service';
import { createChallengesService } from '../modules/challenges/challenges.service';
import { createCollectionService } from '../modules/collection/collection.service';
import { createOfferEndings } from '../modules/orders/offer-endings.service';
import { createMarketplaceService } from '../modules/marketplace/marketplace.service';
import { createProfilesService } from '../modules/profiles/profiles.service';
import { isShownImage } from '../platform/security';
import { LocalStorage } from '../platform/storage/local-storage';

/**
 * The services a module's timers need, on a test server's database and data folder, put together as app.ts
 * does: a test runs the timers itself (the scheduler would wait minutes) with a clock it moves.
 */
export function servicesFor(database: Db, dataDir: string, now: () => Date = () => new Date()) {
  const storage = new LocalStorage(path.join(dataDir, 'uploads'));
  const profiles = createProfilesService({
    db: database,
    storage,
    auth: createAuthService(database),
    currency: 'USD',
  });
  const record = createEventRecorder();
  const offerEndings = createOfferEndings({ currency: 'USD', now });
  const marketplace = createMarketplaceService({
    db: database,
    record,
    profiles,
    currency: 'USD',
    offers: offerEndings,
  });
  const collection = createCollectionService({
    db: database,
    catalog: createCatalogService(database, record, isShownImage(loadConfig({}))),
    profiles,
    record,
    listings: marketplace,
    challenges: createChallengesService(database),
  });
  return { profiles, marketplace, collection, offerEndings };
}
