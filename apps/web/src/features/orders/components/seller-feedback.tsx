import type { TFeedback } from '@rewind/shared/orders';
import { formatRelativeTime } from '@rewind/shared/time';
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { NewerOlder } from '@/components/ui/newer-older';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { useSellerFeedback } from '@/features/orders/api/feedback';
import { Stars } from '@/components/ui/stars';
import { lazyComponent } from '@/components/ui/lazy-component';

// Only members see a rating's actions, and only once the list has come (it is not drawn by the server): their
// code loads then, under a boundary of its own, and a visitor's page never fetches it.
const FeedbackActions = lazyComponent(
  () => import('@/features/orders/components/feedback-actions').then((module) => module.FeedbackActions),
  { boundary: 'own' },
);

function FeedbackItem({ feedback }: { feedback: TFeedback }) {
  return (
    <li className="rounded-lg border border-tape-700 bg-tape-900 p-4" data-testid="feedback-item">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={feedback.rating} />
        <span className="text-sm text-tape-300">
          {feedback.buyer} · {formatRelativeTime(feedback.createdAt)}
        </span>
      </div>
      {feedback.item && <p className="mt-1 text-xs text-tape-400">{feedback.item}</p>}
      {feedback.review && <p className="mt-2 text-paper">{feedback.review}</p>}
      {feedback.sellerReply && (
        <p className="mt-2 border-l-2 border-cyan/60 pl-3 text-sm text-tape-300">
          <span className="font-semibold text-paper">Seller's reply: </span>
          {feedback.sellerReply}
        </p>
      )}
      {(feedback.abilities.reply || feedback.abilities.remove || feedback.abilities.report) && (
        <FeedbackActions feedback={feedback} />
      )}
    </li>
  );
}

/**
 * A seller's ratings from their sales on their profile, newest first, ten at a time.
 * `isOwnOnly`: the seller is suspended, and the server answers only the caller's own ratings of them.
 */
export function SellerFeedback({ username, isOwnOnly = false }: { username: string; isOwnOnly?: boolean }) {
  const [page, setPage] = useState(1);
  const query = useSellerFeedback(username, page);
  return (
    <TitledSection
      id="feedback"
      label={isOwnOnly ? 'From your purchases' : 'From sales'}
      title={isOwnOnly ? 'Your feedback' : 'Feedback'}
      size="md"
    >
      <ListStates
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={<Skeleton className="h-24 w-full" />}
        empty={
          <EmptyState
            icon={MessageSquareQuote}
            title={isOwnOnly ? 'No feedback from you' : 'No feedback yet'}
            description={
              isOwnOnly
                ? `The ratings you gave ${username} on your orders show here.`
                : 'Buyers rate a seller once a sale completes.'
            }
            compact
          />
        }
      >
        {(data) => (
          <>
            <ul className="flex flex-col gap-3" data-testid="seller-feedback">
              {data.items.map((feedback) => (
                <FeedbackItem key={feedback.id} feedback={feedback} />
              ))}
            </ul>
            <NewerOlder page={page} hasMore={data.hasMore} onPage={setPage} align="start" />
          </>
        )}
      </ListStates>
    </TitledSection>
  );
}
