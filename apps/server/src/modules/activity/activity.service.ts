import type { TActivityItem } from '@rewind/shared/activity';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityEvents } from '../../db/schema/activity';
import { cachedFor } from '../../platform/cached-for';
import { announce } from '../../platform/live-bus';
import { activityRowOf, type DomainEvent } from './domain-events';
import * as repo from './activity.repo';
import { presentActivity } from './activity.presenter';

export type { DomainEvent } from './domain-events';

/**
 * What another module does when an event happens, in the same transaction: a member who wants a film hears of
 * its new release. Registered where the app is put together (app.ts), so the module that raises an event
 * never depends on the modules that react to it.
 */
export type Reaction = (tx: Db, events: readonly DomainEvent[], record: RecordEvents) => Promise<void>;

/** Records domain events: see createEventRecorder. */
export type RecordEvents = (tx: Db, events: DomainEvent | DomainEvent[]) => Promise<void>;

// Changes to the feed this process wrote: a count each instance's copy of the feed is checked against, so a
// reader after a write here (the writer's next page) never gets the copy from before it. Other instances
// hear of it by the announcement, when the write commits.
let localFeedChanges = 0;

/**
 * Says, in the writer's transaction, that what the feed shows changed other than by a new row (rows withdrawn,
 * a member's name or privacy): announced to every instance once the transaction commits, and noted here at once.
 */
export async function announceFeedChange(tx: Db): Promise<void> {
  localFeedChanges++;
  await announce(tx, { topic: 'activity' });
}

/**
 * The one way a domain event is written: its activity row in the writer's transaction `tx`, announced to the
 * live stream when that transaction commits (never if it rolls back), and each reaction run in the same
 * transaction. Many at once, e.g. for an import. A reaction may record events of its own (a completed
 * challenge), which go through the same recorder.
 */
export function createEventRecorder(reactions: readonly Reaction[] = []): RecordEvents {
  const record: RecordEvents = async (tx, events) => {
    const list = Array.isArray(events) ? events : [events];
    if (list.length === 0) return;
    await tx.insert(activityEvents).values(list.map(activityRowOf));
    await announce(tx, { topic: 'activity' });
    for (const react of reactions) await react(tx, list, record);
  };
  return record;
}

/**
 * Takes the feed rows of listings that ended out of the feed, in the writer's transaction: the feed shows only
 * listings still for sale. Open pages drop them at the next refresh of the feed.
 */
export async function withdrawListingEvents(tx: Db, listingIds: string[]): Promise<void> {
  if (listingIds.length === 0) return;
  await tx.delete(activityEvents).where(inArray(activityEvents.listingId, listingIds));
  await announceFeedChange(tx);
}

/** Takes an ended trade request's row out of the feed, in the writer's transaction. */
export async function withdrawTradeEvents(tx: Db, tradeId: string): Promise<void> {
  await tx.delete(activityEvents).where(eq(activityEvents.tradeId, tradeId));
  await announceFeedChange(tx);
}

/**
 * Takes a removed or hidden topic's rows (all of them, replies included) or a reply's row out of the feed, in
 * the writer's transaction: the feed shows only what the forum shows.
 */
export async function withdrawForumEvents(tx: Db, which: { postId: string } | { replyId: string }) {
  await tx
    .delete(activityEvents)
    .where(
      'postId' in which ? eq(activityEvents.postId, which.postId) : eq(activityEvents.replyId, which.replyId),
    );
  await announceFeedChange(tx);
}

/**
 * The feed is the same for everyone and read on every home page: each instance keeps it (decision 015). A new
 * row shows at once (each read compares the newest id, an index-only lookup); what else changes it (a row
 * withdrawn, a profile made private or renamed) is announced, and the hub drops the copy (`feedChanged`). The
 * copy is never older than this, whatever an instance missed.
 */
export const FEED_CACHE_MS = 30_000;

export function createActivityService(db: Db) {
  const newestFeed = cachedFor(FEED_CACHE_MS, async () => {
    // Read first: a row or a change written meanwhile makes the next read load again rather than be missed.
    const changes = localFeedChanges;
    const latestId = await repo.latestActivityId(db);
    return { latestId, changes, items: (await repo.publicFeed(db)).map(presentActivity) };
  });

  return {
    /** Public feed items written after `afterId` (oldest first), at most `limit`; private profiles left out. */
    async publicSince(afterId: number, limit: number): Promise<TActivityItem[]> {
      return (await repo.publicActivitySince(db, afterId, limit)).map(presentActivity);
    },
    /** The home page's feed: the newest of each kind, merged, newest first. */
    async feed(): Promise<TActivityItem[]> {
      const [latestId, kept] = await Promise.all([repo.latestActivityId(db), newestFeed()]);
      if (kept.latestId >= latestId && kept.changes === localFeedChanges) return kept.items;
      newestFeed.invalidate();
      return (await newestFeed()).items;
    },
    /** Something the feed shows changed (announced on the live bus): the next read loads it again. */
    feedChanged: () => newestFeed.invalidate(),
    /** A merged film's feed rows move to the film that stays, in the merge's transaction (decision 029). */
    moveEventsOfFilm: (tx: Db, fromId: string, toId: string) => repo.moveEventsOfFilm(tx, fromId, toId),
    /** The newest item's id: where a live stream that starts now begins. */
    latestId: () => repo.latestActivityId(db),
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
