import { filmWithYear } from '@rewind/shared/film-label';
import * as MSG from '@rewind/shared/texts';
import { catalogPolicy } from '@rewind/shared/policies/catalog';
import type { Db } from '../db/client';
import type { ActivityService } from '../modules/activity/activity.service';
import { recordAdminAction } from '../modules/admin/audit.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { ChallengesService } from '../modules/challenges/challenges.service';
import type { CollectionService } from '../modules/collection/collection.service';
import type { ImagesService } from '../modules/images/images.service';
import type { MarketplaceService } from '../modules/marketplace/marketplace.service';
import type { TradesService } from '../modules/trades/trades.service';
import type { Actor } from '../platform/actor';
import { authorize } from '../platform/authorize';
import { AppError } from '../platform/errors';
import type { Holdings } from './holdings';

type Deps = {
  db: Db;
  catalog: CatalogService;
  collection: Pick<CollectionService, 'filmLevelPairs' | 'mergeFilm'>;
  marketplace: Pick<MarketplaceService, 'moveListingsOfFilm'>;
  trades: Pick<TradesService, 'mergeFilm'>;
  challenges: Pick<ChallengesService, 'mergeFilm'>;
  images: Pick<ImagesService, 'moveTitleGallery' | 'leftoverPosterFiles' | 'deleteFiles'>;
  activity: Pick<ActivityService, 'moveEventsOfFilm'>;
  holdingsOf: Holdings;
};

/**
 * Merges a duplicate film into the one that stays, an admin action (decision 029). In one transaction every
 * area moves what it holds of the duplicate: the catalogue its releases (first, so that the rest follows them),
 * the collection its copies and wants (a member's two film-level rows become one, the older), the marketplace
 * its listings, trades their requests and proposed copies, challenges their counted items, images the film's
 * photos, the feed its rows. Then the duplicate's addresses lead to the film that stays and it goes. A fetched
 * poster nobody shows any more is deleted after the commit, as deleting a film does.
 */
export const createMergeTitles = (deps: Deps) => {
  const { db, catalog, collection, marketplace, trades, challenges, images, activity, holdingsOf } = deps;
  return async (actor: Actor, duplicateId: string, keptId: string) => {
    authorize(catalogPolicy.merge(actor));
    if (duplicateId === keptId) throw new AppError(400, 'merge_into_itself', MSG.mergeIntoItself);
    const { duplicate, title, moved, combined } = await db.transaction(async (tx) => {
      const { from, to, releases } = await catalog.beginMerge(tx, duplicateId, keptId);
      const pairs = await collection.filmLevelPairs(tx, from.id, to.id);
      await trades.mergeFilm(tx, from.id, to.id, pairs.items);
      const held = await collection.mergeFilm(tx, from.id, to.id, pairs);
      const listings = await marketplace.moveListingsOfFilm(tx, from.id, to.id);
      await challenges.mergeFilm(tx, from.id, to.id);
      await images.moveTitleGallery(tx, from.id, to.id);
      await activity.moveEventsOfFilm(tx, from.id, to.id);
      const kept = await catalog.finishMerge(tx, from, to);
      const counts = {
        moved: { releases, ...held, listings },
        combined: { collectionItems: pairs.items.length, wants: pairs.wants.length },
      };
      await recordAdminAction(tx, actor, {
        action: 'title.merge',
        targetType: 'title',
        targetId: from.id,
        targetLabel: `${filmWithYear(from)} → ${filmWithYear(kept)}`,
        details: {
          duplicate: { id: from.id, displayId: from.displayId, label: filmWithYear(from) },
          kept: { id: kept.id, displayId: kept.displayId, label: filmWithYear(kept) },
          ...counts,
        },
      });
      return { duplicate: from, title: kept, ...counts };
    });
    await images.deleteFiles(await images.leftoverPosterFiles(duplicate));
    const holdings = (await holdingsOf('title', [title.id])).get(title.id)!;
    return { title, holdings, moved, combined };
  };
};

export type MergeTitles = ReturnType<typeof createMergeTitles>;
