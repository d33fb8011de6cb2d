import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

const ZHealth = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unavailable']) });

export const healthRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['platform'],
          summary: 'Liveness and database check',
          response: { 200: ZHealth, 503: ZHealth },
        },
        logLevel: 'warn',
      },
      async (req, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { status: 'ok', database: 'ok' } as const;
        } catch (error) {
          req.log.error({ err: error }, 'health check: database unavailable');
          return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
        }
      },
    );
  };
