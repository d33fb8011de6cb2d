import { filmWithYear } from '@rewind/shared/film-label';
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
import type { TitleHoldings } from './title-holdings';

type Deps = {
  db: Db;
  catalog: CatalogService;
  images: Pick<ImagesService, 'filesOfTitle'>;
  marketplace: Pick<MarketplaceService, 'endListingsOfFilm'>;
  collection: Pick<CollectionService, 'membersOfFilm'>;
  holdingsOf: TitleHoldings;
  now: () => Date;
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * Deletes a film with its releases, an admin action, into the trash (decision 034). Refused while an order of
 * one of its releases or an accepted trade with a copy of it is under way: a member would lose what they are
 * paying for or promised. Otherwise, in one transaction: its copies for sale end (their sellers told, as an
 * admin's removal), everything its delete takes or clears is kept with it in the trash, it goes, each member
 * who held or wanted it is told, and the audit row records what it held. Its photos' files stay until the
 * trash is purged, so a restore finds them.
 */
export const createDeleteTitle =
  ({ db, catalog, images, marketplace, collection, holdingsOf, now }: Deps) =>
  async (actor: Actor, id: string): Promise<void> => {
    authorize(catalogPolicy.delete(actor));
    const title = await catalog.findTitle(id);
    const [files, holdings] = await Promise.all([
      images.filesOfTitle(title.id),
      holdingsOf([title.id]).then((held) => held.get(title.id)!),
    ]);
    if (holdings.openOrders > 0) {
      throw new AppError(409, 'title_has_open_orders', MSG.titleHasOpenOrders(holdings.openOrders));
    }
    if (holdings.acceptedTrades > 0) {
      throw new AppError(
        409,
        'title_has_accepted_trades',
        MSG.titleHasAcceptedTrades(holdings.acceptedTrades),
      );
    }
    const label = filmWithYear(title);
    await db.transaction(async (tx) => {
      await catalog.lockTitle(tx, title.id);
      const members = await collection.membersOfFilm(tx, title.id);
      await marketplace.endListingsOfFilm(tx, actor, title);
      await catalog.moveToTrash(tx, title, {
        deletedBy: actor.userId,
        purgeAfter: new Date(now().getTime() + LIMITS.trashDays * DAY_MS),
        holdings,
        files,
        notified: members,
      });
      await notify(tx, members, {
        kind: 'film-removed',
        text: MSG.filmRemovedNotice(label, LIMITS.trashDays),
        link: '/collection',
      });
      await recordAdminAction(tx, actor, {
        action: 'title.delete',
        targetType: 'title',
        targetId: title.id,
        targetLabel: label,
        details: { holdings, membersTold: members.length },
      });
    });
  };

export type DeleteTitle = ReturnType<typeof createDeleteTitle>;
