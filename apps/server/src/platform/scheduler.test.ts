import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { scheduledJobs } from '../db/schema/jobs';
import { useTestServer } from '../test/server';
import { DatabaseUnavailableError } from '../db/connection-loss';
import { dailyAtUtc, every, startScheduler } from './scheduler';

const server = useTestServer();
const db = () => server.database.db;

describe('the scheduler', () => {
  const stops: (() => Promise<void>)[] = [];
  afterAll(() => Promise.all(stops.map((stop) => stop())));

  it('runs a due job once however many instances look for it, and again when it is next due', async () => {
    let runs = 0;
    const job = {
      name: 'count-runs',
      next: every(3_600_000),
      run: async () => void (runs += 1),
    };
    // Three instances, each looking every 10 ms.
    for (let i = 0; i < 3; i++) {
      const scheduler = await startScheduler({ db: db(), logger: server.app.log, jobs: [job], tickMs: 10 });
      stops.push(scheduler.stop);
    }
    const makeDue = () =>
      db()
        .update(scheduledJobs)
        .set({ runAfter: sql`now() - interval '1 second'` })
        .where(eq(scheduledJobs.name, job.name));
    const waitForRuns = async (count: number) => {
      const deadline = Date.now() + 10_000;
      while (runs < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      // Time for any instance that would run it a second time to do so.
      await new Promise((resolve) => setTimeout(resolve, 200));
    };

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(0);
    await makeDue();
    await waitForRuns(1);
    expect(runs).toBe(1);
    await makeDue();
    await waitForRuns(2);
    expect(runs).toBe(2);
  });

  it('keeps running after a job fails', async () => {
    let runs = 0;
    server.expectLoggedError(/tape jammed/);
    const job = {
      name: 'fails-first',
      next: every(3_600_000),
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('tape jammed');
      },
    };
    const scheduler = await startScheduler({ db: db(), logger: server.app.log, jobs: [job], tickMs: 10 });
    stops.push(scheduler.stop);
    for (const expected of [1, 2]) {
      await db()
        .update(scheduledJobs)
        .set({ runAfter: sql`now() - interval '1 second'` })
        .where(eq(scheduledJobs.name, job.name));
      const deadline = Date.now() + 10_000;
      while (runs < expected && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(runs).toBe(expected);
    }
  });

  it('takes a database outage in a job as a warning, not an error: the pool comes back by itself', async () => {
    let runs = 0;
    const job = {
      name: 'meets-an-outage',
      next: every(3_600_000),
      run: async () => {
        runs += 1;
        throw new DatabaseUnavailableError(new Error('Connection terminated unexpectedly'));
      },
    };
    const scheduler = await startScheduler({ db: db(), logger: server.app.log, jobs: [job], tickMs: 10 });
    stops.push(scheduler.stop);
    await db()
      .update(scheduledJobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, job.name));
    const deadline = Date.now() + 10_000;
    while (runs < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // No expectLoggedError: an error in the log would fail this test (test/server.ts).
    expect(runs).toBe(1);
  });

  it('finds the next time of a daily job in UTC', () => {
    expect(dailyAtUtc(7)(new Date('2026-11-26T06:59:00Z')).toISOString()).toBe('2026-11-26T07:00:00.000Z');
    expect(dailyAtUtc(7)(new Date('2026-11-26T07:00:00Z')).toISOString()).toBe('2026-11-27T07:00:00.000Z');
    expect(dailyAtUtc(7)(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T07:00:00.000Z');
  });
});
