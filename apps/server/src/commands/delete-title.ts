import { catalogPolicy } from '@rewind/shared/policies/catalog';
import type { Db } from '../db/client';
import type { CatalogService } from '../modules/catalog/catalog.service';
import type { ImagesService } from '../modules/images/images.service';
import type { MarketplaceService } from '../modules/marketplace/marketplace.service';
import type { Actor } from '../platform/actor';
import { authorize } from '../platform/authorize';
import { recordAdminAction } from '../modules/admin/audit.service';

type Deps = {
  db: Db;
  catalog: CatalogService;
  images: ImagesService;
  marketplace: MarketplaceService;
};

/**
 * Deletes a film with its releases and photos, an admin action. Its copies for sale end first, in the same
 * transaction, as an admin's removal their sellers are told of (a listing sells a release, which goes). The
 * rows go before the files they named (the galleries with the title, on delete cascade): a failure in between
 * leaves files no row names, never a row naming a missing file.
 */
export const createDeleteTitle =
  ({ db, catalog, images, marketplace }: Deps) =>
  async (actor: Actor, id: string): Promise<void> => {
    authorize(catalogPolicy.delete(actor));
    const title = await catalog.findTitle(id);
    const files = await images.filesOfTitle(title.id);
    await db.transaction(async (tx) => {
      await marketplace.endListingsOfFilm(tx, actor, title);
      await catalog.deleteTitle(tx, title.id);
      await recordAdminAction(tx, actor, {
        action: 'title.delete',
        targetType: 'title',
        targetId: title.id,
        targetLabel: title.year ? `${title.title} (${title.year})` : title.title,
      });
    });
    await images.deleteFiles(files);
  };

export type DeleteTitle = ReturnType<typeof createDeleteTitle>;
