import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { isDatabaseUnavailable } from '../db/connection-loss';
import { scheduledJobs } from '../db/schema/jobs';

export type ScheduledJob = {
  name: string;
  /** When the job is next due after a run that starts at `now`. */
  next(now: Date): Date;
  run(): Promise<void>;
};

/** Due every `ms` milliseconds. */
export const every =
  (ms: number) =>
  (now: Date): Date =>
    new Date(now.getTime() + ms);

/** Due once a day at `hour`:00 UTC. */
export const dailyAtUtc =
  (hour: number) =>
  (now: Date): Date => {
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
    if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
    return next;
  };

/** How often an instance looks for due jobs. */
const TICK_MS = 5_000;

/**
 * Runs each job when it is due, once across all the instances on one database: an instance runs a job only
 * after moving its due time on with one conditional update, which succeeds for exactly one of them (PostgreSQL
 * re-checks the condition on the row another instance just updated). A run that fails or is cut short by a
 * crash is not repeated before its next time; the jobs keep their work in the database, so that run picks up
 * what this one left.
 */
export async function startScheduler({
  db,
  logger,
  jobs,
  tickMs = TICK_MS,
}: {
  db: Db;
  logger: FastifyBaseLogger;
  jobs: readonly ScheduledJob[];
  tickMs?: number;
}) {
  const now = new Date();
  // A job new to this database is first due at its first time from now.
  await db
    .insert(scheduledJobs)
    .values(jobs.map((job) => ({ name: job.name, runAfter: job.next(now) })))
    .onConflictDoNothing();

  async function claim(job: ScheduledJob): Promise<boolean> {
    const claimed = await db
      .update(scheduledJobs)
      .set({ runAfter: job.next(new Date()) })
      .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.runAfter, sql`now()`)))
      .returning({ name: scheduledJobs.name });
    return claimed.length === 1;
  }

  let running: Promise<void> | null = null;
  async function tick() {
    for (const job of jobs) {
      try {
        if (await claim(job)) await job.run();
      } catch (error) {
        // An outage is expected now and then (the pool reconnects by itself): a warning, not an error.
        if (isDatabaseUnavailable(error))
          logger.warn(
            { job: job.name },
            'The database is unavailable; the scheduled job runs at its next time',
          );
        else
          logger.error(
            { err: error, job: job.name },
            'A scheduled job failed; it runs again at its next time',
          );
      }
    }
  }
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = null));
  }, tickMs);
  timer.unref();

  return {
    /** Stops looking for due jobs and waits for a run in progress. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
