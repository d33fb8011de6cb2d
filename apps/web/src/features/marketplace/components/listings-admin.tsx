import { SearchableList } from '@/components/ui/searchable-list';
import type { TAdminListing } from '@rewind/shared/admin-marketplace';
import { formatPrice } from '@rewind/shared/currency';
import type { TListingState } from '@rewind/shared/marketplace';
import { filmWithYear } from '@rewind/shared/film-label';
import { listingPath } from '@rewind/shared/slug';
import { formatRelativeTime } from '@rewind/shared/time';
import { ShoppingBag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { BoxCover } from '@/components/ui/box-cover';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { useAdminListings } from '@/features/marketplace/api/admin-listings';
import { RemoveListingDialog } from '@/features/marketplace/components/remove-listing-dialog';

const STATE_LABELS: Record<TListingState, string> = {
  active: 'For sale',
  reserved: 'Reserved',
  sold: 'Sold',
  removed: 'Removed',
};

function AdminListingRow({ listing }: { listing: TAdminListing }) {
  const [isRemoving, setRemoving] = useState(false);
  const label = `${filmWithYear(listing.film)} · ${listing.format}`;
  return (
    <li className="flex gap-4 py-3" data-testid="admin-listing">
      <Link to={listingPath(listing)} className="w-16 shrink-0 sm:w-20" aria-hidden tabIndex={-1}>
        <BoxCover url={listing.coverUrl} format={listing.format} sizes="80px" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to={listingPath(listing)} className="font-semibold text-paper hover:underline">
          {label}
        </Link>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-tape-300">
          <span className="font-counter text-lg leading-none text-yellow">
            {formatPrice(listing.price, listing.currency)}
          </span>
          <span>
            by{' '}
            <Link to={`/users/${listing.seller}`} className="text-paper hover:text-cyan">
              {listing.seller}
            </Link>
          </span>
          <span>listed {formatRelativeTime(listing.createdAt)}</span>
          <span
            className={cn(
              'rounded-sm border px-1.5 py-0.5 text-xs',
              listing.state === 'active' ? 'border-cyan/60 text-cyan' : 'border-tape-500 text-tape-300',
            )}
          >
            {STATE_LABELS[listing.state]}
          </span>
        </p>
        {listing.removalReason && (
          <p className="text-sm text-tape-400">Removed by an admin: {listing.removalReason}</p>
        )}
        {/* A reserved copy's dialog names the order that holds it, which refuses the removal until it ends. */}
        {(listing.state === 'active' || listing.state === 'reserved') && (
          <div>
            <Button
              size="sm"
              variant="outline"
              leftIcon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => setRemoving(true)}
            >
              Remove
            </Button>
          </div>
        )}
      </div>
      <RemoveListingDialog
        listingId={listing.id}
        label={label}
        byAdmin
        open={isRemoving}
        onOpenChange={setRemoving}
      />
    </li>
  );
}

/** The admin portal's listings: found by film or seller, active first, each removable. */
export function ListingsAdmin() {
  return (
    <SearchableList
      search={{
        label: 'Search by film title or seller',
        hint: 'Words of the title, or the start of a username (@name).',
      }}
      useList={useAdminListings}
      label="Listings, active first"
      rowHeight="h-28"
      empty={{
        icon: ShoppingBag,
        title: 'No listings found',
        whenSearching: 'No film or seller matches that search.',
        otherwise: 'Nobody has listed anything yet.',
      }}
      row={(listing) => <AdminListingRow key={listing.id} listing={listing} />}
    />
  );
}
