import { ZActivityFeed } from '@rewind/shared/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ActivityService } from './activity.service';

export const activityRoutes =
  (activity: ActivityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/activity',
      {
        schema: {
          tags: ['activity'],
          summary: 'The activity feed, newest first (new items then arrive on GET /api/v1/events)',
          response: { 200: ZActivityFeed },
        },
      },
      async () => ({ items: await activity.feed() }),
    );
  };
