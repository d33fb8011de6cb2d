import { ZOrderMessagePage, ZOrderMessageRequest, ZOrderMessagesQuery } from '@rewind/shared/orders';
import { ZPublicProfileParam } from '@rewind/shared/profiles';
import {
  ZTradeProposalDetail,
  ZTradeProposalListQuery,
  ZTradeProposalPage,
  ZTradeProposalParam,
  ZTradeProposalRequest,
  ZTradeRatingPage,
  ZTradeRatingRequest,
  ZTradeStepRequest,
} from '@rewind/shared/trade-proposals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPageQuery } from '@rewind/shared/catalog';
import type { TradeProposalsService } from './trade-proposals.service';

const tags = ['trades'];
const ZCreated = z.object({ id: z.uuid() });

export const tradeProposalsRoutes =
  (proposals: TradeProposalsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/trade-proposals',
      {
        config: { writeLimit: 'trades' },
        schema: {
          tags,
          summary:
            'Propose a trade: copies of my collection for copies another member marked for trade, with a message',
          body: ZTradeProposalRequest,
          response: { 201: ZCreated },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ id: await proposals.propose(await req.getActor(), req.body) }),
    );

    app.get(
      '/api/v1/me/trade-proposals',
      {
        schema: {
          tags,
          summary: 'My trade proposals, received, sent or both, newest first',
          querystring: ZTradeProposalListQuery,
          response: { 200: ZTradeProposalPage },
        },
      },
      async (req) => proposals.list(await req.getActor(), req.query),
    );

    app.get(
      '/api/v1/trade-proposals/:id',
      {
        schema: {
          tags,
          summary:
            'A trade proposal with its copies, timeline, the steps open to me and the ratings that show',
          params: ZTradeProposalParam,
          response: { 200: ZTradeProposalDetail },
        },
      },
      async (req) => proposals.detail(await req.getActor(), req.params.id),
    );

    app.post(
      '/api/v1/trade-proposals/:id/steps',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'Accept, decline, cancel, mark my copies shipped or theirs received; answers the trade',
          params: ZTradeProposalParam,
          body: ZTradeStepRequest,
          response: { 200: ZTradeProposalDetail },
        },
      },
      async (req) => {
        const actor = await req.getActor();
        await proposals.step(actor, req.params.id, req.body);
        return proposals.detail(actor, req.params.id);
      },
    );

    app.post(
      '/api/v1/trade-proposals/:id/counter',
      {
        config: { writeLimit: 'trades' },
        schema: {
          tags,
          summary: 'Answer a proposal with another, the sides swapped; the first one is countered',
          params: ZTradeProposalParam,
          body: ZTradeProposalRequest,
          response: { 201: ZCreated },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ id: await proposals.counter(await req.getActor(), req.params.id, req.body) }),
    );

    app.get(
      '/api/v1/trade-proposals/:id/messages',
      {
        schema: {
          tags,
          summary: "The trade's thread between its two members, newest first, 50 at a time",
          params: ZTradeProposalParam,
          querystring: ZOrderMessagesQuery,
          response: { 200: ZOrderMessagePage },
        },
      },
      async (req) => proposals.messages(await req.getActor(), req.params.id, req.query.before),
    );

    app.post(
      '/api/v1/trade-proposals/:id/messages',
      {
        config: { writeLimit: 'messages' },
        schema: {
          tags,
          summary: 'Write to the other member of the trade (plain text, at most 2000 characters)',
          params: ZTradeProposalParam,
          body: ZOrderMessageRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await proposals.postMessage(await req.getActor(), req.params.id, req.body.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/v1/trade-proposals/:id/rating',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'Rate the other member of a completed trade (once, within 7 days); answers the trade',
          params: ZTradeProposalParam,
          body: ZTradeRatingRequest,
          response: { 201: ZTradeProposalDetail },
        },
      },
      async (req, reply) => {
        const actor = await req.getActor();
        await proposals.rate(actor, req.params.id, req.body);
        return reply.code(201).send(await proposals.detail(actor, req.params.id));
      },
    );

    app.get(
      '/api/v1/users/:username/trade-ratings',
      {
        schema: {
          tags,
          summary: "A member's trade ratings that show (both sides rated, or 7 days passed), newest first",
          params: ZPublicProfileParam,
          querystring: ZPageQuery,
          response: { 200: ZTradeRatingPage },
        },
      },
      async (req) => proposals.ratingsOf(await req.getActor(), req.params.username, req.query),
    );
  };
