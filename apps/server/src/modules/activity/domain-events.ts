import { LIMITS } from '@rewind/shared/limits';
import { ACTIVITY_ACTIONS, type TActivityType } from '@rewind/shared/options';

type Film = { id: string; title: string };
type Topic = { id: string; title: string };
type Challenge = { id: string; title: string };
type Trade = { id: string; title: string };

/**
 * What happened, as the services say it. `record` (activity.service.ts) writes each as a row of the activity
 * feed in the writer's transaction and announces it once that transaction commits. Every event of the next
 * areas (listings, orders, posts, trades, challenges) joins this union.
 */
export type DomainEvent =
  | { kind: 'film-added'; userId: string; film: Film }
  | {
      kind: 'release-added';
      userId: string;
      film: Film;
      releaseId: string;
      /** What tells it from the film's other releases. */
      release: { format: string; year: number | null };
    }
  | { kind: 'photo-added'; userId: string; film: Film; releaseId?: string }
  | { kind: 'collection-added'; userId: string; film: Film; releaseId?: string }
  | { kind: 'wantlist-added'; userId: string; film: Film; releaseId?: string }
  | { kind: 'listing-added'; userId: string; film: Film; releaseId: string; listingId: string }
  | { kind: 'topic-posted'; userId: string; topic: Topic }
  | { kind: 'reply-posted'; userId: string; topic: Topic; replyId: string }
  | { kind: 'challenge-completed'; userId: string; challenge: Challenge }
  | { kind: 'trade-posted'; userId: string; trade: Trade };

export type ActivityRow = {
  kind: DomainEvent['kind'];
  userId: string;
  type: TActivityType;
  action: string;
  itemTitle: string;
  titleId?: string;
  releaseId?: string;
  listingId?: string;
  postId?: string;
  replyId?: string;
  challengeId?: string;
  tradeId?: string;
};

function withOrWithoutRelease(event: DomainEvent, type: TActivityType, withRelease: string, without: string) {
  return { type, action: 'releaseId' in event && event.releaseId ? withRelease : without };
}

const ACTIVITY_OF: Record<DomainEvent['kind'], (event: DomainEvent) => Pick<ActivityRow, 'type' | 'action'>> =
  {
    'film-added': () => ({ type: 'catalog', action: ACTIVITY_ACTIONS.titleAdded }),
    'release-added': () => ({ type: 'catalog', action: ACTIVITY_ACTIONS.releaseAdded }),
    // The feed shows photo uploads beside catalogue additions.
    'photo-added': () => ({ type: 'catalog', action: ACTIVITY_ACTIONS.photoAdded }),
    // The product's own texts: with a release or without.
    'collection-added': (event) =>
      withOrWithoutRelease(
        event,
        'collection',
        ACTIVITY_ACTIONS.movieAndReleaseToCollection,
        ACTIVITY_ACTIONS.movieToCollection,
      ),
    'wantlist-added': (event) =>
      withOrWithoutRelease(
        event,
        'collection',
        ACTIVITY_ACTIONS.releaseToWantlist,
        ACTIVITY_ACTIONS.movieToWantlist,
      ),
    'listing-added': () => ({ type: 'marketplace', action: ACTIVITY_ACTIONS.listedForSale }),
    'topic-posted': () => ({ type: 'forum', action: ACTIVITY_ACTIONS.startedTopic }),
    'reply-posted': () => ({ type: 'forum', action: ACTIVITY_ACTIONS.repliedTo }),
    // Collecting is what a challenge counts: the feed shows a completion with the collection's rows.
    'challenge-completed': () => ({ type: 'collection', action: ACTIVITY_ACTIONS.completedChallenge }),
    // A trade is an exchange of copies: the feed shows it with the marketplace's rows.
    'trade-posted': () => ({ type: 'marketplace', action: ACTIVITY_ACTIONS.postedTrade }),
  };

/** What the row is about: a film (and its release or listing), a forum topic (and its reply), or a challenge. */
function subjectOf(
  event: DomainEvent,
): Pick<ActivityRow, 'itemTitle' | 'titleId' | 'postId' | 'replyId' | 'challengeId' | 'tradeId'> {
  if ('challenge' in event) return { itemTitle: event.challenge.title, challengeId: event.challenge.id };
  if ('trade' in event) return { itemTitle: event.trade.title, tradeId: event.trade.id };
  if ('topic' in event) {
    return {
      itemTitle: event.topic.title,
      postId: event.topic.id,
      replyId: 'replyId' in event ? event.replyId : undefined,
    };
  }
  return { itemTitle: event.film.title, titleId: event.film.id };
}

/** The feed's row for an event. */
export function activityRowOf(event: DomainEvent): ActivityRow {
  return {
    kind: event.kind,
    userId: event.userId,
    ...ACTIVITY_OF[event.kind](event),
    ...subjectOf(event),
    releaseId: 'releaseId' in event ? event.releaseId : undefined,
    listingId: 'listingId' in event ? event.listingId : undefined,
  };
}

const { perSource, catalogPerSource } = LIMITS.activityFeed;

/** How many of each kind the feed takes before it merges them (10 for catalogue additions). */
export const FEED_TAKE: Record<DomainEvent['kind'], number> = {
  'film-added': catalogPerSource,
  'release-added': perSource,
  'photo-added': perSource,
  'collection-added': perSource,
  'wantlist-added': perSource,
  'listing-added': perSource,
  'topic-posted': perSource,
  'reply-posted': perSource,
  'challenge-completed': perSource,
  'trade-posted': perSource,
};
