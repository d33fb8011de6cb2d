import { LIMITS } from '@rewind/shared/limits';
import { type TMovieResult, ZMovieSearchRequest } from '@rewind/shared/lookup';
import * as MSG from '@rewind/shared/texts';
import { Film, Search } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormAlert, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useSearchMovies } from '@/features/lookup/api/search-movies';
import { isApiError } from '@/lib/api-client';
import { MovieCard, CataloguedMovieCard } from '@/features/lookup/components/movie-cards';

export type TMovieSearchDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The title box starts with this (e.g. the header's search term). */
  initialTitle?: string;
  /** Search for `initialTitle` as soon as the dialog opens; on by default when it is not blank. */
  searchOnOpen?: boolean;
  /** A result was chosen; the dialog then closes itself. */
  onPick: (movie: TMovieResult) => void;
  /** When given, a 'Skip Movie' button calls it; the dialog then closes itself. */
  onSkip?: () => void;
  /**
   * A catalogued result's link (its page, or adding a release to it) was followed: the dialog has closed, and
   * the caller closes what it opened it from.
   */
  onLeave: () => void;
};

/**
 * Search Movies: a title, then the film databases' matches (or the catalogue's, with
 * no database configured) as cards; a click on a card hands that film to the caller.
 */
export function MovieSearchDialog({ open, onOpenChange, ...props }: TMovieSearchDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MSG.searchMovies}
      description="Find the film to fill in its details."
      size="3xl"
      testId="movie-search-dialog"
    >
      {/* Mounted only while open, so every opening starts from the given title. */}
      <MovieSearch {...props} onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function MovieSearch({
  initialTitle = '',
  searchOnOpen = initialTitle.trim() !== '',
  onPick,
  onSkip,
  onLeave,
  onClose,
}: Omit<TMovieSearchDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const [title, setTitle] = useState(initialTitle);
  const [fieldError, setFieldError] = useState<string>();
  const [searchedTitle, setSearchedTitle] = useState('');
  const search = useSearchMovies();

  const runSearch = (value: string) => {
    const parsed = ZMovieSearchRequest.safeParse({ title: value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? MSG.lookupTitleRequired);
      return;
    }
    setFieldError(undefined);
    setSearchedTitle(parsed.data.title);
    search.mutate(parsed.data);
  };
  const runSearchRef = useRef(runSearch);
  runSearchRef.current = runSearch;

  const hasSearchedOnOpen = useRef(false);
  useEffect(() => {
    if (!searchOnOpen || hasSearchedOnOpen.current) return;
    hasSearchedOnOpen.current = true;
    runSearchRef.current(initialTitle);
  }, [searchOnOpen, initialTitle]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    runSearch(title);
  };

  const pick = (movie: TMovieResult) => {
    onPick(movie);
    onClose();
  };
  const leave = () => {
    onClose();
    onLeave();
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={onSubmit} role="search" className="flex items-start gap-3">
        <TextField
          label="Movie title"
          name="title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          maxLength={LIMITS.search}
          placeholder="e.g. Jurassic Park"
          autoComplete="off"
          enterKeyHint="search"
          error={fieldError}
          containerClassName="min-w-0 flex-1"
          data-testid="movie-search-input"
        />
        <Button
          type="submit"
          size="field"
          isLoading={search.isPending}
          leftIcon={<Search aria-hidden className="size-4" />}
          className="mt-7"
        >
          {MSG.search}
        </Button>
      </form>

      <SearchResults state={search} searchedTitle={searchedTitle} onPick={pick} onLeave={leave} />

      {onSkip && (
        <div className="flex justify-end border-t border-tape-700 pt-4">
          <Button
            variant="outline"
            onClick={() => {
              onSkip();
              onClose();
            }}
          >
            {MSG.skipMovie}
          </Button>
        </div>
      )}
    </div>
  );
}

function failureText(error: unknown): string {
  // No answer at all is the product's network text; an answer is the server's own text.
  return isApiError(error) && error.status > 0 ? error.message : MSG.searchFailedRetry;
}

function SearchResults({
  state,
  searchedTitle,
  onPick,
  onLeave,
}: {
  state: ReturnType<typeof useSearchMovies>;
  searchedTitle: string;
  onPick: (movie: TMovieResult) => void;
  onLeave: () => void;
}) {
  if (state.isIdle) {
    return (
      <EmptyState
        icon={Film}
        title="Enter a movie title to search"
        description="Type the film's title and press Search or Enter."
        compact
      />
    );
  }
  if (state.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-3 rounded-xl border border-dashed border-tape-600 py-10 text-sm text-tape-300"
      >
        <Spinner size="md" label={null} />
        {MSG.searching}
      </div>
    );
  }
  if (state.isError) {
    return <FormAlert title={failureText(state.error)} testId="movie-search-error" />;
  }
  const response = state.data;
  if (!response?.success) {
    return <FormAlert testId="movie-search-error" title={response?.error || MSG.searchFailed} />;
  }
  if (response.movies.length === 0) {
    return (
      <EmptyState
        icon={Search}
        title={MSG.noMoviesFoundFor(searchedTitle)}
        description={MSG.tryDifferentSearchTerm}
        compact
      />
    );
  }
  return (
    <section aria-label="Search results">
      <p role="status" className="mb-3 font-counter text-lg leading-none tracking-wider text-cyan uppercase">
        {MSG.foundMovies(response.movies.length)}
      </p>
      <ul className="-mr-2 flex max-h-[min(60vh,40rem)] flex-col gap-3 overflow-y-auto pr-2">
        {response.movies.map((movie, index) => (
          <li key={`${movie.source}-${movie.imdbId ?? movie.tmdbId ?? movie.titleId ?? index}-${index}`}>
            {movie.titleSlug ? (
              <CataloguedMovieCard movie={movie} slug={movie.titleSlug} onLeave={onLeave} />
            ) : (
              <MovieCard movie={movie} onPick={onPick} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
