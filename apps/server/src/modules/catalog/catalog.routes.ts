import {
  ZCreateTitleRequest,
  ZDistributor,
  ZDistributorQuery,
  ZSearchQuery,
  ZSearchResult,
  ZTitleDetail,
  ZTitleList,
  ZTitleListQuery,
  ZUpdateTitleRequest,
} from '@rewind/shared/catalog';
import { ZPosterFromUrlRequest } from '@rewind/shared/images';
import { releaseAbilities, titleAbilities } from '@rewind/shared/policies/catalog';
import { ZCreateReleaseRequest, ZReleaseDetail, ZUpdateReleaseRequest } from '@rewind/shared/releases';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DeleteRelease, DeleteTitle } from '../../commands/delete-from-catalogue';
import { requireUser, signedInOnly } from '../../platform/actor';
import type { CollectionService } from '../collection/collection.service';
import type { ImagesService } from '../images/images.service';
import {
  presentDistributor,
  presentReleaseDetail,
  presentTitleDetail,
  presentTitleSummary,
  titleSlug,
} from './catalog.presenter';
import type { CatalogService } from './catalog.service';

const ZIdOrSlug = z.object({ idOrSlug: z.string().min(1).max(300) });
const ZId = z.object({ id: z.uuid() });

export const catalogRoutes =
  (
    catalog: CatalogService,
    images: ImagesService,
    collection: Pick<CollectionService, 'haveAndWantCounts'>,
    remove: { title: DeleteTitle; release: DeleteRelease },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // A film or release with what this caller may do with it (the web shows its actions from that alone).
    const titleDetail = async (req: FastifyRequest, id: string) => {
      const { title, releases } = await catalog.getTitle(id);
      const releaseIds = releases.map((release) => release.id);
      const actor = await req.getActor();
      const [gallery, releaseCovers, counts] = await Promise.all([
        images.shownImages('title', title.id, actor),
        images.releaseCovers(releaseIds),
        collection.haveAndWantCounts(releaseIds),
      ]);
      const shown = { images: gallery, releaseCovers };
      return presentTitleDetail(title, releases, counts, shown, titleAbilities(actor));
    };

    const releaseDetail = async (
      req: FastifyRequest,
      { release, title }: Awaited<ReturnType<CatalogService['getRelease']>>,
    ) => {
      const actor = await req.getActor();
      const [gallery, counts] = await Promise.all([
        images.shownImages('release', release.id, actor),
        collection.haveAndWantCounts([release.id]),
      ]);
      return presentReleaseDetail(release, title, counts, gallery, releaseAbilities(actor));
    };

    app.get(
      '/api/v1/titles',
      {
        config: { publicCache: true },
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

    app.get(
      '/api/v1/titles/:idOrSlug',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary: 'A film with its releases, by UUID, display id or slug',
          params: ZIdOrSlug,
          response: { 200: ZTitleDetail },
        },
      },
      async (req) => titleDetail(req, req.params.idOrSlug),
    );

    app.post(
      '/api/v1/titles',
      {
        config: { writeLimit: 'titles' },
        schema: {
          tags: ['catalog'],
          summary: 'Add a film (and optionally its first release)',
          body: ZCreateTitleRequest,
          response: { 201: ZTitleDetail },
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req);
        const title = await catalog.createTitle(actor, req.body);
        return reply.code(201).send(await titleDetail(req, title.id));
      },
    );

    app.patch(
      '/api/v1/titles/:id',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: ['catalog'],
          summary: 'Change a film: empty fields by anyone signed in, filled fields by admins',
          params: ZId,
          body: ZUpdateTitleRequest,
          response: { 200: ZTitleDetail },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        const title = await catalog.updateTitle(actor, req.params.id, req.body);
        return titleDetail(req, title.id);
      },
    );

    app.post(
      '/api/v1/titles/:idOrSlug/poster',
      {
        config: { writeLimit: 'uploads' },
        ...signedInOnly,
        schema: {
          tags: ['images'],
          summary: "Set a film's cover from an image URL: the server fetches it and stores it as JPEG",
          description:
            'Only https URLs on the configured poster hosts (POSTER_HOSTS), never private addresses: 400 ' +
            '`poster_host_not_allowed`, 422 `poster_fetch_failed`. The empty-field rule applies: a filled ' +
            'cover is replaced by admins only. Answers the film.',
          params: ZIdOrSlug,
          body: ZPosterFromUrlRequest,
          response: { 200: ZTitleDetail },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        const title = await images.setPosterFromUrl(actor, req.params.idOrSlug, req.body.url);
        return titleDetail(req, title.id);
      },
    );

    app.delete(
      '/api/v1/titles/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Delete a film with its releases into the trash (admins with two-factor only)',
          params: ZId,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await remove.title(await requireUser(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/v1/releases/:id',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Delete a release into the trash; its film stays (admins with two-factor only)',
          params: ZId,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await remove.release(await requireUser(req), req.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/v1/distributors/:name',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary: "A distributor's or studio's releases, grouped by film",
          params: z.object({ name: z.string().trim().min(1).max(200) }),
          querystring: ZDistributorQuery,
          response: { 200: ZDistributor },
        },
      },
      async (req) => {
        const { rows, releases, total } = await catalog.distributor(req.params.name, req.query);
        const covers = await images.releaseCovers(releases.map((release) => release.id));
        return presentDistributor(req.params.name, rows, releases, { total, ...req.query }, covers);
      },
    );

    app.post(
      '/api/v1/releases',
      {
        config: { writeLimit: 'releases' },
        schema: {
          tags: ['catalog'],
          summary: 'Add a release to a film',
          body: ZCreateReleaseRequest,
          response: { 201: ZReleaseDetail },
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req);
        const { release, title } = await catalog.createRelease(actor, req.body);
        return reply
          .code(201)
          .send(presentReleaseDetail(release, title, new Map(), [], releaseAbilities(actor)));
      },
    );

    app.get(
      '/api/v1/releases/:idOrSlug',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary: 'A release with its film, by UUID, display id or slug',
          params: ZIdOrSlug,
          response: { 200: ZReleaseDetail },
        },
      },
      async (req) => releaseDetail(req, await catalog.getRelease(req.params.idOrSlug)),
    );

    app.patch(
      '/api/v1/releases/:id',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: ['catalog'],
          summary: 'Change a release: empty fields by anyone signed in, filled fields by admins',
          params: ZId,
          body: ZUpdateReleaseRequest,
          response: { 200: ZReleaseDetail },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return releaseDetail(req, await catalog.updateRelease(actor, req.params.id, req.body));
      },
    );

    app.get(
      '/api/v1/search',
      {
        config: { publicCache: true },
        schema: {
          tags: ['catalog'],
          summary: 'Search titles (at most 50, newest first), with suggestions when nothing matches',
          querystring: ZSearchQuery,
          response: { 200: ZSearchResult },
        },
      },
      async (req) => {
        const { term, rows, suggestions } = await catalog.search(req.query.q, req.query.limit);
        return {
          query: term,
          items: rows.map(presentTitleSummary),
          suggestions: suggestions.map((title) => ({ title: title.title, slug: titleSlug(title) })),
        };
      },
    );
  };
