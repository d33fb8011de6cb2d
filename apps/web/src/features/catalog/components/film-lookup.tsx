import { TIMINGS } from '@rewind/shared/limits';
import type { TMovieResult, TUpcRelease } from '@rewind/shared/lookup';
import * as MSG from '@rewind/shared/texts';
import { ScanBarcode, Search } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { TFilmFormField, TFilmFormValues } from '@/features/catalog/components/film-fields';
import { isPhone, MovieSearchDialog, type TUpcLookupResult, UpcScannerDialog } from '@/features/lookup';

/** What a lookup knows beyond the form's fields, sent with the new film. */
export type TLookupExtras = Pick<TMovieResult, 'tmdbId' | 'imdbId' | 'productionCompanies'>;

/** The film fields a lookup result fills (only those it knows), as form values. */
export function filmValuesFromMovie(movie: TMovieResult): Partial<TFilmFormValues> {
  const values: Partial<Record<TFilmFormField, string | null>> = {
    title: movie.title,
    released: movie.released ?? (movie.year ? String(movie.year) : null),
    originalTitle: movie.originalTitle,
    director: movie.director,
    producer: movie.producer,
    writer: movie.writer,
    genre: movie.genre,
    actors: movie.actors,
    studio: movie.productionCompanies?.[0]?.name ?? null,
    runtime: movie.runtime,
    rated: movie.rated,
    imdbRating: movie.imdbRating,
    country: movie.country,
    language: movie.language,
    budget: movie.budget,
    boxoffice: movie.boxOffice,
    tagline: movie.tagline,
    trailerUrl: movie.trailerUrl,
    backdropUrl: movie.backdropUrl,
    description: movie.plot,
    // A poster already stored by Rewind (a catalogue hit) is used as it is; others are fetched on save.
    coverImageUrl: movie.posterUrl?.startsWith('/') ? movie.posterUrl : null,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as Partial<TFilmFormValues>;
}

/**
 * The lookups of Add Title: Search Movies (opened by 'Search Movies', or 100 ms after the
 * dialog opens with a term from the header) and, on phones, Scan UPC. A pick hands the film to `onMovie`;
 * a scanned UPC that names a film hands it with the release details to `onUpc`. A code that names a
 * product but no film hands only the release details to `onUpcRelease`, once the person chose to search
 * for the film instead.
 */
export function useFilmLookup({
  open,
  initialTitle,
  typedTitle,
  onMovie,
  onUpc,
  onUpcRelease,
  onLeave,
}: {
  open: boolean;
  initialTitle: string;
  /** The Title field as typed now: 'Search Movies' opens with it and searches it, as with the header's term. */
  typedTitle: () => string;
  onMovie: (movie: TMovieResult) => void;
  onUpc: (result: TUpcLookupResult) => void;
  onUpcRelease: (release: TUpcRelease) => void;
  /** A catalogued result led to its film: what the lookup was opened from closes. */
  onLeave: () => void;
}) {
  const [search, setSearch] = useState({ isOpen: false, term: '' });
  const [isScanning, setIsScanning] = useState(false);
  const openSearch = useCallback((term = '') => setSearch({ isOpen: true, term }), []);

  useEffect(() => {
    if (!open || !initialTitle.trim()) return;
    const timer = window.setTimeout(() => openSearch(initialTitle), TIMINGS.movieSearchOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, [open, initialTitle, openSearch]);

  const buttons = (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="outline"
        size="sm"
        leftIcon={<Search aria-hidden className="size-4" />}
        onClick={() => openSearch(typedTitle())}
      >
        {MSG.searchMovies}
      </Button>
      {isPhone() && (
        <Button
          variant="outline"
          size="sm"
          leftIcon={<ScanBarcode aria-hidden className="size-4" />}
          onClick={() => setIsScanning(true)}
        >
          Scan UPC
        </Button>
      )}
    </div>
  );
  const dialogs = (
    <>
      <MovieSearchDialog
        open={search.isOpen}
        onOpenChange={(isOpen) => setSearch((current) => ({ ...current, isOpen }))}
        initialTitle={search.term}
        onPick={onMovie}
        onSkip={() => undefined}
        onLeave={onLeave}
      />
      <UpcScannerDialog
        open={isScanning}
        onOpenChange={setIsScanning}
        onFound={onUpc}
        onSearchMovies={(release) => {
          if (release) onUpcRelease(release);
          openSearch();
        }}
      />
    </>
  );
  return { buttons, dialogs };
}
