import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/form-field';
import { ListStates } from '@/components/ui/list-states';
import { NewerOlder } from '@/components/ui/newer-older';
import { SkeletonBlocks } from '@/components/ui/skeleton';

type TPage<T> = { items: T[]; hasMore: boolean };

/**
 * A list found by words and read a page at a time (the admin portal's members, films and listings): the search
 * field, the loading, empty and error states, the rows, and newer and older pages. A new search starts at its
 * first page.
 */
export function SearchableList<T>({
  search: searchField,
  useList,
  label,
  rowHeight,
  empty,
  row,
}: {
  search: { label: string; hint?: string };
  /** The page of rows for the words typed (trimmed, settled) and the page number. */
  useList: (q: string, page: number) => UseQueryResult<TPage<T>>;
  /** What the rows are, for screen readers ('Members'). */
  label: string;
  /** The skeleton rows' height class ('h-14'). */
  rowHeight: string;
  empty: { icon: LucideIcon; title: string; whenSearching: string; otherwise: string };
  row: (item: T) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDeferredValue(search.trim());
  const query = useList(q, page);
  return (
    <div className="flex flex-col gap-4">
      <div className="lg:max-w-md">
        <TextField
          label={searchField.label}
          type="search"
          {...(searchField.hint ? { hint: searchField.hint } : {})}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      <ListStates
        query={query}
        isEmpty={(data) => data.items.length === 0}
        skeleton={
          <SkeletonBlocks
            label={`Loading ${label.toLowerCase()}`}
            count={4}
            blockClassName={rowHeight}
            className="flex flex-col gap-2"
          />
        }
        empty={
          <EmptyState
            icon={empty.icon}
            title={empty.title}
            description={q ? empty.whenSearching : empty.otherwise}
          />
        }
      >
        {(data) => (
          <>
            <ul className="divide-y divide-tape-700" aria-label={label}>
              {data.items.map(row)}
            </ul>
            <NewerOlder page={page} hasMore={data.hasMore} onPage={setPage} />
          </>
        )}
      </ListStates>
    </div>
  );
}
