import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each scheduled job (platform/scheduler.ts) is next due. An instance runs a job only after moving its
 * time on in one update, which exactly one of several instances can do for each due time.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  runAfter: timestamp('run_after', { withTimezone: true }).notNull(),
});
