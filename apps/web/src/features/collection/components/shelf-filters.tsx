import { COLLECTION_SORTS, type TCollectionSort } from '@rewind/shared/options';
import { LIMITS, TIMINGS } from '@rewind/shared/limits';
import { FORMATS, type TFormat } from '@rewind/shared/options';
import { Search } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export type TShelfFilterValues = { q: string; format: TFormat | undefined; sort: TCollectionSort };
export type TShelfFilterPatch = { [K in keyof TShelfFilterValues]?: TShelfFilterValues[K] | undefined };

const SORT_LABELS: Record<TCollectionSort, string> = {
  newest: 'Recently added',
  title: 'Title A–Z',
  year: 'Year',
};

const CONTROL_CLASSES =
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
function SearchInput({
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
    if (settled === draft && settled.trim() !== value) onChange(settled.trim());
  }, [settled, draft, value, onChange]);
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-tape-400"
      />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder="Title, director or release"
        autoComplete="off"
        maxLength={LIMITS.search}
        onChange={(event) => setDraft(event.target.value)}
        className={cn(CONTROL_CLASSES, 'pl-9 placeholder:text-tape-500')}
      />
    </div>
  );
}

export function ShelfFilters({
  values,
  onChange,
}: {
  values: TShelfFilterValues;
  onChange: (patch: TShelfFilterPatch) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-[2fr_1fr_1fr]" data-testid="shelf-filters">
      <div className="col-span-2 md:col-span-1">
        <Field label="Search" htmlFor={`${id}-q`}>
          <SearchInput id={`${id}-q`} value={values.q} onChange={(q) => onChange({ q })} />
        </Field>
      </div>
      <Field label="Format" htmlFor={`${id}-format`}>
        <select
          id={`${id}-format`}
          value={values.format ?? ''}
          onChange={(event) => onChange({ format: (event.target.value || undefined) as TFormat | undefined })}
          className={CONTROL_CLASSES}
        >
          <option value="">All formats</option>
          {FORMATS.map((format) => (
            <option key={format} value={format}>
              {format}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Sort by" htmlFor={`${id}-sort`}>
        <select
          id={`${id}-sort`}
          value={values.sort}
          onChange={(event) => onChange({ sort: event.target.value as TCollectionSort })}
          className={CONTROL_CLASSES}
        >
          {COLLECTION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
