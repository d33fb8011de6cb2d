import {
  CONDITIONS,
  FORMATS,
  LISTING_SORT_LABELS,
  LISTING_SORTS,
  REGIONS,
  type TCondition,
  type TFormat,
  type TListingSort,
  type TRegion,
} from '@rewind/shared/options';
import * as MSG from '@rewind/shared/texts';
import { useId, useState } from 'react';
import {
  FilterChoice,
  FilterField,
  FilterSearch,
  filterControlClasses,
} from '@/components/ui/filter-controls';
import { ReleaseFactFilters, type TReleaseFactFilterValues } from '@/components/ui/release-fact-filters';
import type { TParamsPatch } from '@/lib/search-params';

export type TMarketplaceFilterValues = TReleaseFactFilterValues & {
  q: string;
  format: TFormat | undefined;
  region: TRegion | undefined;
  minCondition: TCondition | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  sealed: boolean;
  wanted: boolean;
  sort: TListingSort;
};

/** A price bound: written to the URL when the box is left or Enter is pressed. */
/** A lowest price above the highest: the list then ignores both, and the fields say why. */
export const isPriceRangeInverted = (values: Pick<TMarketplaceFilterValues, 'minPrice' | 'maxPrice'>) =>
  values.minPrice !== undefined && values.maxPrice !== undefined && values.minPrice > values.maxPrice;

function PriceBound({
  id,
  label,
  value,
  onChange,
  errorId,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** The message that says what is wrong with the range, when something is. */
  errorId?: string | undefined;
}) {
  const [draft, setDraft] = useState(value === undefined ? '' : String(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setDraft(value === undefined ? '' : String(value));
  }
  const commit = () => {
    const number = draft.trim() === '' ? undefined : Number(draft);
    if (number === undefined || (Number.isFinite(number) && number >= 0)) {
      if (number !== value) onChange(number);
    } else setDraft(value === undefined ? '' : String(value));
  };
  return (
    <FilterField label={label} htmlFor={id}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={draft}
        placeholder="Any"
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={filterControlClasses}
      />
    </FilterField>
  );
}

/**
 * A filter that is on or off. It shows the change at once: the address it writes is applied as a transition,
 * which a busy page may finish a moment later.
 */
function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const [shown, setShown] = useState(checked);
  const [lastChecked, setLastChecked] = useState(checked);
  if (checked !== lastChecked) {
    setLastChecked(checked);
    setShown(checked);
  }
  return (
    <label className="flex h-10 cursor-pointer items-center gap-2 text-sm text-paper">
      <input
        type="checkbox"
        checked={shown}
        onChange={(event) => {
          setShown(event.target.checked);
          onChange(event.target.checked);
        }}
        className="size-4 accent-magenta"
      />
      {label}
    </label>
  );
}

/** /marketplace's filters and order; every change goes to the URL (`onChange` gets the parameters). */
export function MarketplaceFilters({
  values,
  canFilterByWants,
  onChange,
}: {
  values: TMarketplaceFilterValues;
  /** 'In my wantlist' is for the signed-in. */
  canFilterByWants: boolean;
  onChange: (patch: TParamsPatch) => void;
}) {
  const id = useId();
  const flag = (on: boolean) => (on ? 'true' : undefined);
  const isPriceInverted = isPriceRangeInverted(values);
  return (
    <div className="flex flex-col gap-3" data-testid="marketplace-filters">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-4 lg:col-span-1">
          <FilterField label="Search" htmlFor={`${id}-q`}>
            <FilterSearch
              id={`${id}-q`}
              value={values.q}
              placeholder="Film, director or actor"
              onChange={(q) => onChange({ q })}
            />
          </FilterField>
        </div>
        <FilterChoice
          id={`${id}-format`}
          label="Format"
          value={values.format}
          options={FORMATS}
          anyLabel="All formats"
          onChange={(format) => onChange({ format })}
        />
        <FilterChoice
          id={`${id}-region`}
          label="Region"
          value={values.region}
          options={REGIONS}
          anyLabel="All regions"
          onChange={(region) => onChange({ region })}
        />
        <ReleaseFactFilters id={id} values={values} onChange={onChange} />
        <FilterChoice
          id={`${id}-condition`}
          label="Media at least"
          value={values.minCondition}
          options={CONDITIONS}
          anyLabel="Any condition"
          onChange={(minCondition) => onChange({ minCondition })}
        />
        <FilterField label="Sort by" htmlFor={`${id}-sort`}>
          <select
            id={`${id}-sort`}
            value={values.sort}
            onChange={(event) =>
              onChange({ sort: event.target.value === 'newest' ? undefined : event.target.value })
            }
            className={filterControlClasses}
          >
            {LISTING_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {LISTING_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      <div className="flex flex-wrap items-end gap-x-5 gap-y-2">
        <div className="grid w-full grid-cols-2 gap-3 sm:w-72">
          <PriceBound
            id={`${id}-min`}
            label="Price from"
            value={values.minPrice}
            onChange={(minPrice) => onChange({ minPrice })}
            errorId={isPriceInverted ? `${id}-price-error` : undefined}
          />
          <PriceBound
            id={`${id}-max`}
            label="Price to"
            value={values.maxPrice}
            onChange={(maxPrice) => onChange({ maxPrice })}
            errorId={isPriceInverted ? `${id}-price-error` : undefined}
          />
          {isPriceInverted && (
            <p id={`${id}-price-error`} role="alert" className="col-span-2 text-sm text-danger">
              {MSG.priceRangeInverted}
            </p>
          )}
        </div>
        <Toggle
          label="Sealed only"
          checked={values.sealed}
          onChange={(on) => onChange({ sealed: flag(on) })}
        />
        {canFilterByWants && (
          <Toggle
            label="In my wantlist"
            checked={values.wanted}
            onChange={(on) => onChange({ wanted: flag(on) })}
          />
        )}
      </div>
    </div>
  );
}
