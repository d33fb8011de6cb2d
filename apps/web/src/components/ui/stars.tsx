import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A rating as five stars, the first `rating` filled; read out as 'Rated n out of 5'. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={cn('size-4', n <= rating ? 'fill-yellow text-yellow' : 'text-tape-500')}
        />
      ))}
    </span>
  );
}
