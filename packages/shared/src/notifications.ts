import { z } from 'zod';
import { ZPageQuery } from './catalog.ts';
import { NOTIFICATION_DELIVERIES, NOTIFICATION_KIND_NAMES } from './notification-kinds.ts';

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

/**
 * POST /api/v1/me/notifications/read: the given ids, or those of some kinds (opening /marketplace reads the
 * matches it shows), or those that link to one page (opening an order or a listing), or all.
 */
export const ZMarkNotificationsRead = z.object({
  ids: z.array(z.uuid()).min(1).max(100).optional(),
  kinds: z.array(z.enum(NOTIFICATION_KIND_NAMES)).min(1).optional(),
  link: z.string().startsWith('/').max(300).optional(),
});
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
