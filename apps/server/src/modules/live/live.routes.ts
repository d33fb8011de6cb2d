import { MSG } from '@rewind/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { AppError } from '../../platform/errors';
import type { ActivityService } from '../activity/activity.service';
import { activityEvent, type LiveEvent, type LiveHub } from './live-hub';

/** How long a browser waits before it reconnects on its own after the stream drops. */
const RECONNECT_MS = 3_000;
/** Streams one address may hold on one instance: one per tab, with room for a household behind one router. */
const STREAMS_PER_ADDRESS = 20;
/** A stream whose reader has fallen this far behind is closed (the browser reconnects and resumes). */
const MAX_UNSENT_BYTES = 256 * 1024;
/** Feed items a reconnecting stream is sent from where it left off. */
const RESUME_LIMIT = 30;

/** Marks the stream in the OpenAPI document: its answer never ends. */
export const EVENT_STREAM_DOC = 'x-event-stream';

const formatEvent = ({ event, data, id }: LiveEvent) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const liveRoutes =
  (hub: LiveHub, activity: ActivityService): FastifyPluginAsyncZod =>
  async (app) => {
    const streamsByAddress = new Map<string, number>();

    app.get(
      '/api/v1/events',
      {
        schema: {
          tags: ['live'],
          summary: 'The live stream (Server-Sent Events): new activity for all, unread counts per user',
          description:
            'text/event-stream. A heartbeat comment at least every 25 s; Last-Event-ID resumes the feed where it ' +
            'left off.',
          [EVENT_STREAM_DOC]: true,
        },
      },
      async (req, reply) => {
        const address = req.ip;
        const open = streamsByAddress.get(address) ?? 0;
        if (open >= STREAMS_PER_ADDRESS) throw new AppError(429, 'too_many_requests', MSG.tooManyAttempts);
        const userId = (await req.getActor())?.userId ?? null;
        const resumeAfter = Number(req.headers['last-event-id']);

        const stream = new PassThrough();
        const write = (text: string) => {
          if (stream.writableLength > MAX_UNSENT_BYTES) return stream.end();
          stream.write(text);
        };
        const remove = hub.add({
          userId,
          send: (event) => write(formatEvent(event)),
          heartbeat: () => write(': heartbeat\n\n'),
          close: () => stream.end(),
        });
        streamsByAddress.set(address, open + 1);
        req.raw.once('close', () => {
          remove();
          stream.end();
          const left = (streamsByAddress.get(address) ?? 1) - 1;
          if (left > 0) streamsByAddress.set(address, left);
          else streamsByAddress.delete(address);
        });

        stream.write(`retry: ${RECONNECT_MS}\n\n`);
        if (Number.isSafeInteger(resumeAfter) && resumeAfter >= 0) {
          // Joined the hub first: an item may come twice (the browser keeps one per id), never not at all.
          for (const item of await activity.publicSince(resumeAfter, RESUME_LIMIT))
            write(formatEvent(activityEvent(item)));
        }
        return (
          reply
            .header('content-type', 'text/event-stream; charset=utf-8')
            .header('cache-control', 'no-store')
            // nginx and others buffer answers by default, which would hold events back.
            .header('x-accel-buffering', 'no')
            // The connection ends with the stream: a server closing down does not wait for it to idle out.
            .header('connection', 'close')
            .send(stream)
        );
      },
    );
  };
