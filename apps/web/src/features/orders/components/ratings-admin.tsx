import type { TAdminRating } from '@rewind/shared/admin-marketplace';
import * as MSG from '@rewind/shared/texts';
import { formatRelativeTime } from '@rewind/shared/time';
import { Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { NewerOlder } from '@/components/ui/newer-older';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { Stars } from '@/components/ui/stars';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { Link } from '@/lib/router';
import { useAdminRatings } from '@/features/orders/api/admin-ratings';
import { useRemoveFeedback } from '@/features/orders/api/feedback';

function Member({ name }: { name: string | null }) {
  if (!name) return <span>{MSG.unknownUser}</span>;
  return (
    <Link to={`/users/${name}`} className="text-paper hover:text-cyan">
      {name}
    </Link>
  );
}

function AdminRatingRow({ rating }: { rating: TAdminRating }) {
  const remove = useRemoveFeedback(rating.id);
  const [isRemoving, setRemoving] = useState(false);
  return (
    <li className="flex flex-col gap-1.5 py-3" data-testid="admin-rating">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-tape-300">
        <Stars rating={rating.rating} />
        <span>
          <Member name={rating.buyer} /> → <Member name={rating.seller} />
        </span>
        <span>{formatRelativeTime(rating.createdAt)}</span>
      </p>
      {rating.review ? (
        <p className="text-paper">{rating.review}</p>
      ) : (
        <p className="text-sm text-tape-400 italic">No comment</p>
      )}
      {rating.sellerReply && (
        <p className="text-sm text-tape-300">The seller replied: {rating.sellerReply}</p>
      )}
      <p className="text-xs text-tape-400">
        {rating.item ?? 'An item no longer in the catalogue'} · order {rating.orderId.slice(0, 8)}
      </p>
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
      <RemovalDialog
        open={isRemoving}
        onOpenChange={setRemoving}
        title="Remove this rating?"
        description="It leaves the seller's average and every list; the reason is kept."
        confirmLabel="Remove rating"
        reasonLabel="Reason"
        isPending={remove.isPending}
        onConfirm={(reason) =>
          remove.mutate(reason ?? '', {
            onSuccess: ({ message }) => {
              notify.success(message);
              setRemoving(false);
            },
            onError: (error) => notify.error(isApiError(error) ? error.message : MSG.unexpectedError),
          })
        }
      />
    </li>
  );
}

/** The admin portal's newest seller ratings, each removable with a reason. */
export function RatingsAdmin() {
  const [page, setPage] = useState(1);
  const query = useAdminRatings(page);
  return (
    <ListStates
      query={query}
      isEmpty={(data) => data.items.length === 0}
      skeleton={
        <SkeletonBlocks
          label="Loading ratings"
          count={4}
          blockClassName="h-24"
          className="flex flex-col gap-2"
        />
      }
      empty={
        <EmptyState icon={Star} title="No ratings yet" description="Buyers have not rated a sale yet." />
      }
    >
      {(data) => (
        <>
          <ul className="divide-y divide-tape-700" aria-label="Seller ratings, newest first">
            {data.items.map((rating) => (
              <AdminRatingRow key={rating.id} rating={rating} />
            ))}
          </ul>
          <NewerOlder page={page} hasMore={data.hasMore} onPage={setPage} />
        </>
      )}
    </ListStates>
  );
}
