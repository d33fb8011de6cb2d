import { ZCollectorCounts, ZCommunityStats } from '@rewind/shared/community';
import { requireUser, signedInOnly } from '../../platform/actor';
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

    app.get(
      '/api/v1/community/top-collectors',
      {
        config: { publicCache: true },
        schema: {
          tags: ['community'],
          summary: 'The 10 largest collections of members who show their count (counted once per 30 s)',
          response: { 200: ZCollectorCounts },
        },
      },
      () => community.topCollectors(),
    );

    app.get(
      '/api/v1/me/collection-overlaps',
      {
        ...signedInOnly,
        schema: {
          tags: ['community'],
          summary: 'The 5 members whose collections share the most releases with mine',
          response: { 200: ZCollectorCounts },
        },
      },
      async (req) => community.overlapsWith(await requireUser(req)),
    );
  };
