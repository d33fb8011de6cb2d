// The owner's notification settings, fetched when a profile page draws them. A module of its own, so that only
// the page that shows them holds this loader, and visitors' pages never fetch the settings.
export const loadNotificationPreferences = () =>
  import('@/features/notifications/components/notification-preferences').then(
    (module) => module.NotificationPreferences,
  );
