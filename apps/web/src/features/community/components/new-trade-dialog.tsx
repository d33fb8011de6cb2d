import { FormActions } from '@/components/ui/form-actions';
import type { TCollectionItem } from '@rewind/shared/collection';
import { filmWithYear } from '@rewind/shared/film-label';
import {
  TRADE_OFFERS_DEFAULT,
  TRADE_OFFERS_MAX,
  TRADE_WANTS_DEFAULT,
  ZNewTradeRequest,
} from '@rewind/shared/trades';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { notify } from '@/lib/notify';
import { fieldErrors } from '@/lib/field-errors';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCollection } from '@/features/collection';
import { AddPhotosDialog } from '@/features/images';
import { usePostTradeRequest } from '@/features/community/api/trades';

const BY_HAND = '';

const itemName = (item: TCollectionItem) =>
  `${filmWithYear(item.title)}${item.release ? ` · ${item.release.format}, ${item.release.releaseTitle}` : ''}`;

/**
 * 'Post a trade request': one of my collection items (spares first) or words alone, what I
 * would take (comma-separated; none means 'open to offers'), and what I offer (the film's title unless I say);
 * once posted, the same dialog goes on to photos of what I offer (optional), as listing a copy does.
 */
export function NewTradeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const shelf = useCollection({ page: 1, pageSize: 100, sort: 'title' }, { enabled: open });
  const items = [...(shelf.data?.items ?? [])].sort((a, b) => Number(b.forTrade) - Number(a.forTrade));
  const post = usePostTradeRequest();
  const once = useSingleFlight();
  const [draft, setDraft] = useState({ itemId: BY_HAND, offers: '', wants: '' });
  const [errors, setErrors] = useState<{ offers?: string; wants?: string }>({});
  const [postedId, setPostedId] = useState<string | null>(null);
  const chosen = items.find((item) => item.id === draft.itemId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wants = draft.wants
      .split(',')
      .map((want) => want.trim())
      .filter(Boolean);
    const input = {
      ...(chosen && { collectionItemId: chosen.id }),
      ...(draft.offers.trim() && { offers: draft.offers.trim() }),
      ...(wants.length && { wants }),
    };
    // The server's own rules, checked here first so that the field says what is wrong.
    const checked = ZNewTradeRequest.safeParse(input);
    const found = checked.success ? {} : fieldErrors(checked.error);
    setErrors(found);
    if (!checked.success) return;
    once(async () => {
      try {
        const { id } = await post.mutateAsync(input);
        notify.success('Trade request posted');
        setDraft({ itemId: BY_HAND, offers: '', wants: '' });
        setPostedId(id);
      } catch (error) {
        notify.fromError(error);
      }
    });
  };
  if (postedId) {
    return (
      <AddPhotosDialog
        open={open}
        target={{ kind: 'trades', idOrSlug: postedId }}
        description="Your trade request is posted. Photos of what you offer (front, back, the tape, any wear) show traders what they would get."
        testId="trade-photos-dialog"
        onDone={() => {
          onOpenChange(false);
          setPostedId(null);
        }}
      />
    );
  }
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Post a trade request"
      size="xl"
      isDirty={Boolean(draft.itemId || draft.offers || draft.wants)}
      testId="new-trade-dialog"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <SelectField
          label="From your collection"
          options={[BY_HAND, ...items.map((item) => item.id)]}
          optionLabel={(id) => {
            const item = items.find((candidate) => candidate.id === id);
            if (!item) return 'Nothing from my collection: I describe it below';
            return `${item.forTrade ? '★ ' : ''}${itemName(item)}`;
          }}
          value={draft.itemId}
          onChange={(event) => setDraft({ ...draft, itemId: event.target.value })}
        />
        <TextField
          label="What you offer"
          maxLength={TRADE_OFFERS_MAX}
          placeholder={chosen ? chosen.title.title : TRADE_OFFERS_DEFAULT}
          value={draft.offers}
          error={errors.offers}
          onChange={(event) => setDraft({ ...draft, offers: event.target.value })}
          hint={chosen ? "Empty: the film's title." : `Empty: '${TRADE_OFFERS_DEFAULT}'.`}
        />
        <TextField
          label="What you would take"
          placeholder="Tron (VHS), any Criterion LaserDisc"
          value={draft.wants}
          error={errors.wants}
          onChange={(event) => setDraft({ ...draft, wants: event.target.value })}
          hint={`Separate with commas. Empty: '${TRADE_WANTS_DEFAULT}'.`}
        />
        <FormActions
          onCancel={() => onOpenChange(false)}
          isPending={post.isPending}
          submitLabel="Post trade request"
        />
      </form>
    </Modal>
  );
}
