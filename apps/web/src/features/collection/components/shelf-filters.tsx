import { COLLECTION_SORTS, type TCollectionSort } from '@rewind/shared/options';
import { FORMATS, type TFormat } from '@rewind/shared/options';
import { useId } from 'react';
import { FilterField, FilterSearch, filterControlClasses } from '@/components/ui/filter-controls';

export type TShelfFilterValues = { q: string; format: TFormat | undefined; sort: TCollectionSort };
export type TShelfFilterPatch = { [K in keyof TShelfFilterValues]?: TShelfFilterValues[K] | undefined };

const SORT_LABELS: Record<TCollectionSort, string> = {
  newest: 'Recently added',
  title: 'Title A–Z',
  year: 'Year',
};

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
        <FilterField label="Search" htmlFor={`${id}-q`}>
          <FilterSearch
            id={`${id}-q`}
            value={values.q}
            placeholder="Title, director or release"
            onChange={(q) => onChange({ q })}
          />
        </FilterField>
      </div>
      <FilterField label="Format" htmlFor={`${id}-format`}>
        <select
          id={`${id}-format`}
          value={values.format ?? ''}
          onChange={(event) => onChange({ format: (event.target.value || undefined) as TFormat | undefined })}
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
      <FilterField label="Sort by" htmlFor={`${id}-sort`}>
        <select
          id={`${id}-sort`}
          value={values.sort}
          onChange={(event) => onChange({ sort: event.target.value as TCollectionSort })}
          className={filterControlClasses}
        >
          {COLLECTION_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </FilterField>
    </div>
  );
}
