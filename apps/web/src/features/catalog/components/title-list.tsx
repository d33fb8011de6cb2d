import type { TTitleSummary } from '@rewind/shared/catalog';
import * as MSG from '@rewind/shared/texts';
import { titleDetailPath } from '@rewind/shared/slug';
import { Link } from '@/lib/router';
import { Skeleton } from '@/components/ui/skeleton';
import { CoverThumb } from '@/features/catalog/components/cover-thumb';

/** Titles as compact rows: cover, title (year), director, genre and studio. */
export function TitleList({ titles }: { titles: TTitleSummary[] }) {
  return (
    <ul
      className="divide-y divide-tape-700 overflow-hidden rounded-lg border border-tape-700 bg-tape-900/60"
      data-testid="title-list"
    >
      {titles.map((title) => (
        <li key={title.id}>
          <Link
            to={titleDetailPath(title.slug)}
            data-testid="title-row"
            className="group flex items-center gap-4 px-4 py-3 transition hover:bg-tape-850 focus-visible:outline-offset-[-2px]"
          >
            <CoverThumb title={title} className="w-12" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-paper group-hover:text-magenta-soft">{title.title}</p>
              {title.director && (
                <p className="truncate text-sm text-tape-300">{MSG.directedBy(title.director)}</p>
              )}
              <p className="truncate text-xs text-tape-400 sm:hidden">
                {[title.genre, title.studio].filter(Boolean).join(' · ')}
              </p>
            </div>
            <p className="hidden w-48 shrink-0 truncate text-sm text-tape-300 md:block">{title.genre}</p>
            <p className="hidden w-44 shrink-0 truncate text-sm text-tape-300 sm:block">{title.studio}</p>
            <p className="w-12 shrink-0 text-right font-counter text-xl leading-none text-tape-400">
              {title.year ?? '—'}
            </p>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TitleListSkeleton({ count }: { count: number }) {
  return (
    <div
      className="divide-y divide-tape-700 rounded-lg border border-tape-700"
      aria-busy="true"
      aria-label="Loading titles"
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-4 py-3">
          <Skeleton className="aspect-[2/3] w-12" />
          <div className="flex-1">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="mt-2 h-3.5 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
