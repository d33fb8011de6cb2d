import { ZChallenge, ZChallengeDetail, ZChallengeList, ZChallengeParam } from '@rewind/shared/challenges';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOnly } from '../../platform/actor';
import type { ChallengesService } from './challenges.service';

const tags = ['challenges'];

export const challengesRoutes =
  (challenges: ChallengesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/challenges',
      {
        schema: {
          tags,
          summary: 'The open collecting challenges, newest first, with my progress when signed in',
          response: { 200: ZChallengeList },
        },
      },
      async (req) => challenges.list(await req.getActor()),
    );

    app.get(
      '/api/v1/challenges/:id',
      {
        schema: {
          tags,
          summary: 'A challenge with its leaderboard (top 20) and the items I counted',
          params: ZChallengeParam,
          response: { 200: ZChallengeDetail },
        },
      },
      async (req) => challenges.detail(await req.getActor(), req.params.id),
    );

    app.post(
      '/api/v1/challenges/:id/participants',
      {
        ...signedInOnly,
        schema: {
          tags,
          summary:
            'Join a challenge (adding a matching item to my collection joins as well): 201 when joined now, 200 when already taking part',
          params: ZChallengeParam,
          response: { 200: ZChallenge, 201: ZChallenge },
        },
      },
      async (req, reply) => {
        const { isNew, challenge } = await challenges.join(await req.getActor(), req.params.id);
        return reply.code(isNew ? 201 : 200).send(challenge);
      },
    );
  };
