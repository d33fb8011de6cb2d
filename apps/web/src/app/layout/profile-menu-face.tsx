import * as MSG from '@rewind/shared/texts';
import { ChevronDown } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useMyProfile } from '@/features/profiles';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';

export const PROFILE_MENU_BUTTON_CLASS = cn(
  'group flex h-10 max-w-[11rem] items-center gap-2 rounded-full border border-tape-600 bg-tape-900 pr-1 pl-1 text-sm font-semibold text-paper transition sm:max-w-[15rem] sm:pr-3',
  'hover:border-tape-400 data-[state=open]:border-cyan data-[state=open]:bg-tape-850',
);

/** What the button shows: the avatar and 'Hi {username}!' (a spinner until the profile is known). */
export function ProfileMenuFace() {
  const { data: profile } = useMyProfile();
  const greeting = profile ? MSG.hiUser(profile.username) : MSG.loading;
  return (
    <>
      {profile ? (
        <UserAvatar username={profile.username} avatarUrl={profile.avatarUrl} size="xs" />
      ) : (
        <span className="flex size-7 items-center justify-center">
          <Spinner size="sm" label={null} className="text-cyan" />
        </span>
      )}
      {/* On a phone the avatar alone shows, a round button; the name stays the button's accessible name. */}
      <span className={cn('truncate', profile && 'sr-only sm:not-sr-only')}>{greeting}</span>
      <ChevronDown
        aria-hidden
        className="hidden size-4 shrink-0 text-tape-400 transition group-data-[state=open]:rotate-180 sm:block"
      />
    </>
  );
}
