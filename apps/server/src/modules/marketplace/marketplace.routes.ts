import { ZAdminListingPage, ZAdminListingQuery } from '@rewind/shared/admin-marketplace';
import {
  ZCreateListingRequest,
  ZFilmForSale,
  ZListingPage,
  ZListingParam,
  ZListingQuery,
  ZListingRemoval,
  ZListingRemoved,
  ZListingView,
  ZRemoveListingRequest,
  ZSellerListingsQuery,
  ZSellersWithMyWants,
  ZUpdateListingRequest,
} from '@rewind/shared/marketplace';
import { ZWantlistMatchCount } from '@rewind/shared/collection';
import { ZPublicProfileParam } from '@rewind/shared/profiles';
import { type Actor, requireUser, signedInOnly } from '../../platform/actor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ImagesService } from '../images/images.service';
import type { MarketplaceService } from './marketplace.service';

const ZFilmParam = z.object({ id: z.uuid() });

export const marketplaceRoutes =
  (marketplace: MarketplaceService, images: ImagesService): FastifyPluginAsyncZod =>
  async (app) => {
    /** A listing's page: the listing with the seller's photos of the copy, and other copies of its release. */
    async function listingView(actor: Actor | null, id: string) {
      const [view, photos] = await Promise.all([
        marketplace.get(actor, id),
        images.shownImages('listing', id, actor),
      ]);
      return { ...view, listing: { ...view.listing, images: photos } };
    }

    app.get(
      '/api/v1/listings',
      {
        schema: {
          tags: ['marketplace'],
          summary: 'Active listings, filtered and sorted as /marketplace asks (wanted=true: signed in only)',
          querystring: ZListingQuery,
          response: { 200: ZListingPage },
        },
      },
      async (req) => marketplace.browse(await req.getActor(), req.query),
    );

    app.get(
      '/api/v1/titles/:id/for-sale',
      {
        config: { publicCache: true },
        schema: {
          tags: ['marketplace'],
          summary: "A film's copies for sale now, by release: how many, from what price, and the cheapest",
          params: ZFilmParam,
          response: { 200: ZFilmForSale },
        },
      },
      async (req) => marketplace.forSaleOfFilm(await req.getActor(), req.params.id),
    );

    app.get(
      '/api/v1/listings/:listingId',
      {
        schema: {
          tags: ['marketplace'],
          summary: "A listing (also once removed or sold), its seller's card and other copies of its release",
          params: ZListingParam,
          response: { 200: ZListingView },
        },
      },
      async (req) => listingView(await req.getActor(), req.params.listingId),
    );

    app.post(
      '/api/v1/me/listings',
      {
        config: { writeLimit: 'listings' },
        schema: {
          tags: ['marketplace'],
          summary: 'List a copy from my collection for sale',
          body: ZCreateListingRequest,
          response: { 201: ZListingView },
        },
      },
      async (req, reply) => {
        const actor = await req.getActor();
        const id = await marketplace.create(actor, req.body);
        return reply.code(201).send(await listingView(actor, id));
      },
    );

    app.patch(
      '/api/v1/listings/:listingId',
      {
        config: { writeLimit: 'listings' },
        schema: {
          tags: ['marketplace'],
          summary: "Change my listing's price, grades, sealed flag or notes",
          params: ZListingParam,
          body: ZUpdateListingRequest,
          response: { 200: ZListingView },
        },
      },
      async (req) => {
        const actor = await req.getActor();
        await marketplace.update(actor, req.params.listingId, req.body);
        return listingView(actor, req.params.listingId);
      },
    );

    app.get(
      '/api/v1/listings/:listingId/removal',
      {
        ...signedInOnly,
        schema: {
          tags: ['marketplace'],
          summary:
            "What removing my listing (or, an admin, anyone's) takes with it: the offers waiting, an order under way",
          params: ZListingParam,
          response: { 200: ZListingRemoval },
        },
      },
      async (req) => marketplace.removalFacts(await req.getActor(), req.params.listingId),
    );

    app.delete(
      '/api/v1/listings/:listingId',
      {
        config: { writeLimit: 'listings' },
        schema: {
          tags: ['marketplace'],
          summary: "Remove my listing, or (an admin, with a reason) anyone's",
          params: ZListingParam,
          body: ZRemoveListingRequest,
          response: { 200: ZListingRemoved },
        },
      },
      async (req) => ({
        message: await marketplace.remove(await req.getActor(), req.params.listingId, req.body),
      }),
    );

    app.get(
      '/api/v1/me/wantlist/matches',
      {
        ...signedInOnly,
        schema: {
          tags: ['marketplace'],
          summary: 'The Wantlist badge: how many of my wants have an active listing that passes their rules',
          response: { 200: ZWantlistMatchCount },
        },
      },
      async (req) => ({ count: await marketplace.wantlistMatchCount(await requireUser(req)) }),
    );

    app.get(
      '/api/v1/me/wantlist/sellers',
      {
        ...signedInOnly,
        schema: {
          tags: ['marketplace'],
          summary: 'The sellers whose listings match the most of my wants, with those listings',
          response: { 200: ZSellersWithMyWants },
        },
      },
      async (req) => marketplace.sellersWithMyWants(await requireUser(req)),
    );

    app.get(
      '/api/v1/users/:username/listings',
      {
        schema: {
          tags: ['marketplace'],
          summary: "A seller's active listings, newest first",
          params: ZPublicProfileParam,
          querystring: ZSellerListingsQuery,
          response: { 200: ZListingPage },
        },
      },
      async (req) => marketplace.ofSeller(await req.getActor(), req.params.username, req.query),
    );

    app.get(
      '/api/v1/admin/listings',
      {
        schema: {
          tags: ['admin'],
          summary:
            "Admins: listings of every state by words of the film's title or the start of the seller's username, active first",
          querystring: ZAdminListingQuery,
          response: { 200: ZAdminListingPage },
        },
      },
      async (req) => marketplace.listingsForAdmin(await req.getActor(), req.query),
    );
  };
