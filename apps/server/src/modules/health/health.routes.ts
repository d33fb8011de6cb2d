import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';

const ZHealth = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['ok', 'unavailable']) });

// A load balancer's check must get an answer while the database does not give one.
const PROBE_TIMEOUT_MS = 2_000;

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
          await probeDatabase(db);
          return { status: 'ok', database: 'ok' } as const;
        } catch (error) {
          req.log.warn({ err: error }, 'health check: database unavailable');
          return reply.code(503).send({ status: 'error', database: 'unavailable' });
        }
      },
    );
  };

async function probeDatabase(db: Db) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
