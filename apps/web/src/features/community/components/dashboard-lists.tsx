import { countOf } from '@rewind/shared/counts';
import type { TCollectorCount } from '@rewind/shared/community';
import { formatPrice } from '@rewind/shared/currency';
import { filmWithYear } from '@rewind/shared/film-label';
import { listingPath } from '@rewind/shared/slug';
import { UserAvatar } from '@/components/ui/user-avatar';
import { Link } from '@/lib/router';
import {
  useCollectionOverlaps,
  useTopCollectors,
  useTradeOpportunities,
} from '@/features/community/api/dashboard';
import { SmallList } from '@/features/community/components/small-list';

function CollectorRow({ collector, unit }: { collector: TCollectorCount; unit: (count: number) => string }) {
  return (
    <li key={collector.username} className="flex items-center gap-3 py-2">
      <UserAvatar username={collector.username} avatarUrl={collector.avatarUrl} size="sm" />
      <Link
        to={`/users/${encodeURIComponent(collector.username)}`}
        className="min-w-0 flex-1 truncate font-semibold text-paper hover:text-cyan"
      >
        {collector.username}
      </Link>
      <span className="shrink-0 text-sm text-tape-300">{unit(collector.count)}</span>
    </li>
  );
}

const items = (count: number) => countOf(count, 'item', 'items');
const shared = (count: number) => countOf(count, 'shared release', 'shared releases');

export function TopCollectors() {
  const query = useTopCollectors();
  return (
    <SmallList
      query={{ ...query, data: query.data?.collectors }}
      label="Top collectors"
      empty="No collections to show yet."
    >
      {(collector) => <CollectorRow key={collector.username} collector={collector} unit={items} />}
    </SmallList>
  );
}

export function CollectionOverlaps() {
  const query = useCollectionOverlaps();
  return (
    <SmallList
      query={{ ...query, data: query.data?.collectors }}
      label="Collections like yours"
      empty="Nobody shares a release with your collection yet."
    >
      {(collector) => <CollectorRow key={collector.username} collector={collector} unit={shared} />}
    </SmallList>
  );
}

export function TradeOpportunities() {
  const query = useTradeOpportunities();
  return (
    <SmallList
      query={{ ...query, data: query.data?.items }}
      label="Trade opportunities"
      empty="Nothing on your wantlist is for sale right now."
    >
      {(listing) => (
        <li key={listing.id} className="flex items-center gap-3 py-2">
          <Link
            to={listingPath(listing)}
            className="min-w-0 flex-1 truncate text-sm text-paper hover:text-cyan"
          >
            <span className="font-semibold">{filmWithYear(listing.film)}</span>
            <span className="text-tape-400">
              {' '}
              · {listing.release.format} · {listing.mediaCondition} · {listing.seller.username}
            </span>
          </Link>
          <span className="shrink-0 font-semibold text-cyan">
            {formatPrice(listing.price, listing.currency)}
          </span>
        </li>
      )}
    </SmallList>
  );
}
