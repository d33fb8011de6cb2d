import { zodResolver } from '@hookform/resolvers/zod';
import { LIMITS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { type TMyProfile, ZProfileCompletionRequest } from '@rewind/shared/profiles';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormAlert, TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { CountryField } from '@/components/ui/country-field';
import { useCompleteProfile } from '@/features/profiles/api/complete-profile';
import { AvatarField } from '@/features/profiles/components/avatar-field';
import { UsernameField } from '@/features/profiles/components/username-field';
import {
  awaitUsernameStatus,
  useUsernameAvailability,
} from '@/features/profiles/hooks/use-username-availability';
import { useLogout } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

export type TProfileCompletionDialogProps = {
  open: boolean;
  profile: TMyProfile;
  /** A re-check found the profile completed (in another tab). */
  isCompletedElsewhere?: boolean;
};

/**
 * The mandatory completion dialog: shown while the username is still the generated 'user_…' one.
 * No close button, Escape and the backdrop do nothing; the page reloads once the profile is complete.
 */
export function ProfileCompletionDialog({
  open,
  profile,
  isCompletedElsewhere = false,
}: TProfileCompletionDialogProps) {
  const [avatarUrl, setAvatarUrl] = useState(profile.avatarUrl);
  const [country, setCountry] = useState(profile.country ?? '');
  const [isConflict, setIsConflict] = useState(false);
  const complete = useCompleteProfile();
  const queryClient = useQueryClient();
  const { logout } = useLogout();

  const { register, handleSubmit, control, formState, setError, clearErrors } = useForm({
    defaultValues: { username: '', bio: profile.bio ?? '', location: profile.location ?? '' },
    resolver: zodResolver(ZProfileCompletionRequest),
    reValidateMode: 'onSubmit',
  });
  const [username = '', bio = ''] = useWatch({ control, name: ['username', 'bio'] });
  const status = useUsernameAvailability(username);

  const onSubmit = handleSubmit(async (values) => {
    // Pressed while the check runs: its answer decides, rather than a refusal beside what turns green.
    const verdict = status === 'checking' ? await awaitUsernameStatus(queryClient, values.username) : status;
    if (verdict !== 'available') {
      setError('username', { message: MSG.usernameNotAvailable }, { shouldFocus: true });
      return;
    }
    complete.mutate(
      { username: values.username, bio: values.bio, location: values.location, country: country || null },
      {
        onSuccess: () => window.location.reload(),
        onError: (error) => {
          if (isApiError(error) && error.code === 'already_completed') return setIsConflict(true);
          if (isApiError(error) && error.code === 'username_taken') {
            return setError('username', { message: MSG.usernameTaken }, { shouldFocus: true });
          }
          notify.error(MSG.profileSaveFailed(isApiError(error) ? error.message : MSG.unexpectedError));
        },
      },
    );
  });

  return (
    <Modal
      open={open}
      onOpenChange={() => {}}
      title={MSG.completeYourProfileTitle}
      description="Choose the username other collectors will know you by. It can't be changed later."
      size="lg"
      showCloseButton={false}
      isDismissible={false}
      testId="profile-completion-dialog"
    >
      {/* Completed here, the page is reloading: that is no news from elsewhere. */}
      {(isConflict || isCompletedElsewhere) && !complete.isSuccess && !complete.isPending ? (
        <FormAlert
          tone="info"
          testId="profile-completed-elsewhere"
          action={
            <Button
              leftIcon={<RefreshCw aria-hidden className="size-4" />}
              onClick={() => window.location.reload()}
            >
              {MSG.refreshPage}
            </Button>
          }
        >
          {MSG.profileCompletedElsewhere}
        </FormAlert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <AvatarField
            username={username || profile.username}
            avatarUrl={avatarUrl}
            onUploaded={setAvatarUrl}
          />
          <UsernameField
            value={username}
            status={status}
            autoFocus
            error={formState.errors.username?.message}
            registration={register('username', { onChange: () => clearErrors('username') })}
          />
          <TextAreaField
            label="Bio"
            rows={3}
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
          <CountryField
            label="Country (optional)"
            emptyLabel="Not specified"
            hint={MSG.countryWhy}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-3 border-t border-tape-700 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <button
              type="button"
              onClick={logout}
              className="rounded text-sm font-medium text-tape-400 underline-offset-4 hover:text-paper hover:underline"
            >
              Not now — {MSG.logout}
            </button>
            <Button
              type="submit"
              size="lg"
              isLoading={complete.isPending || formState.isSubmitting}
              className="sm:min-w-44"
            >
              {MSG.completeProfile}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
