import * as MSG from '@rewind/shared/texts';
import { useState } from 'react';
import { CountryField } from '@/components/ui/country-field';
import { useMyProfile, useUpdateMyProfile } from '@/features/profiles';

/**
 * Where a copy ships, for Buy and offers alike: the country on the buyer's profile, asked for (and saved there)
 * when it names none, since the seller's shipping depends on it.
 */
export function useShipTo() {
  const profile = useMyProfile();
  const saveCountry = useUpdateMyProfile();
  const [shipTo, setShipTo] = useState('');
  const [error, setError] = useState<string | undefined>();
  const profileCountry = profile.data?.country ?? null;
  const asksCountry = profile.data !== undefined && profileCountry === null;
  return {
    profileCountry,
    asksCountry,
    isLoading: profile.isPending,
    isSaving: saveCountry.isPending,
    field: {
      value: shipTo,
      error,
      onChange: (code: string) => {
        setShipTo(code);
        setError(undefined);
      },
    },
    /** Whether the dialog may go on: false (and the field says why) while it asks and none is chosen. */
    isReady(): boolean {
      if (asksCountry && !shipTo) setError(MSG.shipToRequired);
      return !asksCountry || !!shipTo;
    },
    /** Saves the chosen country on the profile, where the order reads it. */
    async save(): Promise<void> {
      if (asksCountry) await saveCountry.mutateAsync({ country: shipTo });
    },
  };
}

/** The 'Ships to' choice, shown while the profile names no country. */
export function ShipToField({ field }: { field: ReturnType<typeof useShipTo>['field'] }) {
  return (
    <CountryField
      label="Ships to"
      emptyLabel="Choose a country"
      hint="Saved as your country on your profile: sellers quote shipping from it."
      value={field.value}
      error={field.error}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}
