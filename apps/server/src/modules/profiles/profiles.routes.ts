import { readUploadedFile } from '../../platform/uploaded-file';
import fastifyMultipart from '@fastify/multipart';
import { LIMITS } from '@rewind/shared/limits';
import { MSG } from '@rewind/shared/messages';
import {
  ZAvatarUpload,
  ZMyProfile,
  ZProfileCompletionRequest,
  ZProfileUpdateRequest,
  ZPublicProfile,
  ZPublicProfileParam,
  ZUsernameAvailability,
  ZUsernameParam,
} from '@rewind/shared/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedInOnly } from '../../platform/actor';
import { presentMyProfile, presentPublicProfile } from './profiles.presenter';
import type { CollectionService } from '../collection/collection.service';
import type { MarketplaceService } from '../marketplace/marketplace.service';
import type { TradeProposalsService } from '../trades/trade-proposals.service';
import type { ProfilesService } from './profiles.service';

export const profilesRoutes =
  (
    profiles: ProfilesService,
    counts: {
      collection: Pick<CollectionService, 'countItems' | 'tradeMatchesWith'>;
      marketplace: Pick<MarketplaceService, 'sellerRating'>;
      trades: Pick<TradeProposalsService, 'traderRating'>;
    },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    // Multipart only inside this plugin. The cap sits one byte above the avatar limit so that the service,
    // not the parser, decides and answers with the product's text; anything longer is cut off and refused.
    await app.register(fastifyMultipart, {
      limits: { fileSize: LIMITS.avatarBytes + 1, files: 1, fields: 5, parts: 6 },
    });

    app.get(
      '/api/v1/me/profile',
      {
        ...signedInOnly,
        schema: {
          tags: ['profiles'],
          summary: "The signed-in user's profile (created on first use)",
          response: { 200: ZMyProfile },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return presentMyProfile(await profiles.getMyProfile(actor), actor, profiles.currency);
      },
    );

    app.patch(
      '/api/v1/me/profile',
      {
        config: { writeLimit: 'profile' },
        ...signedInOnly,
        schema: {
          tags: ['profiles'],
          summary: 'Update bio, location, seller terms, privacy flags or remove the avatar',
          description: 'The username never changes here; a username in the body is ignored.',
          body: ZProfileUpdateRequest,
          response: { 200: ZMyProfile },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return presentMyProfile(await profiles.updateMyProfile(actor, req.body), actor, profiles.currency);
      },
    );

    app.post(
      '/api/v1/me/profile/complete',
      {
        config: { writeLimit: 'profile' },
        ...signedInOnly,
        schema: {
          tags: ['profiles'],
          summary: "Complete the profile: replace the auto-generated 'user_…' username, once",
          description:
            "409 `username_taken` ('Username is already taken'); 409 `already_completed` when the username " +
            'was already chosen (for example in another tab).',
          body: ZProfileCompletionRequest,
          response: { 200: ZMyProfile },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return presentMyProfile(await profiles.completeProfile(actor, req.body), actor, profiles.currency);
      },
    );

    app.post(
      '/api/v1/me/profile/completion-shown',
      {
        config: { writeLimit: 'profile' },
        ...signedInOnly,
        schema: {
          tags: ['profiles'],
          summary: 'Record that the completion prompt was shown',
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await profiles.markCompletionShown(await requireUser(req));
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/v1/usernames/:name/availability',
      {
        ...signedInOnly,
        schema: {
          tags: ['profiles'],
          summary: 'Whether a username can be chosen (the caller’s own counts as available)',
          params: ZUsernameParam,
          response: { 200: ZUsernameAvailability },
        },
      },
      async (req) => ({ status: await profiles.checkUsername(await requireUser(req), req.params.name) }),
    );

    app.post(
      '/api/v1/me/avatar',
      {
        config: { writeLimit: 'avatar' },
        ...signedInOnly,
        schema: {
          tags: ['profiles'],
          summary: 'Upload a new avatar (multipart, field `file`): an image under 5 MB',
          consumes: ['multipart/form-data'],
          response: { 200: ZAvatarUpload },
        },
      },
      async (req) => {
        const actor = await requireUser(req);
        return profiles.uploadAvatar(
          actor,
          await readUploadedFile(req, { notAnImage: MSG.avatarNotImage, tooLarge: MSG.avatarTooLarge }),
        );
      },
    );

    app.get(
      '/api/v1/users/:username',
      {
        schema: {
          tags: ['profiles'],
          summary:
            "A public profile; a private one shows others only its username, a suspended member's also that it is suspended",
          params: ZPublicProfileParam,
          response: { 200: ZPublicProfile },
        },
      },
      async (req) => {
        const actor = await req.getActor();
        const view = await profiles.viewProfile(actor, req.params.username);
        if (view.kind !== 'visible') return presentPublicProfile(view);
        const { userId } = view.profile;
        const [collectionCount, sellerRating, traderRating, matches] = await Promise.all([
          view.showsCollectionCount ? counts.collection.countItems(userId) : null,
          counts.marketplace.sellerRating(userId),
          counts.trades.traderRating(userId),
          actor && actor.userId !== userId ? counts.collection.tradeMatchesWith(actor, [userId]) : null,
        ]);
        return presentPublicProfile({
          ...view,
          collectionCount,
          sellerRating,
          traderRating,
          tradeMatch: matches?.get(userId) ?? null,
          currency: profiles.currency,
        });
      },
    );
  };
