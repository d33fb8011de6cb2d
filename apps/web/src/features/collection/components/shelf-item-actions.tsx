import { WANT_PRIORITIES, type TWantPriority } from '@rewind/shared/options';
import { listingPath } from '@rewind/shared/slug';
import { hasRules } from '@rewind/shared/want-rules';
import { Tag, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { rulesSummary } from '@/features/collection/lib/want-rules';
import { ListForSaleDialog } from '@/features/marketplace';
import { lazyComponent } from '@/components/ui/lazy-component';
import { itemLabel, type TShelfItem, type TShelfActions } from '@/features/collection/components/shelf-item';

// The confirmation loads when it is first asked for.
const RemoveItemDialog = lazyComponent(
  () =>
    import('@/features/collection/components/remove-item-dialog').then((module) => module.RemoveItemDialog),
  { drawnOnceOpened: true },
);
const PRIORITY_LABELS: Record<TWantPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };
export function PrioritySelect({
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

export function RemoveButton({ item, actions }: { item: TShelfItem; actions: TShelfActions }) {
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
export function SaleButton({ item, actions }: { item: TShelfItem; actions: TShelfActions | null }) {
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
export function TradeToggle({ item, actions }: { item: TShelfItem; actions: TShelfActions | null }) {
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
