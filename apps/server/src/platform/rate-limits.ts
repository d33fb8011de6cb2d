import { MSG } from '@rewind/shared/messages';
import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestHookHandler } from 'fastify';
import { AppError } from './errors';
import type { RateLimitRule, RateLimitStore } from './rate-limit-store';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * What one account may write, by name. Far above what a person does by hand (a collector adding a shelf, an
 * editor filling in a dozen films), far below what a script can do, in the spirit of Discogs' limits. Routes
 * that name the same allowance share one count.
 */
export const WRITE_LIMITS = {
  /** Every write under /api/v1 that names no other allowance. */
  writes: { window: HOUR, max: 300 },
  titles: { window: HOUR, max: 100 },
  releases: { window: HOUR, max: 200 },
  /** Changes to films, releases and galleries. */
  edits: { window: HOUR, max: 300 },
  /** Gallery photos and posters fetched by URL: each is stored and re-encoded. */
  uploads: { window: MINUTE, max: 20 },
  profile: { window: HOUR, max: 60 },
  avatar: { window: HOUR, max: 20 },
  notes: { window: HOUR, max: 300 },
  collection: { window: HOUR, max: 600 },
  wantlist: { window: HOUR, max: 600 },
  /** Listing, repricing and removing copies for sale. */
  listings: { window: HOUR, max: 300 },
  /** Messages of an order's thread: a conversation, not a flood. */
  messages: { window: HOUR, max: 120 },
  /** Trade requests posted and ended. */
  trades: { window: HOUR, max: 30 },
  /** Topics, replies, edits, deletions and flags in the forum. */
  forum: { window: HOUR, max: 60 },
  /** Where a reader stopped in a topic, and likes: one per page read or click. */
  forumMarks: { window: HOUR, max: 1200 },
  /** Reports of listings, members and ratings to the admins. */
  reports: { window: HOUR, max: 30 },
  /** Blog posts written, changed and deleted by admins. */
  blog: { window: HOUR, max: 120 },
  imports: { window: MINUTE, max: 10 },
  /** Movie and UPC lookups: each may ask an outside service. */
  lookups: { window: MINUTE, max: 30 },
} satisfies Record<string, RateLimitRule>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The allowance in WRITE_LIMITS this write counts against; `writes` when none is named. */
    writeLimit?: WriteLimitName;
  }
}

/** The OpenAPI extension that tells API clients each write's allowance. */
export const RATE_LIMIT_DOC = 'x-rate-limit';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The counter of one allowance for one account (or, for a visitor, one address). */
export const writeLimitKey = (name: WriteLimitName, who: string) => `write:${name}:${who}`;

/** Counts one request under `key` and answers 429 (the app's text, with Retry-After) once `rule` is used up. */
export async function enforceLimit(limits: RateLimitStore, key: string, rule: RateLimitRule): Promise<void> {
  const decision = await limits.consume(key, rule);
  if (decision.allowed) return;
  const retryAfter = decision.retryAfter ?? rule.window;
  throw new AppError(429, 'too_many_requests', MSG.tooManyRequests(retryAfter), undefined, {
    'retry-after': String(retryAfter),
  });
}

/**
 * Every POST, PUT, PATCH and DELETE under /api/v1, present and future, counts against an allowance per
 * account: the one its route names in `config.writeLimit`, else `writes`. The count comes first, before the
 * route's own hooks, so a request over the limit costs no body parsing, upload or outside lookup. A visitor
 * counts by address (their write is refused with 401 next anyway).
 */
export function registerWriteLimits(app: FastifyInstance, limits: RateLimitStore) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.url.startsWith('/api/v1/') || !methods.some((method) => WRITE_METHODS.has(method))) return;
    const name = route.config?.writeLimit ?? 'writes';
    const rule = WRITE_LIMITS[name];
    const limitWrite: onRequestHookHandler = async (req) => {
      if (!WRITE_METHODS.has(req.method)) return;
      await enforceLimit(limits, writeLimitKey(name, await callerOf(req)), rule);
    };
    route.onRequest = [limitWrite, ...[route.onRequest ?? []].flat()];
    route.schema = {
      ...route.schema,
      [RATE_LIMIT_DOC]: { allowance: name, max: rule.max, windowSeconds: rule.window, per: 'user' },
    } as FastifySchema;
  });
}

async function callerOf(req: FastifyRequest): Promise<string> {
  const actor = await req.getActor();
  return actor ? actor.userId : `ip:${req.ip}`;
}
