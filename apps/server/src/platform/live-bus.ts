import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The PostgreSQL channel every instance listens on (LISTEN/NOTIFY; PGlite delivers it in-process). */
export const LIVE_CHANNEL = 'rewind_live';

/**
 * What is announced: not the data itself (a NOTIFY carries at most 8 KB, and who may see a row is decided
 * when it is sent), but where to look. `activity`: the feed has new rows. `user`: an event for one user's
 * connections only, with its data.
 */
export type LiveMessage =
  { topic: 'activity' } | { topic: 'user'; userId: string; event: string; data: unknown };

/**
 * Announces `message` in the caller's transaction: PostgreSQL delivers a NOTIFY only when the transaction
 * commits, and never when it rolls back, so listeners never hear of a write that is not there.
 */
export async function announce(tx: Db, messages: LiveMessage | LiveMessage[]): Promise<void> {
  const payloads = (Array.isArray(messages) ? messages : [messages]).map((message) =>
    JSON.stringify(message),
  );
  if (payloads.length === 0) return;
  // One statement and one parameter however many (a notification to every member who wants a film).
  await tx.execute(
    sql`select pg_notify(${LIVE_CHANNEL}, payload)
      from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
  );
}

export function parseLiveMessage(payload: string): LiveMessage | null {
  try {
    const message = JSON.parse(payload) as LiveMessage;
    return message.topic === 'activity' || message.topic === 'user' ? message : null;
  } catch {
    return null;
  }
}
