import { TIMINGS } from '@rewind/shared/limits';
import * as MSG from '@rewind/shared/texts';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { signOutMutationKey, useSession } from '@/lib/session';
import { myProfileQueryKey, useMyProfile } from '@/features/profiles/api/get-my-profile';
import { useMarkCompletionShown } from '@/features/profiles/api/mark-completion-shown';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { lazyComponent } from '@/components/ui/lazy-component';

// The dialog and its form code load only for someone who still has to complete their profile.
const ProfileCompletionDialog = lazyComponent(() =>
  import('@/features/profiles/components/profile-completion-dialog').then(
    (module) => module.ProfileCompletionDialog,
  ),
);

/**
 * Watches whether the signed-in user still has the generated 'user_…' username and, if so, opens the
 * mandatory completion dialog 500 ms after sign-in. The profile is checked again on window focus, on a
 * hash change (after 1 s) and every 2 s up to 15 times, so a completion in another tab is noticed.
 */
export function ProfileCompletionPrompt() {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const { data: profile, error } = useMyProfile();
  const needsCompletion = profile !== undefined && !profile.isComplete;
  const [dueFor, setDueFor] = useState<string | null>(null);
  // Once shown, the dialog stays until the page reloads: if another tab completes the profile meanwhile,
  // the dialog says so and offers 'Refresh Page'.
  const isOpen = profile !== undefined && userId !== undefined && dueFor === userId;
  const markShown = useMarkCompletionShown();

  // The latest answer, for the timers below (they outlive renders).
  const isCompleteRef = useRef(false);
  isCompleteRef.current = profile?.isComplete === true;

  useEffect(() => {
    if (!needsCompletion || !userId) return;
    const timer = window.setTimeout(() => setDueFor(userId), TIMINGS.profilePromptDelayMs);
    return () => window.clearTimeout(timer);
  }, [needsCompletion, userId]);

  useEffect(() => {
    if (!userId) return;
    // Not while the user signs out: the check would reach the server after the session ended (a 401, which
    // opens the login dialog).
    const recheck = () => {
      if (queryClient.isMutating({ mutationKey: signOutMutationKey }) > 0) return;
      void queryClient.invalidateQueries({ queryKey: myProfileQueryKey });
    };
    let hashTimer: number | undefined;
    const onHashChange = () => {
      window.clearTimeout(hashTimer);
      hashTimer = window.setTimeout(recheck, TIMINGS.profileHashChangeDelayMs);
    };
    let attempts = 0;
    const interval = window.setInterval(() => {
      attempts += 1;
      if (isCompleteRef.current || attempts > TIMINGS.profileCheckMaxAttempts) {
        window.clearInterval(interval);
        return;
      }
      recheck();
    }, TIMINGS.profileCheckIntervalMs);
    window.addEventListener('focus', recheck);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(hashTimer);
      window.removeEventListener('focus', recheck);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, [userId, queryClient]);

  // profile_completion_shown, once per showing.
  const markedFor = useRef<string | null>(null);
  const markCompletionShown = markShown.mutate;
  useEffect(() => {
    if (!isOpen || !profile || profile.profileCompletionShown || markedFor.current === profile.id) return;
    markedFor.current = profile.id;
    markCompletionShown();
  }, [isOpen, profile, markCompletionShown]);

  // A failed check is reported once; a 401 already opened the login dialog.
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    if (!error || reportedError.current || (isApiError(error) && error.status === 401)) return;
    reportedError.current = error;
    notify.error(MSG.profileStatusCheckFailed);
  }, [error]);

  if (!profile || !isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ProfileCompletionDialog
        key={profile.id}
        open
        profile={profile}
        isCompletedElsewhere={profile.isComplete}
      />
    </Suspense>
  );
}
