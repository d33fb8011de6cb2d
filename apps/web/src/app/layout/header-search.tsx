import type { TTitleSummary } from '@rewind/shared/catalog';
import { LIMITS, TIMINGS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { titleDetailPath } from '@rewind/shared/slug';
import { Search } from 'lucide-react';
import { Suspense, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { SearchDropdown, useSearchTitles } from '@/features/catalog';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';

/** The header search: live results in a combobox dropdown, Enter without a highlighted row opens /catalog?q=. */
export function HeaderSearch({ className }: { className?: string }) {
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [isExpanded, setIsExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const navigate = useNavigate();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const inputId = useId();
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const term = query.trim();
  const debouncedTerm = useDebouncedValue(term, TIMINGS.searchDebounceMs);
  const search = useSearchTitles(debouncedTerm);
  const isSearching = term !== debouncedTerm || search.isFetching;
  const result = isSearching ? undefined : search.data;
  const items = result?.items ?? [];
  const visibleCount = isExpanded ? items.length : Math.min(items.length, LIMITS.headerSearchVisible);
  const isDropdownShown = isOpen && term.length > 0 && !search.isError;
  const isListShown = isDropdownShown && visibleCount > 0;

  function reset() {
    setQuery('');
    setIsOpen(false);
    setIsExpanded(false);
    setActiveIndex(-1);
  }

  function openTitle(title: TTitleSummary) {
    reset();
    navigate(titleDetailPath(title.slug));
  }

  function addTerm(value: string) {
    reset();
    navigate(`/catalog?add=title&q=${encodeURIComponent(value)}`);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const highlighted = isListShown ? items[activeIndex] : undefined;
    if (highlighted) {
      openTitle(highlighted);
      return;
    }
    setIsOpen(false);
    setActiveIndex(-1);
    navigate(term ? `/catalog?q=${encodeURIComponent(term)}` : '/catalog');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (isDropdownShown) {
        event.preventDefault();
        setIsOpen(false);
        setActiveIndex(-1);
      }
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    if (!isOpen) {
      setIsOpen(true);
      return;
    }
    if (!isListShown) return;
    const step = event.key === 'ArrowDown' ? 1 : -1;
    // -1 (nothing highlighted) sits between the last and the first row.
    const next = ((activeIndex + 1 + step + visibleCount + 1) % (visibleCount + 1)) - 1;
    setActiveIndex(next);
    if (next >= 0) document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <form
      role="search"
      onSubmit={handleSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsOpen(false);
      }}
      className={cn('relative', className)}
    >
      <label htmlFor={inputId} className="sr-only">
        Search the catalogue
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-tape-400"
      />
      <input
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={isListShown ? listboxId : undefined}
        aria-activedescendant={isListShown && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        data-testid="header-search"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={LIMITS.search}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
          setIsExpanded(false);
          setActiveIndex(-1);
        }}
        onFocus={() => {
          setIsOpen(true);
          void SearchDropdown.preload();
        }}
        onKeyDown={handleKeyDown}
        placeholder={isDesktop ? MSG.searchPlaceholder : MSG.searchPlaceholderMobile}
        className="h-10 w-full rounded-full border border-tape-600 bg-tape-900 pr-4 pl-9 text-sm text-paper transition placeholder:text-tape-400 hover:border-tape-500 focus:border-cyan focus:bg-tape-850 focus:outline-none focus-visible:outline-offset-0"
      />
      {isDropdownShown && (
        <Suspense fallback={null}>
          <SearchDropdown
            term={debouncedTerm}
            isSearching={isSearching}
            result={result}
            listboxId={listboxId}
            optionId={optionId}
            activeIndex={activeIndex}
            isExpanded={isExpanded}
            onToggleExpanded={() => {
              setIsExpanded((value) => !value);
              setActiveIndex(-1);
            }}
            onActivate={setActiveIndex}
            onSelect={openTitle}
            onAddTerm={addTerm}
            onLeave={reset}
          />
        </Suspense>
      )}
    </form>
  );
}
