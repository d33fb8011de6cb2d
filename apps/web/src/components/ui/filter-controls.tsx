import { LIMITS, TIMINGS } from '@rewind/shared/limits';
import { Search } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';

// The controls of a list's filter bar (the shelves, the marketplace): everything they set lives in the URL.

/** The look of a list's filter controls (selects and the search box). */
export const filterControlClasses =
  'h-10 w-full rounded-md border border-tape-600 bg-tape-900 px-3 text-sm text-paper hover:border-tape-500 focus:border-cyan focus:outline-none';

/** A list filter: its label above its control. */
export function FilterField({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor: string;
  children: ReactNode;
}) {
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
export function FilterSearch({
  id,
  value,
  placeholder,
  withIcon = true,
  onChange,
}: {
  id: string;
  value: string;
  placeholder: string;
  /** The magnifier: for a search box, not for a one-word filter such as a genre. */
  withIcon?: boolean;
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
    <div className="relative">
      {withIcon && (
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-tape-400"
        />
      )}
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={LIMITS.search}
        onChange={(event) => setDraft(event.target.value)}
        className={cn(filterControlClasses, withIcon && 'pl-9', 'placeholder:text-tape-500')}
      />
    </div>
  );
}

/** A list filter over one of the shared option lists, with an 'any' choice first. */
export function FilterChoice<T extends string>({
  id,
  label,
  value,
  options,
  anyLabel,
  optionLabel = (option) => option,
  onChange,
}: {
  id: string;
  label: string;
  value: T | undefined;
  options: readonly T[];
  anyLabel: string;
  /** What each option reads as, when not its value. */
  optionLabel?: (option: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <FilterField label={label} htmlFor={id}>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        className={filterControlClasses}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FilterField>
  );
}
