import {
  ZAdminRelease,
  ZAdminTitle,
  ZAdminTitlePage,
  ZAdminTitleQuery,
  ZMergeTitleRequest,
  ZMergeTitleResult,
  ZRestoreResult,
  ZTitleIdParam,
  ZTrashPage,
  ZTrashQuery,
} from '@rewind/shared/catalog-admin';
import { ZTitleListQuery } from '@rewind/shared/catalog';
import { catalogPolicy } from '@rewind/shared/policies/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MergeTitles } from '../../commands/merge-titles';
import type { RestoreFromTrash } from '../../commands/restore-from-trash';
import { releaseLabel } from '@rewind/shared/film-label';
import type { Holdings } from '../../commands/holdings';
import { requireUser } from '../../platform/actor';
import { authorize } from '../../platform/authorize';
import { presentTitleSummary, presentTrashedItem } from './catalog.presenter';
import type { CatalogService } from './catalog.service';
import { uncountedPage, pageAnswer } from '../../platform/paging';

const tags = ['admin'];

/**
 * The admin portal's catalogue section (decision 029): titles with what hangs off them, and
 * merging a duplicate into another. Deleting is `DELETE /api/v1/titles/:id`, as the film page does it.
 */
export const catalogAdminRoutes =
  (
    catalog: CatalogService,
    holdingsOf: Holdings,
    mergeTitles: MergeTitles,
    restoreFromTrash: RestoreFromTrash,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/titles',
      {
        schema: {
          tags,
          summary:
            "Films with their releases, copies, wants and listings: the catalogue search's matches for q, else newest first",
          querystring: ZAdminTitleQuery,
          response: { 200: ZAdminTitlePage },
        },
      },
      async (req) => {
        authorize(catalogPolicy.administer(await req.getActor()));
        const { q, page, pageSize } = req.query;
        const { rows, hasMore } = q
          ? { rows: (await catalog.search(q, pageSize)).rows, hasMore: false }
          : await catalog.listTitles(ZTitleListQuery.parse({ page, pageSize })).then(({ rows, total }) => ({
              rows,
              hasMore: pageAnswer(rows, total, { page, pageSize }).hasMore,
            }));
        const holdings = await holdingsOf(
          'title',
          rows.map((row) => row.id),
        );
        return {
          items: rows.map((row) => ({ ...presentTitleSummary(row), holdings: holdings.get(row.id)! })),
          page: q ? 1 : page,
          hasMore,
        };
      },
    );

    app.get(
      '/api/v1/admin/titles/:id',
      {
        schema: {
          tags,
          summary: 'One film with its releases, copies, wants and listings (what a merge would move)',
          params: ZTitleIdParam,
          response: { 200: ZAdminTitle },
        },
      },
      async (req) => {
        authorize(catalogPolicy.administer(await req.getActor()));
        const title = await catalog.findTitle(req.params.id);
        const [[summary], holdings] = await Promise.all([
          catalog.titleSummaries([title.id]),
          holdingsOf('title', [title.id]),
        ]);
        return { ...presentTitleSummary(summary!), holdings: holdings.get(title.id)! };
      },
    );

    app.post(
      '/api/v1/admin/titles/:id/merge',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary:
            'Merge a duplicate film into another: its releases, collection items, wants, listings, trades, photos and links move; it goes',
          params: ZTitleIdParam,
          body: ZMergeTitleRequest,
          response: { 200: ZMergeTitleResult },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        const { title, holdings, moved, combined } = await mergeTitles(actor, req.params.id, req.body.into);
        const [summary] = await catalog.titleSummaries([title.id]);
        return { title: { ...presentTitleSummary(summary!), holdings }, moved, combined };
      },
    );

    app.get(
      '/api/v1/admin/releases/:id',
      {
        schema: {
          tags,
          summary:
            'One release with its copies, wants, listings, trades and orders (what deleting it would take)',
          params: ZTitleIdParam,
          response: { 200: ZAdminRelease },
        },
      },
      async (req) => {
        authorize(catalogPolicy.deleteRelease(await req.getActor()));
        const { release, title } = await catalog.getRelease(req.params.id);
        const holdings = await holdingsOf('release', [release.id]);
        return { id: release.id, label: releaseLabel(title, release), holdings: holdings.get(release.id)! };
      },
    );

    app.get(
      '/api/v1/admin/trash',
      {
        schema: {
          tags,
          summary:
            'Deleted films, newest first: each restorable, with what it held, until it is removed for good',
          querystring: ZTrashQuery,
          response: { 200: ZTrashPage },
        },
      },
      async (req) => {
        authorize(catalogPolicy.restore(await req.getActor()));
        return uncountedPage(await catalog.trashPage(req.query), req.query, presentTrashedItem);
      },
    );

    app.post(
      '/api/v1/admin/trash/:id/restore',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary:
            'Restore a deleted film or release from the trash, with its collection items, wants, photos and everything else its delete took; answers its film',
          params: ZTitleIdParam,
          response: { 200: ZRestoreResult },
        },
      },
      async (req) => {
        const { titleId, restored, kept } = await restoreFromTrash(await requireUser(req), req.params.id);
        const [[summary], holdings] = await Promise.all([
          catalog.titleSummaries([titleId]),
          holdingsOf('title', [titleId]),
        ]);
        return {
          title: { ...presentTitleSummary(summary!), holdings: holdings.get(titleId)! },
          restored,
          kept,
        };
      },
    );
  };
