// The kinds of notification and how each may be delivered, apart from the schemas (notifications.ts): pages
// that only show them (the profile's settings, the list) should not bring the schema library with them.

/** The part of the site a notification belongs to: Marketplace and Community show a dot for theirs. */
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
  'film-removed': {
    area: 'catalog',
    label: 'A film you hold or want removed from the catalogue, or restored',
    delivery: 'email',
  },
  'photo-removed': {
    area: 'catalog',
    label: 'A main photo of yours removed from a film or release by an admin',
    delivery: 'email',
  },
  'listing-removed': {
    area: 'marketplace',
    label: 'A listing of yours removed by an admin',
    delivery: 'email',
  },
  'order-update': { area: 'marketplace', label: 'Your orders and sales', delivery: 'email' },
  'order-message': { area: 'marketplace', label: 'Messages about your orders', delivery: 'email' },
  message: { area: 'community', label: 'Messages and trade requests', delivery: 'email' },
  reply: { area: 'community', label: 'Replies in forum topics you take part in', delivery: 'app' },
  mention: { area: 'community', label: 'Mentions of you in the forum', delivery: 'email' },
  'post-removed': {
    area: 'community',
    label: 'A forum post of yours removed by an admin',
    delivery: 'email',
  },
  'challenge-completed': { area: 'community', label: 'Challenges you complete', delivery: 'app' },
  'trade-update': {
    area: 'community',
    label: 'Your trades: proposals, answers, shipping and ratings',
    delivery: 'email',
  },
  'trade-message': { area: 'community', label: 'Messages about your trades', delivery: 'email' },
  'trade-match': {
    area: 'community',
    label: 'A new mutual trade match: a member who wants your spares has spares you want',
    delivery: 'app',
  },
} as const satisfies Record<string, TKindDefinition>;

export type TNotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as [
  TNotificationKind,
  ...TNotificationKind[],
];

export const PROFILE_SETTINGS_HINT =
  'You choose which notifications are e-mailed to you, at once or in a daily digest, on your profile page.';
