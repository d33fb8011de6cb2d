import { catalogPolicy } from '@rewind/shared/policies/catalog';
import { makeSlug, titleDetailPath } from '@rewind/shared/slug';
import * as MSG from '@rewind/shared/texts';
import type { Db } from '../db/client';
import { recordAdminAction } from '../modules/admin/audit.service';
import type { CatalogService } from '../modules/catalog/catalog.service';
import { notify } from '../modules/notifications/notifications.service';
import type { Actor } from '../platform/actor';
import { authorize } from '../platform/authorize';

type Deps = { db: Db; catalog: CatalogService };

/**
 * Restores a deleted film or release from the trash, an admin action (decision 034): it and everything its
 * delete took or cleared come back in one transaction, the members who were told of the delete are told it is
 * back, and the audit row says how much came back (a member who left meanwhile does not). Answers its film.
 */
export const createRestoreFromTrash =
  ({ db, catalog }: Deps) =>
  async (actor: Actor, trashId: string) => {
    authorize(catalogPolicy.restore(actor));
    return db.transaction(async (tx) => {
      const { trashed, restored, kept } = await catalog.restoreFromTrash(tx, trashId);
      const title = await catalog.findTitleIn(tx, trashed.titleId);
      await notify(tx, trashed.notified, {
        kind: 'film-removed',
        text: MSG.restoredNotice(trashed.label),
        link: titleDetailPath(makeSlug(title)),
      });
      await recordAdminAction(tx, actor, {
        action: `${trashed.kind}.restore`,
        targetType: trashed.kind,
        targetId: trashed.itemId,
        targetLabel: trashed.label,
        details: { restored, kept },
      });
      return { titleId: trashed.titleId, restored, kept };
    });
  };

export type RestoreFromTrash = ReturnType<typeof createRestoreFromTrash>;
