import type { TMovieResult } from '@rewind/shared/lookup';
import * as MSG from '@rewind/shared/texts';
import { Film, Star } from 'lucide-react';
import { titleAddReleasePath, titleDetailPath } from '@rewind/shared/slug';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

/** A film the catalogue lacks: a click fills Add Title with it. */
export function MovieCard({ movie, onPick }: { movie: TMovieResult; onPick: (movie: TMovieResult) => void }) {
  return (
    <button
      type="button"
      onClick={() => onPick(movie)}
      data-testid="movie-result"
      className={cn(
        CARD_CLASSES,
        'hover:border-magenta/70 hover:bg-tape-800 hover:shadow-glow-magenta focus-visible:border-magenta',
      )}
    >
      <MovieDetails movie={movie} />
    </button>
  );
}

/**
 * A film the catalogue has: adding it again would be refused as a duplicate, so the card leads to it instead,
 * to its page or straight to adding a release to it.
 */
export function CataloguedMovieCard({
  movie,
  slug,
  onLeave,
}: {
  movie: TMovieResult;
  slug: string;
  onLeave: () => void;
}) {
  const linkClasses = 'font-semibold text-cyan underline-offset-2 hover:underline';
  return (
    <div data-testid="movie-result" className={CARD_CLASSES}>
      <MovieDetails movie={movie}>
        <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to={titleDetailPath(slug)} onClick={onLeave} className={linkClasses}>
            Open its page
          </Link>
          <Link to={titleAddReleasePath(slug)} onClick={onLeave} className={linkClasses}>
            Add a release to it
          </Link>
        </span>
      </MovieDetails>
    </div>
  );
}

/** A result's poster and what the film database says of it. */
function MovieDetails({ movie, children }: { movie: TMovieResult; children?: ReactNode }) {
  const facts = [movie.genre, movie.runtime].filter(Boolean);
  return (
    <>
      <MoviePoster url={movie.posterUrl} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span
            className="font-semibold text-paper group-hover:text-magenta-soft"
            data-testid="movie-result-title"
          >
            {movieTitleWithYear(movie)}
          </span>
          {movie.titleId && (
            <span className="rounded-sm border border-cyan/50 px-1.5 font-counter text-sm leading-tight text-cyan uppercase">
              In catalogue
            </span>
          )}
        </span>
        {movie.director && <span className="text-sm text-tape-300">{MSG.directedBy(movie.director)}</span>}
        {movie.actors && <span className="line-clamp-1 text-sm text-tape-300">{movie.actors}</span>}
        {(facts.length > 0 || movie.imdbRating) && (
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-tape-400">
            {facts.length > 0 && <span>{facts.join(' · ')}</span>}
            {movie.imdbRating && (
              <span className="inline-flex items-center gap-1 text-yellow">
                <Star aria-hidden className="size-3.5 fill-current" />
                <span aria-label={`Rated ${movie.imdbRating} out of 10`}>{movie.imdbRating}/10</span>
              </span>
            )}
          </span>
        )}
        {movie.plot && (
          <span className="mt-1 line-clamp-3 text-sm leading-relaxed text-tape-300">{movie.plot}</span>
        )}
        {children}
      </span>
    </>
  );
}

/** The result's poster, or a blank sleeve when there is none or it does not load. */
function MoviePoster({ url }: { url: string | null }) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <span className="relative block aspect-[2/3] w-16 shrink-0 overflow-hidden rounded-sm border border-tape-700 bg-tape-900 sm:w-20">
      {url && !hasFailed ? (
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
          onError={() => setHasFailed(true)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="absolute inset-0 flex items-center justify-center scanlines"
          data-testid="movie-poster-placeholder"
        >
          <Film className="size-6 text-tape-500" />
        </span>
      )}
    </span>
  );
}

export const movieTitleWithYear = (movie: Pick<TMovieResult, 'title' | 'year'>) =>
  movie.year ? `${movie.title} (${movie.year})` : movie.title;

const CARD_CLASSES =
  'group flex w-full gap-4 rounded-lg border border-tape-700 bg-tape-850 p-3 text-left transition sm:p-4';
