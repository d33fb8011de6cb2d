import { ZAdminRatingPage, ZAdminRatingQuery } from '@rewind/shared/admin-marketplace';
import { ZListingParam } from '@rewind/shared/marketplace';
import {
  ZOrderDetail,
  ZOrderListQuery,
  ZOrderPage,
  ZOrdersWaiting,
  ZOrderParam,
  ZFeedbackPage,
  ZFeedbackParam,
  ZFeedbackRemoveRequest,
  ZFeedbackReplyRequest,
  ZFeedbackRequest,
  ZListingOffers,
  ZOffer,
  ZOfferAnswer,
  ZOfferListQuery,
  ZOfferPage,
  ZOfferParam,
  ZOfferRequest,
  ZOrderMessagePage,
  ZOrderMessageRequest,
  ZOrderMessagesQuery,
  ZOrderStepRequest,
  ZPriceHistory,
  ZReleaseIdParam,
} from '@rewind/shared/orders';
import { ZPageQuery } from '@rewind/shared/catalog';
import { ZPublicProfileParam } from '@rewind/shared/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '../../platform/actor';
import type { OrdersService } from './orders.service';

export const ordersRoutes =
  (orders: OrdersService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/v1/listings/:listingId/orders',
      {
        config: { writeLimit: 'listings' },
        schema: {
          tags: ['orders'],
          summary:
            'Buy a listing: opens an order and reserves the copy (409 when someone else got there first)',
          params: ZListingParam,
          response: { 201: ZOrderDetail },
        },
      },
      async (req, reply) => {
        const actor = await req.getActor();
        const id = await orders.buy(actor, req.params.listingId);
        return reply.code(201).send(await orders.get(actor, id));
      },
    );

    app.get(
      '/api/v1/orders/:orderId/messages',
      {
        schema: {
          tags: ['orders'],
          summary: "The order's thread between buyer and seller, newest first, 50 at a time",
          params: ZOrderParam,
          querystring: ZOrderMessagesQuery,
          response: { 200: ZOrderMessagePage },
        },
      },
      async (req) => orders.messages(await req.getActor(), req.params.orderId, req.query.before),
    );

    app.post(
      '/api/v1/orders/:orderId/messages',
      {
        config: { writeLimit: 'messages' },
        schema: {
          tags: ['orders'],
          summary: 'Write to the other side of the order (plain text, at most 2000 characters)',
          params: ZOrderParam,
          body: ZOrderMessageRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await orders.postMessage(await req.getActor(), req.params.orderId, req.body.body);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/v1/releases/:releaseId/price-history',
      {
        schema: {
          tags: ['orders'],
          summary:
            "A release's price history from completed sales: per media grade over 12 months, and its last sale",
          params: ZReleaseIdParam,
          response: { 200: ZPriceHistory },
        },
      },
      async (req) => orders.priceHistory(req.params.releaseId),
    );

    app.post(
      '/api/v1/orders/:orderId/feedback',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: ['orders'],
          summary:
            'Rate the seller of a completed order (its buyer, once, within 60 days); answers the order',
          params: ZOrderParam,
          body: ZFeedbackRequest,
          response: { 201: ZOrderDetail },
        },
      },
      async (req, reply) => {
        const actor = await req.getActor();
        await orders.rate(actor, req.params.orderId, req.body);
        return reply.code(201).send(await orders.get(actor, req.params.orderId));
      },
    );

    app.post(
      '/api/v1/feedback/:feedbackId/reply',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: ['orders'],
          summary: "The seller's one reply to a rating",
          params: ZFeedbackParam,
          body: ZFeedbackReplyRequest,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await orders.reply(await req.getActor(), req.params.feedbackId, req.body.reply);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      '/api/v1/feedback/:feedbackId',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags: ['orders'],
          summary: 'Remove a rating with a reason that is kept (admins with a two-factor session)',
          params: ZFeedbackParam,
          body: ZFeedbackRemoveRequest,
          response: { 200: z.object({ message: z.string() }) },
        },
      },
      async (req) => ({
        message: await orders.removeFeedback(await req.getActor(), req.params.feedbackId, req.body.reason),
      }),
    );

    app.get(
      '/api/v1/users/:username/feedback',
      {
        schema: {
          tags: ['orders'],
          summary: "A seller's ratings from their sales, newest first",
          params: ZPublicProfileParam,
          querystring: ZPageQuery,
          response: { 200: ZFeedbackPage },
        },
      },
      async (req) => orders.feedbackOf(await req.getActor(), req.params.username, req.query),
    );

    app.post(
      '/api/v1/listings/:listingId/offers',
      {
        config: { writeLimit: 'listings' },
        schema: {
          tags: ['orders'],
          summary:
            "Offer less than the price (once per listing); below the seller's floor it is declined at once",
          params: ZListingParam,
          body: ZOfferRequest,
          response: { 201: ZOffer },
        },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await orders.makeOffer(await req.getActor(), req.params.listingId, req.body.amount)),
    );

    app.get(
      '/api/v1/listings/:listingId/offers',
      {
        ...signedInOnly,
        schema: {
          tags: ['orders'],
          summary: "A listing's offers: every one for its seller, the caller's own for anyone else",
          params: ZListingParam,
          response: { 200: ZListingOffers },
        },
      },
      async (req) => orders.offersOfListing(await requireUser(req), req.params.listingId),
    );

    app.post(
      '/api/v1/offers/:offerId/answer',
      {
        config: { writeLimit: 'listings' },
        schema: {
          tags: ['orders'],
          summary:
            'The seller accepts (an order opens at the amount; answers its id) or declines a pending offer',
          params: ZOfferParam,
          body: ZOfferAnswer,
          response: { 200: z.object({ orderId: z.uuid().nullable() }) },
        },
      },
      async (req) => ({
        orderId: await orders.answerOffer(await req.getActor(), req.params.offerId, req.body.answer),
      }),
    );

    app.post(
      '/api/v1/offers/:offerId/withdraw',
      {
        config: { writeLimit: 'listings' },
        schema: {
          tags: ['orders'],
          summary: 'The buyer withdraws their pending offer; the seller is told',
          params: ZOfferParam,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await orders.withdrawOffer(await req.getActor(), req.params.offerId);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/v1/me/offers',
      {
        ...signedInOnly,
        schema: {
          tags: ['orders'],
          summary: 'Offers I received as a seller or sent as a buyer, newest first, optionally in one state',
          querystring: ZOfferListQuery,
          response: { 200: ZOfferPage },
        },
      },
      async (req) => orders.listMyOffers(await requireUser(req), req.query),
    );

    app.get(
      '/api/v1/me/orders',
      {
        ...signedInOnly,
        schema: {
          tags: ['orders'],
          summary: 'My purchases or my sales, newest first, optionally in one state',
          querystring: ZOrderListQuery,
          response: { 200: ZOrderPage },
        },
      },
      async (req) => orders.listMine(await requireUser(req), req.query),
    );

    app.get(
      '/api/v1/me/orders/waiting',
      {
        ...signedInOnly,
        schema: {
          tags: ['orders'],
          summary: 'How many of my purchases, sales and offers received wait on me',
          response: { 200: ZOrdersWaiting },
        },
      },
      async (req) => orders.waitingOn(await requireUser(req)),
    );

    app.get(
      '/api/v1/orders/:orderId',
      {
        schema: {
          tags: ['orders'],
          summary:
            'An order with its timeline and the steps the caller may take now (its buyer, seller or an admin)',
          params: ZOrderParam,
          response: { 200: ZOrderDetail },
        },
      },
      async (req) => orders.get(await req.getActor(), req.params.orderId),
    );

    app.post(
      '/api/v1/orders/:orderId/steps',
      {
        config: { writeLimit: 'listings' },
        schema: {
          tags: ['orders'],
          summary:
            'Take a step (confirm the total, the payment, ship, confirm receipt, cancel); answers the order',
          params: ZOrderParam,
          body: ZOrderStepRequest,
          response: { 200: ZOrderDetail },
        },
      },
      async (req) => {
        const actor = await req.getActor();
        await orders.takeStep(actor, req.params.orderId, req.body);
        return orders.get(actor, req.params.orderId);
      },
    );

    app.get(
      '/api/v1/admin/ratings',
      {
        schema: {
          tags: ['admin'],
          summary: 'Admins: the newest seller ratings not removed, with buyer, seller, order and item',
          querystring: ZAdminRatingQuery,
          response: { 200: ZAdminRatingPage },
        },
      },
      async (req) => orders.ratingsForAdmin(await req.getActor(), req.query),
    );
  };
