import type { TWantRules } from '@rewind/shared/collection';
import * as MSG from '@rewind/shared/texts';
import { CONDITIONS, FORMATS, REGIONS, type TCondition } from '@rewind/shared/options';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useUpdateWantlistItem } from '@/features/collection/api/update-wantlist-item';

function Choices<T extends string>({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly T[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-paper">{legend}</legend>
      <p className="text-sm text-tape-400">None ticked: any.</p>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-paper">
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) =>
                onChange(
                  event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option),
                )
              }
              className="size-4 accent-magenta"
            />
            {option}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A want's rules: which listings count as a match, for the Wantlist badge, 'In my wantlist' and the
 * notifications. Every rule left empty accepts anything.
 */
export function WantRulesDialog({
  open,
  onOpenChange,
  itemId,
  itemLabel,
  rules,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemId: string;
  itemLabel: string;
  rules: TWantRules;
}) {
  const update = useUpdateWantlistItem();
  const [maxPrice, setMaxPrice] = useState(rules.maxPrice ?? '');
  const [minMedia, setMinMedia] = useState<TCondition | ''>(rules.minMediaCondition ?? '');
  const [minPackaging, setMinPackaging] = useState<TCondition | ''>(rules.minPackagingCondition ?? '');
  const [formats, setFormats] = useState(rules.formats);
  const [regions, setRegions] = useState(rules.regions);
  const [priceError, setPriceError] = useState<string | undefined>();
  const save = () =>
    update.mutate(
      {
        itemId,
        maxPrice: maxPrice.trim() || null,
        minMediaCondition: minMedia || null,
        minPackagingCondition: minPackaging || null,
        formats,
        regions,
      },
      {
        onSuccess: () => {
          notify.success('Wantlist rules saved');
          onOpenChange(false);
        },
        onError: (error) => {
          const fieldError = isApiError(error) ? error.fields?.maxPrice : undefined;
          if (fieldError) setPriceError(fieldError);
          else notify.error(isApiError(error) ? error.message : MSG.unexpectedError);
        },
      },
    );
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !update.isPending && onOpenChange(next)}
      title="Match rules"
      description={`Which copies of ${itemLabel} count as a match.`}
      size="lg"
      testId="want-rules-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={update.isPending}>
            {MSG.cancel}
          </Button>
          <Button isLoading={update.isPending} onClick={save}>
            Save rules
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <TextField
          label="Highest price"
          inputMode="decimal"
          placeholder="Any"
          value={maxPrice}
          error={priceError}
          onChange={(event) => {
            setMaxPrice(event.target.value);
            setPriceError(undefined);
          }}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Media at least"
            options={CONDITIONS}
            emptyLabel="Any condition"
            value={minMedia}
            onChange={(event) => setMinMedia(event.target.value as TCondition | '')}
          />
          <SelectField
            label="Packaging at least"
            options={CONDITIONS}
            emptyLabel="Any condition"
            value={minPackaging}
            onChange={(event) => setMinPackaging(event.target.value as TCondition | '')}
          />
        </div>
        <Choices legend="Formats" options={FORMATS} chosen={formats} onChange={setFormats} />
        <Choices legend="Regions" options={REGIONS} chosen={regions} onChange={setRegions} />
      </div>
    </Modal>
  );
}
