import { filmWithYear } from '@rewind/shared/film-label';
import type { TCollectionItem, TWantlistItem } from '@rewind/shared/collection';
import { DEFAULT_RELEASE_TITLE, WANT_PRIORITIES, type TWantPriority } from '@rewind/shared/options';
import type { TRelease } from '@rewind/shared/releases';
import { listingPath, releaseDetailPath, titleDetailPath } from '@rewind/shared/slug';
import { hasRules } from '@rewind/shared/want-rules';
import { Tag, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { BoxCover } from '@/components/ui/box-cover';
import { Skeleton } from '@/components/ui/skeleton';
import { ChooseReleaseButton } from '@/features/collection/components/choose-release-button';
import { NotesEditor } from '@/features/collection/components/notes-editor';
import type { TView } from '@/components/ui/view-toggle';
import { rulesSummary } from '@/features/collection/lib/want-rules';
import { ListForSaleDialog } from '@/features/marketplace';
import { lazyComponent } from '@/components/ui/lazy-component';

// The listing form loads when it is first opened.

// The confirmation loads when it is first asked for.
const RemoveItemDialog = lazyComponent(
  () =>
    import('@/features/collection/components/remove-item-dialog').then((module) => module.RemoveItemDialog),
  { drawnOnceOpened: true },
);

export type TShelfItem = TCollectionItem & { priority?: TWantPriority } & Partial<
    Pick<TWantlistItem, 'rules' | 'forSale' | 'fulfilledAt'>
  >;

/** What the owner may do with an item; absent on someone else's collection. */
export type TShelfActions = {
  list: 'collection' | 'wantlist';
  notesPlaceholder: string;
  saveNotes: (item: TShelfItem, notes: string | null) => Promise<unknown>;
  remove: (item: TShelfItem) => Promise<unknown>;
  setPriority?: (item: TShelfItem, priority: TWantPriority) => Promise<unknown>;
  /** Makes an item held without a release ('Any release') that release. */
  chooseRelease?: (item: TShelfItem, release: TRelease) => Promise<unknown>;
  /** The wantlist's line of a want's rules and copies for sale (`WantMatches`), so the collection never loads it. */
  wantMatches?: (item: TShelfItem) => ReactNode;
  /** My collection: marks an item as a spare I would trade away, or not. */
  setForTrade?: (item: TShelfItem, forTrade: boolean) => Promise<unknown>;
};

const GRID = 'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5';
// A column of GRID inside the page column (max-w-7xl, px-4 sm:px-6): its width over the gaps, per breakpoint.
const COLUMN_SIZES =
  '(min-width: 1280px) 234px, (min-width: 1024px) calc((100vw - 96px) / 4), ' +
  '(min-width: 640px) calc((100vw - 80px) / 3), calc((100vw - 48px) / 2)';
// The first row on a phone (two columns): the page's largest images above the fold.
const PRIORITY_COVERS = 2;

const PRIORITY_LABELS: Record<TWantPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

const itemPath = (item: TShelfItem) =>
  item.release ? releaseDetailPath(item.release.slug) : titleDetailPath(item.title.slug);
const itemCover = (item: TShelfItem) => item.release?.coverImageUrl ?? item.title.coverImageUrl;
const releaseLabel = (item: TShelfItem) =>
  item.release ? item.release.releaseTitle || DEFAULT_RELEASE_TITLE : 'Any release';
export const itemLabel = (item: TShelfItem) => `${filmWithYear(item.title)}, ${releaseLabel(item)}`;

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

function PrioritySelect({
  item,
  setPriority,
}: {
  item: TShelfItem;
  setPriority: NonNullable<TShelfActions['setPriority']>;
}) {
  // The choice being saved: shown at once, and the saved value again if the save fails.
  const [saving, setSaving] = useState<TWantPriority | null>(null);
  return (
    <label className="flex items-center gap-2 text-xs font-semibold tracking-wide text-tape-300 uppercase">
      Priority
      <select
        value={saving ?? item.priority ?? 'medium'}
        disabled={saving !== null}
        aria-label={`Priority for ${itemLabel(item)}`}
        onChange={(event) => {
          const priority = event.target.value as TWantPriority;
          setSaving(priority);
          void setPriority(item, priority)
            .catch(() => undefined)
            .finally(() => setSaving(null));
        }}
        className="h-8 rounded-md border border-tape-600 bg-tape-900 px-2 text-sm font-normal tracking-normal text-paper normal-case focus:border-cyan focus:outline-none"
      >
        {WANT_PRIORITIES.map((priority) => (
          <option key={priority} value={priority}>
            {PRIORITY_LABELS[priority]}
          </option>
        ))}
      </select>
    </label>
  );
}

function RemoveButton({ item, actions }: { item: TShelfItem; actions: TShelfActions }) {
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setIsConfirming(true)}
        aria-label={`Remove ${itemLabel(item)} from your ${actions.list}`}
        title={`Remove from ${actions.list}`}
        className="rounded p-1.5 text-tape-400 transition hover:bg-danger/15 hover:text-danger"
      >
        <Trash2 aria-hidden className="size-4" />
      </button>
      <RemoveItemDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        itemLabel={itemLabel(item)}
        list={actions.list}
        isListed={Boolean(item.listing)}
        rules={item.rules && hasRules(item.rules) ? rulesSummary(item.rules) : undefined}
        onConfirm={() => actions.remove(item)}
      />
    </>
  );
}

/**
 * My own collection: a copy of a release can be listed for sale, once; a listed one links to its listing.
 * A film held without a release cannot (a listing sells a particular release).
 */
function SaleButton({ item, actions }: { item: TShelfItem; actions: TShelfActions | null }) {
  const [isListing, setIsListing] = useState(false);
  if (actions?.list !== 'collection' || !item.release) return null;
  return (
    <>
      {item.listing ? (
        <Link
          to={listingPath(item.listing)}
          className="inline-flex items-center gap-1 rounded-sm border border-yellow/60 px-1.5 py-0.5 text-xs text-yellow hover:bg-yellow/10"
          data-testid="for-sale-badge"
        >
          <Tag aria-hidden className="size-3" />
          For sale
        </Link>
      ) : (
        <button
          type="button"
          onClick={() => setIsListing(true)}
          className="inline-flex items-center gap-1 rounded-sm border border-tape-600 px-1.5 py-0.5 text-xs text-tape-300 hover:border-yellow hover:text-yellow"
          aria-label={`List ${itemLabel(item)} for sale`}
        >
          <Tag aria-hidden className="size-3" />
          Sell
        </button>
      )}
      {/* Stays mounted once the item is listed: the dialog goes on to the copy's photos. */}
      <ListForSaleDialog
        open={isListing}
        onOpenChange={setIsListing}
        collectionItemId={item.id}
        itemLabel={itemLabel(item)}
      />
    </>
  );
}

/**
 * A spare: on my collection a switch, 'For trade', that marks it; on someone else's a badge.
 * Trade matching pairs spares with other members' wants.
 */
function TradeToggle({ item, actions }: { item: TShelfItem; actions: TShelfActions | null }) {
  const [saving, setSaving] = useState<boolean | null>(null);
  const setForTrade = actions?.setForTrade;
  const isForTrade = saving ?? Boolean(item.forTrade);
  if (!setForTrade) {
    if (!item.forTrade) return null;
    return (
      <span className="inline-flex items-center rounded-sm border border-cyan/60 px-1.5 py-0.5 text-xs text-cyan">
        For trade
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={isForTrade}
      aria-label={`Offer ${itemLabel(item)} for trade`}
      disabled={saving !== null}
      onClick={() => {
        setSaving(!isForTrade);
        void setForTrade(item, !isForTrade).finally(() => setSaving(null));
      }}
      className={cn(
        'inline-flex items-center rounded-sm border px-1.5 py-0.5 text-xs transition',
        isForTrade
          ? 'border-cyan/60 bg-cyan/10 text-cyan'
          : 'border-tape-600 text-tape-300 hover:border-cyan hover:text-cyan',
      )}
    >
      {/* No icon: the collection page is at its script budget. */}
      For trade
    </button>
  );
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
