import {
  ZMarkNotificationsRead,
  ZNotificationKindParam,
  ZNotificationPage,
  ZNotificationPreferences,
  ZNotificationPreferenceUpdate,
  ZNotificationQuery,
  ZUnreadCounts,
} from '@rewind/shared/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedInOnly } from '../../platform/actor';
import type { NotificationsService } from './notifications.service';

export const notificationsRoutes =
  (notifications: NotificationsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/v1/me/unread',
      {
        ...signedInOnly,
        schema: {
          tags: ['notifications'],
          summary: "The caller's unread counts: the bell's, and the nav's Marketplace and Community dots",
          description: 'The live stream sends the same counts (event `unread`) whenever they change.',
          response: { 200: ZUnreadCounts },
        },
      },
      async (req) => notifications.unreadCounts((await requireUser(req)).userId),
    );

    app.get(
      '/api/v1/me/notifications',
      {
        ...signedInOnly,
        schema: {
          tags: ['notifications'],
          summary: "The caller's notifications, newest first",
          querystring: ZNotificationQuery,
          response: { 200: ZNotificationPage },
        },
      },
      async (req) => {
        const { userId } = await requireUser(req);
        return notifications.list(userId, req.query.page, req.query.pageSize);
      },
    );

    app.post(
      '/api/v1/me/notifications/read',
      {
        ...signedInOnly,
        schema: {
          tags: ['notifications'],
          summary: 'Mark notifications read: the given ids, or those of an area, or all of them',
          body: ZMarkNotificationsRead,
          response: { 200: ZUnreadCounts },
        },
      },
      async (req) => notifications.markRead((await requireUser(req)).userId, req.body),
    );

    app.get(
      '/api/v1/me/notification-preferences',
      {
        ...signedInOnly,
        schema: {
          tags: ['notifications'],
          summary: 'How the caller hears of each kind: in the app only, e-mail at once, or a daily digest',
          response: { 200: ZNotificationPreferences },
        },
      },
      async (req) => ({ preferences: await notifications.preferences((await requireUser(req)).userId) }),
    );

    app.put(
      '/api/v1/me/notification-preferences/:kind',
      {
        ...signedInOnly,
        schema: {
          tags: ['notifications'],
          summary: 'Choose how the caller hears of one kind',
          params: ZNotificationKindParam,
          body: ZNotificationPreferenceUpdate,
          response: { 200: ZNotificationPreferences },
        },
      },
      async (req) => {
        const { userId } = await requireUser(req);
        return {
          preferences: await notifications.setPreference(userId, req.params.kind, req.body.delivery),
        };
      },
    );
  };
