import {
  ZAddToCollectionRequest,
  ZAddToWantlistRequest,
  ZCollectionImportRequest,
  ZCollectionImportResult,
  ZCollectionItem,
  ZCollectionList,
  ZCollectionQuery,
  ZForTradeRequest,
  ZItemParam,
  ZMyReleaseState,
  ZTitleStateParam,
  ZTradeMatches,
  ZUpdateNotesRequest,
  ZUpdateWantlistItemRequest,
  ZUserCollectionList,
  ZUserCollectionParam,
  ZWantlistItem,
  ZWantlistList,
} from '@rewind/shared/collection';
import { MSG } from '@rewind/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../../platform/actor';
import {
  collectionCsv,
  presentCollectionItem,
  presentWantlistItem,
  wantlistCsv,
} from './collection.presenter';
import type { CollectionService } from './collection.service';

const csvName = (kind: string) => `rewind-${kind}-${new Date().toISOString().slice(0, 10)}.csv`;

export const collectionRoutes =
  (collection: CollectionService): FastifyPluginAsyncZod =>
  async (app) => {
    // Collection

    app.get(
      '/api/v1/me/collection',
      {
        schema: {
          tags: ['collection'],
          summary: 'My collection, newest first by default, each item with its film and release',
          querystring: ZCollectionQuery,
          response: { 200: ZCollectionList },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        const { rows, total, hasMore } = await collection.list(actor, 'collection', req.query);
        const listings = await collection.listingsOfItems(rows.map((row) => row.id));
        return {
          items: rows.map((row) => ({
            ...presentCollectionItem(row),
            listing: listings.get(row.id) ?? null,
          })),
          total: total ?? 0,
          page: req.query.page,
          pageSize: req.query.pageSize,
          hasMore,
        };
      },
    );

    app.post(
      '/api/v1/me/collection',
      {
        config: { writeLimit: 'collection' },
        schema: {
          tags: ['collection'],
          summary: 'Add a release ({ releaseId }) or a film without a release ({ titleId }) to my collection',
          body: ZAddToCollectionRequest,
          response: { 201: ZCollectionItem },
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req, MSG.missingUserOrMasterItem);
        const row = await collection.addToCollection(actor, req.body);
        return reply.code(201).send(presentCollectionItem(row));
      },
    );

    app.patch(
      '/api/v1/me/collection/:itemId',
      {
        config: { writeLimit: 'notes' },
        schema: {
          tags: ['collection'],
          summary: 'Change the notes of one of my collection items',
          params: ZItemParam,
          body: ZUpdateNotesRequest,
          response: { 200: ZCollectionItem },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return presentCollectionItem(
          await collection.updateCollectionNotes(actor, req.params.itemId, req.body.notes),
        );
      },
    );

    app.put(
      '/api/v1/me/collection/:itemId/for-trade',
      {
        config: { writeLimit: 'notes' },
        schema: {
          tags: ['collection'],
          summary: 'Mark one of my collection items as a spare I would trade away, or not',
          params: ZItemParam,
          body: ZForTradeRequest,
          response: { 200: ZCollectionItem },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return presentCollectionItem(
          await collection.setForTrade(actor, req.params.itemId, req.body.forTrade),
        );
      },
    );

    app.get(
      '/api/v1/me/trade-matches',
      {
        ...signedInOnly,
        schema: {
          tags: ['collection'],
          summary: 'Members whose spares I want and who want mine: mutual matches first, then one-sided',
          response: { 200: ZTradeMatches },
        },
      },
      async (req) => collection.tradeMatches((await req.getActor())!),
    );

    app.delete(
      '/api/v1/me/collection/:itemId',
      {
        config: { writeLimit: 'collection' },
        schema: {
          tags: ['collection'],
          summary: 'Remove one of my collection items',
          params: ZItemParam,
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req);
        await collection.remove(actor, 'collection', req.params.itemId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/v1/me/collection.csv',
      {
        schema: {
          tags: ['collection'],
          summary: 'My whole collection as CSV (text/csv, header row, RFC 4180 quoting)',
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req);
        const csv = collectionCsv(await collection.exportRows(actor, 'collection'));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvName('collection')}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );

    app.post(
      '/api/v1/me/collection/import',
      {
        config: { writeLimit: 'imports' },
        // 1000 rows of long titles and notes fit in 2 MB.
        bodyLimit: 2 * 1024 * 1024,
        schema: {
          tags: ['collection'],
          summary: 'Import CSV rows (parsed by the client): match each to a release; dryRun only previews',
          body: ZCollectionImportRequest,
          response: { 200: ZCollectionImportResult },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return collection.importCollection(actor, req.body);
      },
    );

    app.get(
      '/api/v1/me/titles/:idOrSlug/state',
      {
        schema: {
          tags: ['collection'],
          summary: 'Which releases of a film are in my collection and wantlist (for the release picker)',
          params: ZTitleStateParam,
          response: { 200: ZMyReleaseState },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return collection.releaseState(actor, req.params.idOrSlug);
      },
    );

    app.get(
      '/api/v1/users/:username/collection',
      {
        schema: {
          tags: ['collection'],
          summary:
            "A user's collection: public profiles only (a private one answers 404 like an unknown user); total is null when the owner hides the count",
          params: ZUserCollectionParam,
          querystring: ZCollectionQuery,
          response: { 200: ZUserCollectionList },
        },
      },
      async (req) => {
        const actor = await req.getActor();
        const { rows, total, hasMore, username } = await collection.listOfUser(
          actor,
          req.params.username,
          req.query,
        );
        return {
          username,
          items: rows.map(presentCollectionItem),
          total,
          page: req.query.page,
          pageSize: req.query.pageSize,
          hasMore,
        };
      },
    );

    // Wantlist

    app.get(
      '/api/v1/me/wantlist',
      {
        schema: {
          tags: ['wantlist'],
          summary: 'My wantlist, newest first by default, each item with its film and release',
          querystring: ZCollectionQuery,
          response: { 200: ZWantlistList },
        },
      },
      async (req) => {
        const actor = await requireUser(req, MSG.notAuthenticated);
        const { rows, total, hasMore } = await collection.list(actor, 'wantlist', req.query);
        const matches = await collection.matchesOfWants(
          actor,
          rows.map((row) => row.id),
        );
        return {
          items: rows.map((row) =>
            presentWantlistItem(row, collection.currency, matches.get(row.id) ?? null),
          ),
          total: total ?? 0,
          page: req.query.page,
          pageSize: req.query.pageSize,
          hasMore,
        };
      },
    );

    app.post(
      '/api/v1/me/wantlist',
      {
        config: { writeLimit: 'wantlist' },
        schema: {
          tags: ['wantlist'],
          summary: 'Add a release ({ releaseId }) or a film ({ titleId }) to my wantlist',
          body: ZAddToWantlistRequest,
          response: { 201: ZWantlistItem },
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req, MSG.notAuthenticated);
        const row = await collection.addToWantlist(actor, req.body);
        return reply.code(201).send(presentWantlistItem(row, collection.currency));
      },
    );

    app.patch(
      '/api/v1/me/wantlist/:itemId',
      {
        config: { writeLimit: 'notes' },
        schema: {
          tags: ['wantlist'],
          summary: 'Change the notes or priority of one of my wantlist items',
          params: ZItemParam,
          body: ZUpdateWantlistItemRequest,
          response: { 200: ZWantlistItem },
        },
      },
      async (req) => {
        const actor = await requireUser(req, MSG.notAuthenticated);
        return presentWantlistItem(
          await collection.updateWantlistItem(actor, req.params.itemId, req.body),
          collection.currency,
        );
      },
    );

    app.delete(
      '/api/v1/me/wantlist/:itemId',
      {
        config: { writeLimit: 'wantlist' },
        schema: {
          tags: ['wantlist'],
          summary: 'Remove one of my wantlist items',
          params: ZItemParam,
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req, MSG.notAuthenticated);
        await collection.remove(actor, 'wantlist', req.params.itemId);
        return reply.code(204).send();
      },
    );

    app.get(
      '/api/v1/me/wantlist.csv',
      {
        schema: {
          tags: ['wantlist'],
          summary: 'My whole wantlist as CSV (text/csv, header row, RFC 4180 quoting)',
        },
      },
      async (req, reply) => {
        const actor = await requireUser(req, MSG.notAuthenticated);
        const csv = wantlistCsv(await collection.exportRows(actor, 'wantlist'));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csvName('wantlist')}"`)
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  };
