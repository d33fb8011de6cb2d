import * as MSG from '../texts.ts';
import { formatMoment } from '../time.ts';
import { ALLOW, deny, type TDecision } from './policy.ts';

/** The caller as the silence rule sees them: until when an admin silenced them (null: not silenced). */
export type TSilenceable = { silencedUntil: Date | null } | null;

/**
 * The writes a silenced member keeps, as their routes are named (`METHOD /api/v1/path/:param`): their own
 * collection (with its notes and for-trade flags), wantlist and settings, read markers, a preview or a
 * lookup that stores nothing, and the steps of the orders, offers and trades they are already in, so that a
 * sale or a swap under way can finish. Three of them carry text others would read, which their services
 * refuse through `silencePolicy.publish`: the profile's bio, location and seller terms, and a report's note
 * (the report itself is kept: a silenced member can still tell the admins of abuse). Every other write is
 * refused, present and future: listings, offers, orders, trade requests and proposals, forum posts, replies
 * and likes, messages, ratings, catalogue entries, photos and the avatar.
 */
export const KEPT_WHEN_SILENCED: ReadonlySet<string> = new Set([
  'POST /api/v1/me/collection',
  'PATCH /api/v1/me/collection/:itemId',
  'DELETE /api/v1/me/collection/:itemId',
  'PUT /api/v1/me/collection/:itemId/for-trade',
  'POST /api/v1/me/collection/import',
  'POST /api/v1/me/wantlist',
  'PATCH /api/v1/me/wantlist/:itemId',
  'DELETE /api/v1/me/wantlist/:itemId',
  'PATCH /api/v1/me/profile',
  'POST /api/v1/me/profile/complete',
  'POST /api/v1/me/profile/completion-shown',
  'PUT /api/v1/me/notification-preferences/:kind',
  'POST /api/v1/me/notifications/read',
  'POST /api/v1/me/two-factor/remove',
  'POST /api/v1/forum/topics/:topicId/read',
  'POST /api/v1/forum/preview',
  'POST /api/v1/lookup/movies',
  'POST /api/v1/lookup/upc',
  'POST /api/v1/orders/:orderId/steps',
  'POST /api/v1/offers/:offerId/answer',
  'POST /api/v1/offers/:offerId/withdraw',
  'POST /api/v1/trade-proposals/:id/steps',
  'POST /api/v1/reports',
  'POST /api/v1/forum/entries/:entryId/flags',
]);

/** Whether a silenced member keeps this write (`route` as Fastify names it, `/api/v1/orders/:orderId/steps`). */
export const keptWhenSilenced = (method: string, route: string): boolean =>
  KEPT_WHEN_SILENCED.has(`${method.toUpperCase()} ${route}`);

function refuseSilenced(actor: TSilenceable): TDecision {
  const until = actor?.silencedUntil;
  return until ? deny(403, 'silenced', MSG.accountSilenced(formatMoment(until))) : ALLOW;
}

/**
 * A silenced member reads everything and writes nothing others see, until the silence ends (admins are
 * never silenced). One rule for every write of the API: the route hook asks `write`, and the services of the
 * kept writes that carry text ask `publish`.
 */
export const silencePolicy = {
  /** A write to the API, by its method and route. */
  write: (actor: TSilenceable, method: string, route: string): TDecision =>
    keptWhenSilenced(method, route) ? ALLOW : refuseSilenced(actor),

  /** Text others would read, given with a kept write: refused when any of it is new or changed. */
  publish: (actor: TSilenceable, changedTexts: readonly (string | null | undefined)[]): TDecision =>
    changedTexts.some((text) => !!text) ? refuseSilenced(actor) : ALLOW,
};
