import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@rewind/shared/limits';
import { type TListingDetail, ZListingFields } from '@rewind/shared/marketplace';
import * as MSG from '@rewind/shared/texts';
import { CONDITION_GUIDE } from '@rewind/shared/condition-guide';
import { CONDITIONS, PACKAGING_CONDITIONS } from '@rewind/shared/options';
import { Tag } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { isApiError, isRefusal } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCreateListing, useUpdateListing } from '@/features/marketplace/api/listings';
import { AddPhotosDialog } from '@/features/images';

const ZListingForm = ZListingFields;

type TListingFormProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is being sold, e.g. 'Aliens (1986), Standard Release'. */
  itemLabel: string;
};

type TListingFormValues = {
  price: string;
  mediaCondition: (typeof CONDITIONS)[number];
  packagingCondition: (typeof PACKAGING_CONDITIONS)[number];
  sealed: boolean;
  sellerNotes: string;
  /** '' for none. */
  offerFloor: string;
};

function ListingForm({
  open,
  onOpenChange,
  itemLabel,
  title,
  submitLabel,
  defaults,
  isSaving,
  onSave,
}: TListingFormProps & {
  title: string;
  submitLabel: string;
  defaults: TListingFormValues;
  isSaving: boolean;
  /** Saves; settles when the answer is in. A failure is reported by the caller (its rejection is dropped). */
  onSave: (values: ReturnType<typeof ZListingForm.parse>) => Promise<unknown>;
}) {
  const once = useSingleFlight();
  const { register, handleSubmit, control, formState } = useForm({
    defaultValues: defaults,
    resolver: zodResolver(ZListingForm),
    reValidateMode: 'onChange',
  });
  const [mediaCondition, packagingCondition, sellerNotes = ''] = useWatch({
    control,
    name: ['mediaCondition', 'packagingCondition', 'sellerNotes'],
  });
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !isSaving && onOpenChange(next)}
      title={title}
      description={itemLabel}
      size="lg"
      isDirty={formState.isDirty}
      testId="listing-form-dialog"
    >
      <form
        noValidate
        onSubmit={handleSubmit((values) => once(() => onSave(values)))}
        className="flex flex-col gap-5"
      >
        <TextField
          label="Price"
          inputMode="decimal"
          autoComplete="off"
          placeholder="24.50"
          hint="One copy, in the site's currency; at most two decimals."
          error={formState.errors.price?.message}
          {...register('price')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <SelectField label="Media condition" options={CONDITIONS} {...register('mediaCondition')} />
            <p className="mt-1.5 text-sm text-tape-400">{CONDITION_GUIDE[mediaCondition]}</p>
          </div>
          <div>
            <SelectField
              label="Packaging condition"
              options={PACKAGING_CONDITIONS}
              {...register('packagingCondition')}
            />
            <p className="mt-1.5 text-sm text-tape-400">{CONDITION_GUIDE[packagingCondition]}</p>
          </div>
        </div>
        <TextField
          label="Lowest offer you'll consider (optional)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="None"
          hint="Buyers may offer less than the price; offers below this are declined for you. Only you see it."
          error={formState.errors.offerFloor?.message}
          {...register('offerFloor')}
        />
        <CheckboxField
          label="Sealed"
          description="Still in its factory shrink wrap."
          {...register('sealed')}
        />
        <TextAreaField
          label="Seller notes"
          rows={4}
          maxLength={LIMITS.sellerNotes}
          count={sellerNotes?.length ?? 0}
          placeholder="Rental stickers, tracking, what is in the box…"
          error={formState.errors.sellerNotes?.message}
          {...register('sellerNotes')}
        />
        <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={isSaving}>
            {MSG.cancel}
          </Button>
          <Button type="submit" isLoading={isSaving} leftIcon={<Tag aria-hidden className="size-4" />}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const errorText = (error: unknown) => (isApiError(error) ? error.message : MSG.unexpectedError);

/**
 * 'List for sale' on a collection item: the copy's price, two grades, sealed flag and notes; once listed, the
 * same dialog goes on to the copy's photos.
 */
export function ListForSaleDialog({
  collectionItemId,
  ...props
}: TListingFormProps & { collectionItemId: string }) {
  const create = useCreateListing();
  const [listedId, setListedId] = useState<string | null>(null);
  if (listedId) {
    return (
      // After listing: photos of the copy, which buyers look at first.
      <AddPhotosDialog
        open={props.open}
        target={{ kind: 'listings', idOrSlug: listedId }}
        description={`${props.itemLabel} is listed. Photos of this very copy (front, back, the tape, any wear) help it sell.`}
        testId="listing-photos-dialog"
        onDone={() => {
          props.onOpenChange(false);
          setListedId(null);
        }}
      />
    );
  }
  return (
    <ListingForm
      {...props}
      title="List for sale"
      submitLabel="List for sale"
      defaults={{
        price: '',
        mediaCondition: 'Very Good',
        packagingCondition: 'Very Good',
        sealed: false,
        sellerNotes: '',
        offerFloor: '',
      }}
      isSaving={create.isPending}
      onSave={(values) =>
        create.mutateAsync(
          { collectionItemId, ...values },
          {
            onSuccess: ({ listing }) => {
              notify.success(MSG.itemListed);
              setListedId(listing.id);
            },
            onError: (error) =>
              // The product's own texts for a duplicate; anything else as 'Error creating listing: …'.
              notify.error(isRefusal(error) ? error.message : MSG.errorCreatingListing(errorText(error))),
          },
        )
      }
    />
  );
}

/** The seller's edit of a listing still for sale. */
export function EditListingDialog({ listing, ...props }: TListingFormProps & { listing: TListingDetail }) {
  const update = useUpdateListing(listing.id);
  return (
    <ListingForm
      {...props}
      title="Edit listing"
      submitLabel="Save listing"
      defaults={{
        price: listing.price,
        mediaCondition: listing.mediaCondition,
        packagingCondition: listing.packagingCondition,
        sealed: listing.sealed,
        sellerNotes: listing.sellerNotes ?? '',
        offerFloor: listing.offerFloor ?? '',
      }}
      isSaving={update.isPending}
      onSave={(values) =>
        update.mutateAsync(values, {
          onSuccess: () => {
            notify.success(MSG.listingUpdated);
            props.onOpenChange(false);
          },
          onError: (error) => notify.error(errorText(error)),
        })
      }
    />
  );
}
