import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useSingleFlight } from '@/lib/use-single-flight';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];
const STARS = Array.from({ length: LIMITS.ratingStars }, (_, index) => index + 1);

type TRatingFormProps = {
  title: string;
  submitLabel: string;
  /** Sends the rating; the form stays as filled when it throws (the caller tells why). */
  onRate: (rating: { rating: number; review: string | null }) => Promise<unknown>;
  testId: string;
};

/** One to five stars and an optional review (a seller's rating, a trade's). */
export function RatingForm({ title, submitLabel, onRate, testId }: TRatingFormProps) {
  const once = useSingleFlight();
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const submit = () => {
    if (rating === 0) return setError(MSG.chooseStars(LIMITS.ratingStars));
    once(async () => {
      setIsSending(true);
      try {
        await onRate({ rating, review: review.trim() || null });
      } finally {
        setIsSending(false);
      }
    });
  };
  return (
    <section
      aria-labelledby={`${testId}-heading`}
      className="rounded-lg border border-yellow/40 bg-yellow/5 p-4"
      data-testid={testId}
    >
      <h2 id={`${testId}-heading`} className="font-display text-lg text-paper">
        {title}
      </h2>
      <fieldset className="mt-2">
        <legend className="sr-only">Stars</legend>
        <div className="flex items-center gap-1">
          {STARS.map((n) => (
            <label
              key={n}
              className="relative cursor-pointer rounded p-0.5 focus-within:ring-2 focus-within:ring-cyan"
            >
              <input
                type="radio"
                name={`${testId}-rating`}
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
      <Button className="mt-3" isLoading={isSending} onClick={submit}>
        {submitLabel}
      </Button>
    </section>
  );
}
