import { ZCommunityStats } from '@rewind/shared/community';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CommunityService } from './community.service';

export const communityRoutes =
  (community: CommunityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/community/stats',
      {
        config: { publicCache: true },
        schema: {
          tags: ['community'],
          summary:
            'Community stats: members, active trades, recent forum posts, replies, completed challenges',
          response: { 200: ZCommunityStats },
        },
      },
      () => community.stats(),
    );
  };
