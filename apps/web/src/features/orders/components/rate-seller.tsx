import * as MSG from '@rewind/shared/texts';
import type { TOrderDetail } from '@rewind/shared/orders';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useRateSeller } from '@/features/orders/api/feedback';
import { Stars } from '@/features/orders/components/stars';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** The buyer's rating of the sale (once, within 60 days), or the rating given. */
export function RateSeller({ order }: { order: TOrderDetail }) {
  const rate = useRateSeller(order.id);
  const once = useSingleFlight();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (order.feedback) {
    return (
      <div className="rounded-lg border border-tape-600 bg-tape-900 p-4" data-testid="order-feedback">
        <p className="text-sm text-tape-300">Your rating of {order.seller.username}</p>
        <Stars rating={order.feedback.rating} className="mt-1" />
        {order.feedback.review && <p className="mt-2 text-sm text-paper">{order.feedback.review}</p>}
      </div>
    );
  }
  if (!order.mayRate) return null;
  const submit = () => {
    if (rating === 0) return setError('Choose 1 to 5 stars');
    once(() =>
      rate.mutateAsync(
        { rating, review: review.trim() || null },
        {
          onSuccess: () => notify.success(MSG.feedbackSaved),
          onError: (cause) => notify.error(isApiError(cause) ? cause.message : MSG.unexpectedError),
        },
      ),
    );
  };
  return (
    <section
      aria-labelledby="rate-seller"
      className="rounded-lg border border-yellow/40 bg-yellow/5 p-4"
      data-testid="rate-seller"
    >
      <h2 id="rate-seller" className="font-display text-lg text-paper">
        Rate {order.seller.username}
      </h2>
      <fieldset className="mt-2">
        <legend className="sr-only">Stars</legend>
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded p-0.5 focus-within:ring-2 focus-within:ring-cyan"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => {
                  setRating(n);
                  setError(undefined);
                }}
                // Invisible over its star, so a click on the star is a click on the radio.
                className="absolute inset-0 size-full cursor-pointer opacity-0"
                aria-label={`${n} star${n === 1 ? '' : 's'}: ${STAR_WORDS[n]}`}
              />
              <Star
                aria-hidden
                className={cn('size-7', n <= rating ? 'fill-yellow text-yellow' : 'text-tape-500')}
              />
            </label>
          ))}
          <span className="ml-2 text-sm text-tape-300">{STAR_WORDS[rating]}</span>
        </div>
        {error && <p className="mt-1 text-sm text-danger">{error}</p>}
      </fieldset>
      <div className="mt-3">
        <TextAreaField
          label="Review (optional)"
          rows={3}
          maxLength={1000}
          count={review.length}
          value={review}
          onChange={(event) => setReview(event.target.value)}
        />
      </div>
      <Button className="mt-3" isLoading={rate.isPending} onClick={submit}>
        Rate the seller
      </Button>
    </section>
  );
}
