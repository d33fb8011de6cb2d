import { filmWithYear } from '@rewind/shared/film-label';
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
 * Restores a deleted film from the trash, an admin action (decision 034): the film, its releases and
 * everything its delete took or cleared come back in one transaction, the members who were told of the delete
 * are told it is back, and the audit row says how much came back (a member who left meanwhile is not).
 */
export const createRestoreTitle =
  ({ db, catalog }: Deps) =>
  async (actor: Actor, trashId: string) => {
    authorize(catalogPolicy.restore(actor));
    const result = await db.transaction(async (tx) => {
      const { trashed, restored, kept } = await catalog.restoreFromTrash(tx, trashId);
      const label = filmWithYear(trashed);
      await notify(tx, trashed.notified, {
        kind: 'film-removed',
        text: MSG.filmRestoredNotice(label),
        link: titleDetailPath(makeSlug(trashed)),
      });
      await recordAdminAction(tx, actor, {
        action: 'title.restore',
        targetType: 'title',
        targetId: trashed.titleId,
        targetLabel: label,
        details: { restored, kept },
      });
      return { titleId: trashed.titleId, restored, kept };
    });
    return result;
  };

export type RestoreTitle = ReturnType<typeof createRestoreTitle>;
