import {
  ZNewTradeRequest,
  ZTradeListQuery,
  ZTradeParam,
  ZTradeRequestAnswers,
  ZTradeRequestPage,
} from '@rewind/shared/trades';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImagesService } from '../images/images.service';
import type { TradesService } from './trades.service';

const tags = ['trades'];

export const tradesRoutes =
  (trades: TradesService, images: ImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/trades',
      {
        schema: {
          tags,
          summary: 'Active trade requests, newest first, 20 a page, with their release, trader and photos',
          querystring: ZTradeListQuery,
          response: { 200: ZTradeRequestPage },
        },
      },
      async (req) => {
        const actor = await req.getActor();
        const page = await trades.list(actor, req.query.page);
        // The page's photos in one query, not one per request.
        const ids = page.items.map((trade) => trade.id);
        const photos = await images.shownGalleries('trade', ids, actor);
        return {
          ...page,
          items: page.items.map((trade) => ({ ...trade, images: photos.get(trade.id) ?? [] })),
        };
      },
    );

    app.post(
      '/api/v1/trades',
      {
        config: { writeLimit: 'trades' },
        schema: {
          tags,
          summary:
            "Post a trade request: from one of my collection items, a release, a film, or by hand. Wants default to 'open to offers', offers to the film's title",
          body: ZNewTradeRequest,
          response: { 201: z.object({ id: z.uuid() }) },
        },
      },
      async (req, reply) => reply.code(201).send({ id: await trades.create(await req.getActor(), req.body) }),
    );

    app.get(
      '/api/v1/trades/:id/answers',
      {
        schema: {
          tags,
          summary:
            'The proposals under way answering my trade request, which its end declines or leaves going',
          params: ZTradeParam,
          response: { 200: ZTradeRequestAnswers },
        },
      },
      async (req) => trades.answers(await req.getActor(), req.params.id),
    );

    app.delete(
      '/api/v1/trades/:id',
      {
        config: { writeLimit: 'trades' },
        schema: { tags, summary: 'End my trade request', params: ZTradeParam },
      },
      async (req, reply) => {
        await trades.remove(await req.getActor(), req.params.id);
        return reply.code(204).send();
      },
    );
  };
