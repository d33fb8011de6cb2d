import type { TCatalogueItemKind, THoldings } from '@rewind/shared/catalog-admin';
import { filmWithYear, releaseLabel } from '@rewind/shared/film-label';
import { LIMITS } from '@rewind/shared/limits';
import { catalogPolicy } from '@rewind/shared/policies/catalog';
import * as MSG from '@rewind/shared/texts';
import type { Db } from '../db/client';
import { recordAdminAction } from '../modules/admin/audit.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { CollectionService } from '../modules/collection/collection.service';
import type { ImagesService } from '../modules/images/images.service';
import type { MarketplaceService } from '../modules/marketplace/marketplace.service';
import { notify } from '../modules/notifications/notifications.service';
import type { Actor } from '../platform/actor';
import { authorize } from '../platform/authorize';
import { AppError } from '../platform/errors';
import type { Holdings } from './holdings';

type Deps = {
  db: Db;
  catalog: CatalogService;
  images: Pick<ImagesService, 'filesOfTitle' | 'filesOfRelease'>;
  marketplace: Pick<MarketplaceService, 'endListingsOf'>;
  collection: Pick<CollectionService, 'membersOf'>;
  holdingsOf: Holdings;
  now: () => Date;
};

const DAY_MS = 24 * 60 * 60_000;

/** What is deleted: its kind and id, its film, how the portal and notices name it, and its photos' files. */
type Doomed = { kind: TCatalogueItemKind; id: string; titleId: string; label: string; files: string[] };

const REFUSALS = {
  title: { openOrders: MSG.titleHasOpenOrders, acceptedTrades: MSG.titleHasAcceptedTrades },
  release: { openOrders: MSG.releaseHasOpenOrders, acceptedTrades: MSG.releaseHasAcceptedTrades },
};

const NOTICES = { title: MSG.filmRemovedNotice, release: MSG.releaseRemovedNotice };

/**
 * Deletes a film (with its releases) or a release, an admin action, into the trash (decision 034). Refused
 * while an order of it or an accepted trade with a copy of it is under way: a member would lose what they are
 * paying for or were promised. Otherwise, in one transaction: its copies for sale end (their sellers told, as
 * an admin's removal), everything its delete takes or clears is kept with it in the trash, it goes, each member
 * who held or wanted it is told, and the audit row records what it held. Its photos' files stay until the
 * trash is purged, so a restore finds them.
 */
function createDelete({ db, catalog, marketplace, collection, holdingsOf, now }: Deps) {
  return async (actor: Actor, doomed: Doomed): Promise<void> => {
    const holdings: THoldings = (await holdingsOf(doomed.kind, [doomed.id])).get(doomed.id)!;
    const refusals = REFUSALS[doomed.kind];
    if (holdings.openOrders > 0) {
      throw new AppError(409, `${doomed.kind}_has_open_orders`, refusals.openOrders(holdings.openOrders));
    }
    if (holdings.acceptedTrades > 0) {
      const message = refusals.acceptedTrades(holdings.acceptedTrades);
      throw new AppError(409, `${doomed.kind}_has_accepted_trades`, message);
    }
    await db.transaction(async (tx) => {
      await catalog.lockItem(tx, doomed.kind, doomed.id);
      const members = await collection.membersOf(tx, doomed.kind, doomed.id);
      await marketplace.endListingsOf(tx, actor, doomed.kind, doomed.id);
      await catalog.moveToTrash(tx, doomed, {
        deletedBy: actor.userId,
        purgeAfter: new Date(now().getTime() + LIMITS.trashDays * DAY_MS),
        holdings,
        files: doomed.files,
        notified: members,
      });
      await notify(tx, members, {
        kind: 'film-removed',
        text: NOTICES[doomed.kind](doomed.label, LIMITS.trashDays),
        link: '/collection',
      });
      await recordAdminAction(tx, actor, {
        action: `${doomed.kind}.delete`,
        targetType: doomed.kind,
        targetId: doomed.id,
        targetLabel: doomed.label,
        details: { holdings, membersTold: members.length },
      });
    });
  };
}

/** Deletes a film with its releases into the trash (see createDelete). */
export const createDeleteTitle = (deps: Deps) => {
  const remove = createDelete(deps);
  return async (actor: Actor, id: string): Promise<void> => {
    authorize(catalogPolicy.delete(actor));
    const title = await deps.catalog.findTitle(id);
    const files = await deps.images.filesOfTitle(title.id);
    await remove(actor, {
      kind: 'title',
      id: title.id,
      titleId: title.id,
      label: filmWithYear(title),
      files,
    });
  };
};

/** Deletes one release into the trash (see createDelete); its film stays. */
export const createDeleteRelease = (deps: Deps) => {
  const remove = createDelete(deps);
  return async (actor: Actor, id: string): Promise<void> => {
    authorize(catalogPolicy.deleteRelease(actor));
    const { release, title } = await deps.catalog.getRelease(id);
    const files = await deps.images.filesOfRelease(release.id);
    const label = releaseLabel(title, release);
    await remove(actor, { kind: 'release', id: release.id, titleId: title.id, label, files });
  };
};

export type DeleteTitle = ReturnType<typeof createDeleteTitle>;
export type DeleteRelease = ReturnType<typeof createDeleteRelease>;
