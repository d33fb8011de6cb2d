import {
  ZAdminChallenge,
  ZAdminChallengePage,
  ZAdminChallengeQuery,
  ZChallengeParam,
  ZCreateChallenge,
  ZUpdateChallenge,
} from '@rewind/shared/challenges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChallengesAdminService } from './challenges-admin.service';

const tags = ['admin'];

/** The admin portal's challenges: admins with a two-factor session, every write logged. */
export const challengesAdminRoutes =
  (challenges: ChallengesAdminService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/admin/challenges',
      {
        schema: {
          tags,
          summary: 'Every collecting challenge, closed ones too, newest first, with its counts',
          querystring: ZAdminChallengeQuery,
          response: { 200: ZAdminChallengePage },
        },
      },
      async (req) => challenges.list(await req.getActor(), req.query.page),
    );

    app.post(
      '/api/v1/admin/challenges',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'Create a collecting challenge: title, description, rule, target, dates',
          body: ZCreateChallenge,
          response: { 201: ZAdminChallenge },
        },
      },
      async (req, reply) => reply.code(201).send(await challenges.create(await req.getActor(), req.body)),
    );

    app.patch(
      '/api/v1/admin/challenges/:id',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary:
            'Change a challenge; its rule and start are fixed once someone has joined (409 challenge_rule_locked)',
          params: ZChallengeParam,
          body: ZUpdateChallenge,
          response: { 200: ZAdminChallenge },
        },
      },
      async (req) => challenges.update(await req.getActor(), req.params.id, req.body),
    );

    app.post(
      '/api/v1/admin/challenges/:id/close',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'Close a challenge: it leaves the open list and counts nothing more',
          params: ZChallengeParam,
          response: { 200: ZAdminChallenge },
        },
      },
      async (req) => challenges.close(await req.getActor(), req.params.id),
    );

    app.post(
      '/api/v1/admin/challenges/:id/reopen',
      {
        config: { writeLimit: 'edits' },
        schema: {
          tags,
          summary: 'Reopen a closed challenge',
          params: ZChallengeParam,
          response: { 200: ZAdminChallenge },
        },
      },
      async (req) => challenges.reopen(await req.getActor(), req.params.id),
    );
  };
