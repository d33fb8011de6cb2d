import { TITLE_LETTERS, TITLE_SORTS, type TTitleSort } from '@rewind/shared/options';
import { TIMINGS } from '@rewind/shared/limits';
import { FORMATS, type TFormat } from '@rewind/shared/options';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type TCatalogFilterValues = {
  sort: TTitleSort;
  format: TFormat | undefined;
  genre: string;
  decade: number | undefined;
  letter: (typeof TITLE_LETTERS)[number] | undefined;
};

export type TCatalogFilterPatch = { [K in keyof TCatalogFilterValues]?: TCatalogFilterValues[K] | undefined };

const SORT_LABELS: Record<TTitleSort, string> = { newest: 'Newest', title: 'Title', year: 'Year' };
const DECADES = Array.from({ length: 13 }, (_, index) => 1900 + index * 10).reverse();

const SELECT_CLASSES =
  'h-10 w-full rounded-md border border-tape-600 bg-tape-900 px-3 text-sm text-paper hover:border-tape-500 focus:border-cyan focus:outline-none';

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-xs font-semibold tracking-wide text-tape-300 uppercase">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A text filter that writes to the URL once typing stops, and follows the URL on back/forward. */
function GenreInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value);
  }
  const settled = useDebouncedValue(draft, TIMINGS.searchDebounceMs);
  useEffect(() => {
    // Only a draft the person stopped typing counts; a stale one after back/forward does not.
    if (settled === draft && settled.trim() !== value) onChange(settled.trim());
  }, [settled, draft, value, onChange]);
  return (
    <input
      id={id}
      type="search"
      value={draft}
      placeholder="e.g. Horror"
      autoComplete="off"
      onChange={(event) => setDraft(event.target.value)}
      className={cn(SELECT_CLASSES, 'placeholder:text-tape-500')}
    />
  );
}

export function CatalogFilters({
  values,
  onChange,
}: {
  values: TCatalogFilterValues;
  onChange: (patch: TCatalogFilterPatch) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4" data-testid="catalog-filters">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Field label="Format" htmlFor={`${id}-format`}>
          <select
            id={`${id}-format`}
            value={values.format ?? ''}
            onChange={(event) =>
              onChange({ format: (event.target.value || undefined) as TFormat | undefined })
            }
            className={SELECT_CLASSES}
          >
            <option value="">All formats</option>
            {FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Genre" htmlFor={`${id}-genre`}>
          <GenreInput id={`${id}-genre`} value={values.genre} onChange={(genre) => onChange({ genre })} />
        </Field>
        <Field label="Decade" htmlFor={`${id}-decade`}>
          <select
            id={`${id}-decade`}
            value={values.decade ?? ''}
            onChange={(event) =>
              onChange({ decade: event.target.value ? Number(event.target.value) : undefined })
            }
            className={SELECT_CLASSES}
          >
            <option value="">All decades</option>
            {DECADES.map((decade) => (
              <option key={decade} value={decade}>
                {decade}s
              </option>
            ))}
          </select>
        </Field>
        <Field label="Sort by" htmlFor={`${id}-sort`}>
          <select
            id={`${id}-sort`}
            value={values.sort}
            onChange={(event) => onChange({ sort: event.target.value as TTitleSort })}
            className={SELECT_CLASSES}
          >
            {TITLE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div
        role="group"
        aria-label="First letter"
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {[undefined, ...TITLE_LETTERS].map((letter) => (
          <button
            key={letter ?? 'all'}
            type="button"
            aria-pressed={values.letter === letter}
            onClick={() => onChange({ letter })}
            className={cn(
              'h-8 min-w-8 shrink-0 rounded-md px-2 font-counter text-lg leading-none transition',
              values.letter === letter
                ? 'bg-cyan text-tape-950'
                : 'text-tape-300 hover:bg-tape-800 hover:text-paper',
            )}
          >
            {letter ?? 'All'}
          </button>
        ))}
      </div>
    </div>
  );
}
