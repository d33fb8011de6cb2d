import type { TSearchResult, TTitleSummary } from '@rewind/shared/catalog';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { titleDetailPath } from '@rewind/shared/slug';
import { Plus } from 'lucide-react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { CoverThumb, titleWithYear } from '@/features/catalog/components/cover-thumb';

export type TSearchDropdownProps = {
  /** The debounced term the results belong to. */
  term: string;
  isSearching: boolean;
  result: TSearchResult | undefined;
  listboxId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  isExpanded: boolean;
  onToggleExpanded: () => void;
  onActivate: (index: number) => void;
  onSelect: (title: TTitleSummary) => void;
  onAddTerm: (term: string) => void;
  onLeave: () => void;
};

/** The live results under the header search. Keeps the input focused while in use. */
export function SearchDropdown({
  term,
  isSearching,
  result,
  listboxId,
  optionId,
  activeIndex,
  isExpanded,
  onToggleExpanded,
  onActivate,
  onSelect,
  onAddTerm,
  onLeave,
}: TSearchDropdownProps) {
  const items = result?.items ?? [];
  const visible = isExpanded ? items : items.slice(0, LIMITS.headerSearchVisible);
  const hiddenCount = items.length - LIMITS.headerSearchVisible;
  const hasNoResults = !isSearching && result !== undefined && items.length === 0;

  return (
    <div
      data-testid="search-dropdown"
      // Clicks inside must not blur the input, or the dropdown would close before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-50 mt-2 flex max-h-[min(70vh,36rem)] flex-col overflow-hidden rounded-lg border border-tape-600 bg-tape-900 shadow-box"
    >
      <p
        role="status"
        aria-live="polite"
        className="flex items-center gap-2 border-b border-tape-700 px-4 py-2.5 text-xs font-semibold tracking-wide text-tape-300 uppercase"
      >
        {isSearching ? (
          <>
            <Spinner size="sm" label={null} />
            {MSG.searching}
          </>
        ) : hasNoResults ? (
          MSG.noResultsFor(term)
        ) : (
          MSG.resultsFound(items.length)
        )}
      </p>

      {!isSearching && items.length > 0 && (
        <ul
          id={listboxId}
          role="listbox"
          aria-label="Search results"
          className="min-h-0 flex-1 overflow-y-auto py-1"
        >
          {visible.map((title, index) => (
            <li
              key={title.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              data-testid="search-result"
              onClick={() => onSelect(title)}
              onMouseMove={() => index !== activeIndex && onActivate(index)}
              className={cn(
                'flex cursor-pointer items-center gap-3 px-4 py-2',
                index === activeIndex ? 'bg-tape-800' : 'hover:bg-tape-850',
              )}
            >
              <CoverThumb title={title} className="w-10" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-paper">{titleWithYear(title)}</p>
                {title.director && (
                  <p className="truncate text-xs text-tape-300">{MSG.directedBy(title.director)}</p>
                )}
                {(title.genre || title.studio) && (
                  <p className="truncate text-xs text-tape-400">
                    {title.genre}
                    {title.genre && title.studio && <span aria-hidden> · </span>}
                    {title.studio}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      {!isSearching && hiddenCount > 0 && (
        <button
          type="button"
          onClick={onToggleExpanded}
          className="border-t border-tape-700 px-4 py-2.5 text-left text-sm font-semibold text-cyan hover:bg-tape-850"
        >
          {isExpanded ? MSG.showLess : MSG.moreResults(hiddenCount)}
        </button>
      )}

      {hasNoResults && (
        <div className="flex flex-col items-start gap-3 px-4 py-3">
          {result.suggestions.length > 0 && (
            <p className="text-sm text-tape-300">
              Did you mean{' '}
              {result.suggestions.map((suggestion, index) => (
                <span key={suggestion.slug}>
                  {index > 0 && ', '}
                  <Link
                    to={titleDetailPath(suggestion.slug)}
                    onClick={onLeave}
                    className="font-semibold text-cyan underline-offset-2 hover:underline"
                  >
                    {suggestion.title}
                  </Link>
                </span>
              ))}
              ?
            </p>
          )}
          <Button
            size="sm"
            leftIcon={<Plus aria-hidden className="size-4" />}
            onClick={() => onAddTerm(term)}
          >
            Add “{term}” to the catalogue
          </Button>
        </div>
      )}
    </div>
  );
}
