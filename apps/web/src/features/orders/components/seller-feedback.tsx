import * as MSG from '@rewind/shared/texts';
import type { TFeedback } from '@rewind/shared/orders';
import { formatRelativeTime } from '@rewind/shared/time';
import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TextAreaField } from '@/components/ui/form-field';
import { ListStates } from '@/components/ui/list-states';
import { RemovalDialog } from '@/components/ui/removal-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TitledSection } from '@/components/ui/titled-section';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useRemoveFeedback, useReplyToFeedback, useSellerFeedback } from '@/features/orders/api/feedback';
import { Stars } from '@/features/orders/components/stars';

const errorText = (error: unknown) => (isApiError(error) ? error.message : MSG.unexpectedError);

function ReplyForm({ feedback }: { feedback: TFeedback }) {
  const reply = useReplyToFeedback(feedback.id);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setIsOpen(true)}>
        Reply
      </Button>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-2">
      <TextAreaField
        label="Your reply (one, public)"
        rows={2}
        maxLength={1000}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2">
        <Button
          size="sm"
          isLoading={reply.isPending}
          disabled={text.trim() === ''}
          onClick={() =>
            reply.mutate(text, {
              onSuccess: () => notify.success('Reply posted'),
              onError: (error) => notify.error(errorText(error)),
            })
          }
        >
          Post reply
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setIsOpen(false)}>
          {MSG.cancel}
        </Button>
      </div>
    </div>
  );
}

function RemoveFeedback({ feedback }: { feedback: TFeedback }) {
  const remove = useRemoveFeedback(feedback.id);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setIsOpen(true)}>
        Remove
      </Button>
      <RemovalDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Remove this rating?"
        description="It leaves the seller's average and this list; the reason is kept."
        confirmLabel="Remove rating"
        reasonLabel="Reason"
        isPending={remove.isPending}
        onConfirm={(reason) =>
          remove.mutate(reason ?? '', {
            onSuccess: ({ message }) => notify.success(message),
            onError: (error) => notify.error(errorText(error)),
          })
        }
      />
    </>
  );
}

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
      {(feedback.abilities.reply || feedback.abilities.remove) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {feedback.abilities.reply && <ReplyForm feedback={feedback} />}
          {feedback.abilities.remove && <RemoveFeedback feedback={feedback} />}
        </div>
      )}
    </li>
  );
}

/** A seller's ratings from their sales on their profile, newest first, ten at a time (issue 16 point 6). */
export function SellerFeedback({ username }: { username: string }) {
  const [page, setPage] = useState(1);
  const query = useSellerFeedback(username, page);
  return (
    <TitledSection id="feedback" label="From sales" title="Feedback" size="md">
      <ListStates
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={<Skeleton className="h-24 w-full" />}
        empty={
          <EmptyState
            icon={MessageSquareQuote}
            title="No feedback yet"
            description="Buyers rate a seller once a sale completes."
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
            {(data.hasMore || page > 1) && (
              <div className="mt-3 flex gap-2">
                <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
                  Newer
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={!data.hasMore}
                  onClick={() => setPage(page + 1)}
                >
                  Older
                </Button>
              </div>
            )}
          </>
        )}
      </ListStates>
    </TitledSection>
  );
}
