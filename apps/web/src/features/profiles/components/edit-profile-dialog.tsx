import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { DEFAULT_SELLER_TERMS } from '@rewind/shared/options';
import { countryCodesByName, countryName } from '@rewind/shared/countries';
import { type TMyProfile, ZProfileUpdateRequest } from '@rewind/shared/profiles';
import { z } from 'zod';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { useUpdateMyProfile } from '@/features/profiles/api/update-my-profile';
import { AvatarField } from '@/features/profiles/components/avatar-field';
import {
  ShippingPolicyFields,
  shippingFormOf,
  shippingPolicyOf,
  ZShippingForm,
} from '@/features/profiles/components/shipping-policy-fields';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

const PROFILE_UPDATED = 'Profile updated successfully!';

// Countries by their English names, for the select.

// The form holds the country as '' for none and the shipping policy as four texts (shipping-policy-fields).
const ZEditProfileForm = ZProfileUpdateRequest.omit({ avatarUrl: true, country: true, shippingPolicy: true })
  .extend({ country: z.string(), shipping: ZShippingForm })
  .refine((form) => !form.shipping.domesticFirst || form.country !== '', {
    error: MSG.shippingNeedsCountry,
    path: ['country'],
  });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 font-counter text-lg leading-none tracking-wider text-cyan uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

export type TEditProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: TMyProfile;
};

/**
 * Edit Profile: avatar, bio, location, seller terms and the two privacy flags. The username
 * is shown but cannot change once chosen (docs/product.md, Accounts and profiles). A new avatar is saved as soon
 * as it uploads.
 */
export function EditProfileDialog({ open, onOpenChange, profile }: TEditProfileDialogProps) {
  const [avatarUrl, setAvatarUrl] = useState(profile.avatarUrl);
  const update = useUpdateMyProfile();
  const { register, handleSubmit, control, formState } = useForm({
    defaultValues: {
      bio: profile.bio ?? '',
      location: profile.location ?? '',
      country: profile.country ?? '',
      sellerTerms: profile.sellerTerms || DEFAULT_SELLER_TERMS,
      shipping: shippingFormOf(profile.shippingPolicy),
      isPublic: profile.isPublic,
      showCollectionCount: profile.showCollectionCount,
    },
    resolver: zodResolver(ZEditProfileForm),
    reValidateMode: 'onChange',
  });
  const [bio = '', sellerTerms = ''] = useWatch({ control, name: ['bio', 'sellerTerms'] });

  const onSubmit = handleSubmit(({ shipping, country, ...values }) => {
    const isAvatarRemoved = avatarUrl === null && profile.avatarUrl !== null;
    update.mutate(
      {
        ...values,
        country: country || null,
        shippingPolicy: shippingPolicyOf(shipping),
        ...(isAvatarRemoved ? { avatarUrl: null } : {}),
      },
      {
        onSuccess: () => {
          notify.success(PROFILE_UPDATED);
          onOpenChange(false);
        },
        onError: (error) =>
          notify.error(MSG.profileSaveFailed(isApiError(error) ? error.message : MSG.unexpectedError)),
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MSG.editProfileTitle}
      description="What other collectors see on your profile page."
      size="xl"
      testId="edit-profile-dialog"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-7">
        <Section title="Profile">
          <AvatarField
            username={profile.username}
            avatarUrl={avatarUrl}
            onUploaded={setAvatarUrl}
            onRemove={() => setAvatarUrl(null)}
          />
          <TextField
            label="Username"
            value={profile.username}
            readOnly
            hint="Usernames can't be changed once chosen."
          />
          <TextAreaField
            label="Bio"
            rows={4}
            maxLength={LIMITS.bio}
            count={bio.length}
            placeholder="What do you collect? Favourite labels, genres, formats…"
            error={formState.errors.bio?.message}
            {...register('bio')}
          />
          <TextField
            label="Location"
            maxLength={LIMITS.location}
            autoComplete="address-level2"
            placeholder="City, country"
            error={formState.errors.location?.message}
            {...register('location')}
          />
          <SelectField
            label="Country"
            options={countryCodesByName()}
            optionLabel={countryName}
            emptyLabel="Not specified"
            autoComplete="country"
            error={formState.errors.country?.message}
            {...register('country')}
          />
        </Section>
        <Section title="Marketplace">
          <TextAreaField
            label="Seller Terms"
            rows={3}
            maxLength={LIMITS.sellerTerms}
            count={sellerTerms.length}
            placeholder={DEFAULT_SELLER_TERMS}
            hint="Shipping, payment and returns: shown to buyers on your listings."
            error={formState.errors.sellerTerms?.message}
            {...register('sellerTerms')}
          />
          <ShippingPolicyFields
            registerAmount={(name) => register(`shipping.${name}`)}
            errors={formState.errors.shipping}
          />
        </Section>
        <Section title="Privacy">
          <CheckboxField
            label="Public profile"
            description="Anyone can see your profile. When off, others see only your username."
            {...register('isPublic')}
          />
          <CheckboxField
            label="Show collection count"
            description="Show how many tapes are in your collection on your profile."
            {...register('showCollectionCount')}
          />
        </Section>
        <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {MSG.cancel}
          </Button>
          <Button type="submit" isLoading={update.isPending} className="sm:min-w-40">
            {MSG.updateProfile}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
