import { cn } from '@/lib/cn';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Skeleton } from '@/components/ui/skeleton';

const SLEEVE_ACCENTS = ['#ff2e88', '#ff8a1f', '#2de2e6', '#9b6bff', '#ffd23f'] as const;

function accentFor(title: string) {
  let hash = 0;
  for (const char of title) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return SLEEVE_ACCENTS[hash % SLEEVE_ACCENTS.length] ?? SLEEVE_ACCENTS[0];
}

/** A blank rental sleeve for titles without cover art yet. */
function PlaceholderSleeve({ title, format }: { title: string; format: string }) {
  const accent = accentFor(title);
  return (
    <div
      aria-hidden
      className="absolute inset-0 flex flex-col bg-tape-850 scanlines"
      data-testid="cover-placeholder"
    >
      <div className="absolute inset-y-0 left-0 w-2.5" style={{ background: accent }} />
      <div className="flex items-center justify-between px-4 pt-3">
        <span className="rounded-sm border border-current px-1 font-counter text-base leading-none text-tape-300">
          {format}
        </span>
        <span className="font-counter text-base leading-none text-tape-400">SP</span>
      </div>
      <div className="flex flex-1 items-center px-4 pl-5">
        <p className="line-clamp-4 font-display text-base leading-tight break-words text-paper sm:text-lg">
          {title}
        </p>
      </div>
      <div className="stripes-y h-7 w-full opacity-90" />
      <div className="h-5" />
    </div>
  );
}

export type TCoverCardProps = {
  to: string;
  title: string;
  year?: number | null;
  imageUrl?: string | null;
  /** Shown on a placeholder sleeve when there is no cover art. */
  format?: string;
  testId?: string;
  /** The cover's width at each breakpoint, as `sizes` takes it (the grid's column width). */
  sizes: string;
  /** In the first row of the page: the likely LCP image, fetched first. */
  priority?: boolean;
};

/** A title as a 2:3 tape box, its title and year underneath. Cover art first. */
export function CoverCard({
  to,
  title,
  year,
  imageUrl,
  format = 'VHS',
  testId = 'cover-card',
  sizes,
  priority,
}: TCoverCardProps) {
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const showImage = Boolean(imageUrl) && !hasImageFailed;
  return (
    <Link to={to} data-testid={testId} className="group block rounded-lg focus-visible:outline-offset-4">
      <div
        className={cn(
          'relative aspect-[2/3] overflow-hidden rounded-md border border-tape-700 bg-tape-850 shadow-box transition duration-200',
          'group-hover:-translate-y-1 group-hover:border-tape-500 group-hover:shadow-glow-magenta',
        )}
      >
        {showImage ? (
          <ResponsiveImage
            src={imageUrl ?? ''}
            sizes={sizes}
            priority={priority}
            alt=""
            onError={() => setHasImageFailed(true)}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <PlaceholderSleeve title={title} format={format} />
        )}
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-gradient-to-tr from-transparent via-transparent to-white/10 opacity-0 transition group-hover:opacity-100"
        />
      </div>
      <div className="mt-2.5 px-0.5">
        <p className="line-clamp-2 text-sm leading-snug font-semibold text-paper group-hover:text-magenta-soft">
          {title}
        </p>
        <p className="mt-0.5 font-counter text-lg leading-none text-tape-400">{year ?? '—'}</p>
      </div>
    </Link>
  );
}

export function CoverCardSkeleton() {
  return (
    <div>
      <Skeleton className="aspect-[2/3] w-full" />
      <Skeleton className="mt-2.5 h-4 w-4/5" />
      <Skeleton className="mt-1.5 h-3.5 w-10" />
    </div>
  );
}
