import { FormActions } from '@/components/ui/form-actions';
import type { TCollectionItem } from '@rewind/shared/collection';
import { filmWithYear } from '@rewind/shared/film-label';
import { TRADE_ITEMS_MAX } from '@rewind/shared/trade-states';
import { type TTradeCopy, ZTradeProposalRequest } from '@rewind/shared/trade-proposals';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { BoxCover } from '@/components/ui/box-cover';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/lib/notify';
import { fieldErrors } from '@/lib/field-errors';
import { useNavigate } from '@/lib/router';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCollection } from '@/features/collection';
import { useProposeTrade, useSpares } from '@/features/community/api/trade-proposals';

/** A copy to pick: a collection item, or a copy of the proposal being countered. */
type TPickable = {
  id: string;
  film: NonNullable<TTradeCopy['film']>;
  release: TTradeCopy['release'];
  isSpare: boolean;
};

const fromItem = (item: TCollectionItem): TPickable => ({
  id: item.id,
  film: item.title,
  release: item.release,
  isSpare: item.forTrade === true,
});

const fromCopies = (copies: TTradeCopy[]): TPickable[] =>
  copies.flatMap(({ itemId, film, release }) =>
    itemId && film ? [{ id: itemId, film, release, isSpare: true }] : [],
  );

/** Adds `extra` not already in `list`, first. */
const withExtra = (extra: TPickable[], list: TPickable[]) => [
  ...extra,
  ...list.filter((copy) => !extra.some((other) => other.id === copy.id)),
];

function CopyPicker({
  legend,
  copies,
  isPending,
  chosen,
  onToggle,
  search,
  onSearch,
  empty,
  error,
  testId,
}: {
  legend: string;
  copies: TPickable[];
  isPending: boolean;
  chosen: string[];
  onToggle: (id: string) => void;
  search: string;
  onSearch: (q: string) => void;
  empty: string;
  error: string | undefined;
  testId: string;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" data-testid={testId}>
      <legend className="mb-1 font-display text-lg text-paper">
        {legend} <span className="text-sm text-tape-400">({chosen.length} chosen)</span>
      </legend>
      <TextField label="Search by title" value={search} onChange={(event) => onSearch(event.target.value)} />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : copies.length === 0 ? (
        <p className="text-sm text-tape-300">{empty}</p>
      ) : (
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto pr-1">
          {copies.map((copy) => (
            <li key={copy.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-md p-1.5 hover:bg-tape-800 has-[:checked]:bg-cyan/10">
                <input
                  type="checkbox"
                  className="size-4 accent-cyan"
                  checked={chosen.includes(copy.id)}
                  onChange={() => onToggle(copy.id)}
                />
                <BoxCover
                  url={copy.release?.coverImageUrl ?? copy.film.coverImageUrl}
                  format={copy.release?.format ?? 'Film'}
                  sizes="40px"
                  className="w-8 shrink-0"
                />
                <span className="min-w-0 text-sm">
                  <span className="block truncate text-paper">{filmWithYear(copy.film)}</span>
                  <span className="block truncate text-tape-400">
                    {copy.release ? `${copy.release.format} · ${copy.release.releaseTitle}` : 'Any release'}
                    {copy.isSpare && ' · for trade'}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export type TProposeTradeProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whom the proposal goes to. */
  partner: string;
  /** The trade request it answers. */
  tradeRequestId?: string;
  /** The proposal it counters: its copies start chosen, the sides swapped. */
  counter?: { id: string; mine: TTradeCopy[]; theirs: TTradeCopy[] };
};

/**
 * 'Propose a trade': their spares I would like, my copies I would give (spares first), and
 * a word to them. A counter starts from the proposal it answers.
 */
export function ProposeTradeDialog({
  open,
  onOpenChange,
  partner,
  tradeRequestId,
  counter,
}: TProposeTradeProps) {
  const navigate = useNavigate();
  const propose = useProposeTrade(counter?.id);
  const once = useSingleFlight();
  const [theirSearch, setTheirSearch] = useState('');
  const [mySearch, setMySearch] = useState('');
  const spares = useSpares(partner, useDeferredValue(theirSearch.trim()), { enabled: open });
  const shelf = useCollection(
    { page: 1, pageSize: 50, sort: 'title', ...(mySearch.trim() ? { q: mySearch.trim() } : {}) },
    { enabled: open },
  );
  const theirs = withExtra(fromCopies(counter?.theirs ?? []), (spares.data?.items ?? []).map(fromItem));
  const mine = withExtra(
    fromCopies(counter?.mine ?? []),
    [...(shelf.data?.items ?? [])].sort((a, b) => Number(b.forTrade) - Number(a.forTrade)).map(fromItem),
  );
  const [take, setTake] = useState<string[]>(() => fromCopies(counter?.theirs ?? []).map((copy) => copy.id));
  const [give, setGive] = useState<string[]>(() => fromCopies(counter?.mine ?? []).map((copy) => copy.id));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ give?: string; take?: string; message?: string }>({});
  const toggle = (list: string[], set: (next: string[]) => void) => (id: string) =>
    set(list.includes(id) ? list.filter((other) => other !== id) : [...list, id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      give,
      take,
      ...(message.trim() && { message: message.trim() }),
      ...(tradeRequestId && { tradeRequestId }),
    };
    // The server's own rules, checked here first so that each list says what is wrong.
    const checked = ZTradeProposalRequest.safeParse(input);
    setErrors(checked.success ? {} : fieldErrors(checked.error));
    if (!checked.success) return;
    once(async () => {
      try {
        const { id } = await propose.mutateAsync(input);
        notify.success(counter ? 'Counter-proposal sent' : `Trade proposed to ${partner}`);
        onOpenChange(false);
        navigate(`/trades/${id}`);
      } catch (error) {
        notify.fromError(error);
      }
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={counter ? `Counter ${partner}'s proposal` : `Propose a trade to ${partner}`}
      description={`Choose up to ${TRADE_ITEMS_MAX} copies on each side.`}
      size="xl"
      isDirty={give.length + take.length > 0 || Boolean(message)}
      testId="propose-trade-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
        <div className="grid gap-5 md:grid-cols-2">
          <CopyPicker
            legend="You get"
            copies={theirs}
            isPending={spares.isPending && theirs.length === 0}
            chosen={take}
            onToggle={toggle(take, setTake)}
            search={theirSearch}
            onSearch={setTheirSearch}
            empty={`${partner} has no copies marked for trade${theirSearch ? ' with that title' : ''}.`}
            error={errors.take}
            testId="trade-take"
          />
          <CopyPicker
            legend="You give"
            copies={mine}
            isPending={shelf.isPending && mine.length === 0}
            chosen={give}
            onToggle={toggle(give, setGive)}
            search={mySearch}
            onSearch={setMySearch}
            empty={mySearch ? 'No copy in your collection has that title.' : 'Your collection is empty.'}
            error={errors.give}
            testId="trade-give"
          />
        </div>
        <TextAreaField
          label="Message (optional)"
          rows={3}
          maxLength={2000}
          count={message.length}
          value={message}
          error={errors.message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <FormActions
          onCancel={() => onOpenChange(false)}
          isPending={propose.isPending}
          submitLabel={counter ? 'Send counter-proposal' : 'Send proposal'}
        />
      </form>
    </Modal>
  );
}
