import type { TActivityItem } from '@rewind/shared/activity';
import { LIVE_EVENTS } from '@rewind/shared/live';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { LIVE_CHANNEL, parseLiveMessage } from '../../platform/live-bus';
import type { ActivityService } from '../activity/activity.service';

/** One event of the stream: `id` is what the browser sends back as Last-Event-ID when it reconnects. */
export type LiveEvent = { event: string; data: unknown; id?: string };

/** An open stream: the signed-in user it belongs to (or null), and how to write to it. */
export type LiveConnection = {
  userId: string | null;
  send(event: LiveEvent): void;
  /** A comment line that keeps proxies and the browser from closing an idle stream. */
  heartbeat(): void;
  close(): void;
};

export type LiveHubOptions = {
  database: Database;
  activity: ActivityService;
  logger: FastifyBaseLogger;
  heartbeatMs: number;
};

// Feed rows may commit out of order (a later row's transaction first): each catch-up looks back this many ids
// behind the newest one sent, and sends what it has not sent yet.
const LOOKBACK = 64;
const CATCH_UP_BATCH = 100;

/**
 * Fans what is announced (live-bus.ts) out to this instance's open streams. Every instance listens on the
 * database, so every event reaches every stream whichever instance wrote it. A feed announcement drops the
 * instance's copy of the feed and makes the hub read the new public rows once and send them to all; a user's
 * event goes to that user's streams only.
 */
export async function createLiveHub({ database, activity, logger, heartbeatMs }: LiveHubOptions) {
  const connections = new Set<LiveConnection>();
  // A user's event goes to that user's streams alone: found by user, not by walking every stream.
  const byUser = new Map<string, Set<LiveConnection>>();
  let newestSent = await activity.latestId();
  const sent = new Set<number>();
  let catchUpRun: Promise<void> | null = null;
  let isCatchUpDue = false;

  async function catchUp(): Promise<void> {
    do {
      isCatchUpDue = false;
      const items = await activity.publicSince(Math.max(0, newestSent - LOOKBACK), CATCH_UP_BATCH);
      for (const item of items) {
        const id = Number(item.id);
        if (sent.has(id)) continue;
        sent.add(id);
        newestSent = Math.max(newestSent, id);
        broadcast(activityEvent(item));
      }
      for (const id of sent) if (id <= newestSent - LOOKBACK) sent.delete(id);
      // A full batch means more are waiting.
      if (items.length === CATCH_UP_BATCH) isCatchUpDue = true;
    } while (isCatchUpDue);
  }

  /** One catch-up at a time; announcements during one make it run once more. */
  function requestCatchUp() {
    if (catchUpRun) {
      isCatchUpDue = true;
      return;
    }
    catchUpRun = catchUp()
      .catch((error: unknown) => logger.warn({ err: error }, 'live stream: could not read new activity'))
      .finally(() => (catchUpRun = null));
  }

  function broadcast(event: LiveEvent) {
    for (const connection of connections) connection.send(event);
  }

  function onActivityChanged() {
    activity.feedChanged();
    requestCatchUp();
  }

  const stopListening = await database.listen(LIVE_CHANNEL, {
    onNotify(payload) {
      const message = parseLiveMessage(payload);
      if (message?.topic === 'activity') onActivityChanged();
      if (message?.topic === 'user') {
        for (const connection of byUser.get(message.userId) ?? [])
          connection.send({ event: message.event, data: message.data });
      }
    },
    // Announcements made while the listener was away were not heard: the feed's rows are still there.
    onResumed: onActivityChanged,
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, heartbeatMs);
  heartbeat.unref();

  return {
    /** Adds an open stream; the function returned removes it. */
    add(connection: LiveConnection): () => void {
      const { userId } = connection;
      connections.add(connection);
      if (userId) byUser.set(userId, (byUser.get(userId) ?? new Set()).add(connection));
      return () => {
        connections.delete(connection);
        const own = userId ? byUser.get(userId) : undefined;
        if (own?.delete(connection) && own.size === 0) byUser.delete(userId!);
      };
    },
    get size() {
      return connections.size;
    },
    /** Ends every stream (the server is closing) and stops listening. */
    async close() {
      clearInterval(heartbeat);
      for (const connection of connections) connection.close();
      connections.clear();
      byUser.clear();
      await stopListening();
      await catchUpRun;
    },
  };
}

export type LiveHub = Awaited<ReturnType<typeof createLiveHub>>;

export const activityEvent = (item: TActivityItem): LiveEvent => ({
  event: LIVE_EVENTS.activity,
  data: item,
  id: item.id,
});
