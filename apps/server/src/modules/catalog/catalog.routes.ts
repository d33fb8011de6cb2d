import { ZTitleList, ZTitleListQuery } from '@rewind/shared/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentTitleSummary } from './catalog.presenter';
import type { CatalogService } from './catalog.service';

export const catalogRoutes =
  (catalog: CatalogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/titles',
      {
        schema: {
          tags: ['catalog'],
          summary: 'List catalogue titles',
          querystring: ZTitleListQuery,
          response: { 200: ZTitleList },
        },
      },
      async (req) => {
        const { rows, total } = await catalog.listTitles(req.query);
        return {
          items: rows.map(presentTitleSummary),
          total,
          page: req.query.page,
          pageSize: req.query.pageSize,
        };
      },
    );
  };
