import { Link } from '@/lib/router';
import { BoxCover } from '@/components/ui/box-cover';
import { Skeleton } from '@/components/ui/skeleton';
import { ChooseReleaseButton } from '@/features/collection/components/choose-release-button';
import { NotesEditor } from '@/features/collection/components/notes-editor';
import type { TView } from '@/components/ui/view-toggle';
import {
  PrioritySelect,
  RemoveButton,
  SaleButton,
  TradeToggle,
} from '@/features/collection/components/shelf-item-actions';
import {
  itemPath,
  itemCover,
  releaseLabel,
  itemLabel,
  type TShelfItem,
  type TShelfActions,
} from '@/features/collection/components/shelf-item';

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
// A column of GRID inside the page column (max-w-7xl, px-4 sm:px-6): its width over the gaps, per breakpoint.
const COLUMN_SIZES =
  '(min-width: 1280px) 234px, (min-width: 1024px) calc((100vw - 96px) / 4), ' +
  '(min-width: 640px) calc((100vw - 80px) / 3), calc((100vw - 48px) / 2)';
// The first row on a phone (two columns): the page's largest images above the fold.
const PRIORITY_COVERS = 2;

function Cover({
  item,
  ...props
}: {
  item: TShelfItem;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  return <BoxCover url={itemCover(item)} format={item.release?.format ?? 'VHS'} {...props} />;
}

function Facts({ item }: { item: TShelfItem }) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1.5 text-sm text-tape-300">
      <span className="truncate">{releaseLabel(item)}</span>
      {item.release && (
        <span className="rounded-sm border border-tape-600 px-1.5 py-0.5 text-xs leading-none">
          {item.release.format}
        </span>
      )}
    </p>
  );
}

function ChooseRelease({ item, actions }: { item: TShelfItem; actions: TShelfActions | null }) {
  const chooseRelease = actions?.chooseRelease;
  if (item.release || !chooseRelease) return null;
  return (
    <div className="mt-2">
      <ChooseReleaseButton
        titleId={item.titleId}
        itemLabel={itemLabel(item)}
        onChoose={(release) => chooseRelease(item, release)}
      />
    </div>
  );
}

function ItemNotes({ item, actions }: { item: TShelfItem; actions: TShelfActions | null }) {
  return (
    <NotesEditor
      notes={item.notes}
      placeholder={actions?.notesPlaceholder ?? ''}
      itemLabel={itemLabel(item)}
      isReadOnly={!actions}
      onSave={(notes) => actions?.saveNotes(item, notes) ?? Promise.resolve()}
    />
  );
}

export function ShelfItems({
  items,
  view,
  actions,
}: {
  items: TShelfItem[];
  view: TView;
  actions: TShelfActions | null;
}) {
  if (view === 'list') {
    return (
      <ul
        className="divide-y divide-tape-700 overflow-hidden rounded-lg border border-tape-700 bg-tape-900/60"
        data-testid="shelf-list"
      >
        {items.map((item) => (
          <li key={item.id} className="flex gap-4 px-4 py-3" data-testid="shelf-item">
            <Link to={itemPath(item)} tabIndex={-1} aria-hidden className="shrink-0">
              <Cover item={item} sizes="56px" className="w-14 shadow-none" />
            </Link>
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <Link to={itemPath(item)} className="font-semibold text-paper hover:text-magenta-soft">
                    {item.title.title}
                  </Link>
                  <span className="ml-2 font-counter text-lg leading-none text-tape-400">
                    {item.title.year ?? '—'}
                  </span>
                  <Facts item={item} />
                  <div className="mt-1.5 flex flex-wrap gap-1.5">
                    <SaleButton item={item} actions={actions} />
                    <TradeToggle item={item} actions={actions} />
                  </div>
                  {actions?.wantMatches?.(item)}
                  <ChooseRelease item={item} actions={actions} />
                </div>
                {actions && (
                  <div className="flex shrink-0 items-center gap-2">
                    {actions.setPriority && <PrioritySelect item={item} setPriority={actions.setPriority} />}
                    <RemoveButton item={item} actions={actions} />
                  </div>
                )}
              </div>
              <div className="mt-2">
                <ItemNotes item={item} actions={actions} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={GRID} data-testid="shelf-grid">
      {items.map((item, index) => (
        <li key={item.id} className="flex flex-col" data-testid="shelf-item">
          <Link to={itemPath(item)} className="group block rounded-lg focus-visible:outline-offset-4">
            <Cover
              item={item}
              sizes={COLUMN_SIZES}
              priority={index < PRIORITY_COVERS}
              className="transition duration-200 group-hover:-translate-y-1 group-hover:border-tape-500 group-hover:shadow-glow-magenta"
            />
            <p className="mt-2.5 line-clamp-2 text-sm leading-snug font-semibold text-paper group-hover:text-magenta-soft">
              {item.title.title}
            </p>
          </Link>
          <div className="flex items-center justify-between gap-2">
            <p className="font-counter text-lg leading-none text-tape-400">{item.title.year ?? '—'}</p>
            {actions && <RemoveButton item={item} actions={actions} />}
          </div>
          <Facts item={item} />
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <SaleButton item={item} actions={actions} />
            <TradeToggle item={item} actions={actions} />
          </div>
          {actions?.wantMatches?.(item)}
          <ChooseRelease item={item} actions={actions} />
          {actions?.setPriority && (
            <div className="mt-2">
              <PrioritySelect item={item} setPriority={actions.setPriority} />
            </div>
          )}
          <div className="mt-2">
            <ItemNotes item={item} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ShelfItemsSkeleton({ view }: { view: TView }) {
  if (view === 'list') {
    return (
      <div
        className="divide-y divide-tape-700 rounded-lg border border-tape-700"
        aria-busy="true"
        aria-label="Loading"
      >
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 px-4 py-3">
            <Skeleton className="aspect-[2/3] w-14" />
            <div className="flex-1">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="mt-2 h-3.5 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className={GRID} aria-busy="true" aria-label="Loading">
      {Array.from({ length: 10 }, (_, index) => (
        <div key={index}>
          <Skeleton className="aspect-[2/3] w-full" />
          <Skeleton className="mt-2.5 h-4 w-4/5" />
          <Skeleton className="mt-1.5 h-3.5 w-10" />
        </div>
      ))}
    </div>
  );
}
