import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';

/** The part of the site a notification belongs to: Marketplace and Community show a dot for theirs (spec 2). */
export const NOTIFICATION_AREAS = ['catalog', 'marketplace', 'community'] as const;
export type TNotificationArea = (typeof NOTIFICATION_AREAS)[number];

/** How a member hears of a kind: in the app only, by e-mail at once, or in one daily e-mail. */
export const NOTIFICATION_DELIVERIES = ['app', 'email', 'digest'] as const;
export type TNotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

export const DELIVERY_LABELS: Record<TNotificationDelivery, string> = {
  app: 'In the app only',
  email: 'E-mail at once',
  digest: 'Daily digest',
};

type TKindDefinition = { area: TNotificationArea; label: string; delivery: TNotificationDelivery };

/**
 * Every kind of notification, with its area, its name on the preferences form and how it is delivered until
 * the member chooses. Each area adds its kinds here as it is built; what someone would want to hear of at
 * once (a sale, a message) is mailed by default, the rest stays in the app.
 */
export const NOTIFICATION_KINDS = {
  'wanted-film-release': {
    area: 'catalog',
    label: 'A new release of a film on your wantlist',
    delivery: 'app',
  },
  'wantlist-match': {
    area: 'marketplace',
    label: 'A listing of something on your wantlist',
    delivery: 'email',
  },
  'order-update': { area: 'marketplace', label: 'Your orders and sales', delivery: 'email' },
  message: { area: 'community', label: 'Messages and trade requests', delivery: 'email' },
  reply: { area: 'community', label: 'Replies to your forum posts', delivery: 'app' },
  mention: { area: 'community', label: 'Mentions of you', delivery: 'app' },
  'challenge-completed': { area: 'community', label: 'Challenges you complete', delivery: 'app' },
} as const satisfies Record<string, TKindDefinition>;

export type TNotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [
  TNotificationKind,
  ...TNotificationKind[],
];

/** One notification: what happened, where to see it, when, and whether its owner has seen it. */
export const ZNotification = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KIND_NAMES),
  text: z.string(),
  link: z.string().nullable(),
  time: z.iso.datetime(),
  isRead: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationQuery = ZPageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /api/v1/me/notifications: newest first. */
export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

/**
 * GET /api/v1/me/unread: the bell's count and the nav's dots (Marketplace, Community), also sent over the live
 * stream whenever they change. Counted up to UNREAD_COUNT_CAP (the bell shows '99+' well before).
 */
export const ZUnreadCounts = z.object({
  notifications: z.number().int(),
  marketplace: z.number().int(),
  community: z.number().int(),
});
export type TUnreadCounts = z.infer<typeof ZUnreadCounts>;
export const UNREAD_COUNT_CAP = 1000;

/** POST /api/v1/me/notifications/read: the given ones, or all when `ids` is left out. */
export const ZMarkNotificationsRead = z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() });
export type TMarkNotificationsRead = z.infer<typeof ZMarkNotificationsRead>;

export const ZNotificationPreference = z.object({
  kind: z.enum(NOTIFICATION_KIND_NAMES),
  delivery: z.enum(NOTIFICATION_DELIVERIES),
});
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

/** GET /api/v1/me/notification-preferences: every kind, the member's choice or the kind's default. */
export const ZNotificationPreferences = z.object({ preferences: z.array(ZNotificationPreference) });
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

export const ZNotificationKindParam = z.object({ kind: z.enum(NOTIFICATION_KIND_NAMES) });
export const ZNotificationPreferenceUpdate = z.object({ delivery: z.enum(NOTIFICATION_DELIVERIES) });

export const PROFILE_SETTINGS_HINT =
  'You choose which notifications are e-mailed to you, at once or in a daily digest, on your profile page.';
