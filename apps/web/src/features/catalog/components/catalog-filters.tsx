import { TITLE_LETTERS, TITLE_SORTS, type TTitleSort } from '@rewind/shared/options';
import { FORMATS, type TFormat } from '@rewind/shared/options';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { FilterField, FilterSearch, filterControlClasses } from '@/components/ui/filter-controls';
import { ReleaseFactFilters, type TReleaseFactFilterValues } from '@/components/ui/release-fact-filters';

export type TCatalogFilterValues = TReleaseFactFilterValues & {
  sort: TTitleSort;
  format: TFormat | undefined;
  genre: string;
  decade: number | undefined;
  letter: (typeof TITLE_LETTERS)[number] | undefined;
};

export type TCatalogFilterPatch = { [K in keyof TCatalogFilterValues]?: TCatalogFilterValues[K] | undefined };

const SORT_LABELS: Record<TTitleSort, string> = { newest: 'Newest', title: 'Title', year: 'Year' };
const DECADES = Array.from({ length: 13 }, (_, index) => 1900 + index * 10).reverse();

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
        <FilterField label="Format" htmlFor={`${id}-format`}>
          <select
            id={`${id}-format`}
            value={values.format ?? ''}
            onChange={(event) =>
              onChange({ format: (event.target.value || undefined) as TFormat | undefined })
            }
            className={filterControlClasses}
          >
            <option value="">All formats</option>
            {FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField label="Genre" htmlFor={`${id}-genre`}>
          <FilterSearch
            id={`${id}-genre`}
            value={values.genre}
            placeholder="e.g. Horror"
            withIcon={false}
            onChange={(genre) => onChange({ genre })}
          />
        </FilterField>
        <FilterField label="Decade" htmlFor={`${id}-decade`}>
          <select
            id={`${id}-decade`}
            value={values.decade ?? ''}
            onChange={(event) =>
              onChange({ decade: event.target.value ? Number(event.target.value) : undefined })
            }
            className={filterControlClasses}
          >
            <option value="">All decades</option>
            {DECADES.map((decade) => (
              <option key={decade} value={decade}>
                {decade}s
              </option>
            ))}
          </select>
        </FilterField>
        <ReleaseFactFilters id={id} values={values} onChange={onChange} />
        <FilterField label="Sort by" htmlFor={`${id}-sort`}>
          <select
            id={`${id}-sort`}
            value={values.sort}
            onChange={(event) => onChange({ sort: event.target.value as TTitleSort })}
            className={filterControlClasses}
          >
            {TITLE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </FilterField>
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
