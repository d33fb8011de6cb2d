import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { MSG } from '@rewind/shared/messages';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import { UserAvatar } from '@/features/profiles/components/user-avatar';
import { cn } from '@/lib/cn';

const itemClass =
  'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium text-paper outline-none transition ' +
  'data-[highlighted]:bg-tape-700 data-[disabled]:cursor-default data-[disabled]:opacity-50';

/** The signed-in header menu: 'Hi {username}!' (with the avatar), 'View Profile' and 'Logout'. */
export function ProfileMenu() {
  const { data: profile } = useMyProfile();
  const { logout } = useLogout();
  const greeting = profile ? MSG.hiUser(profile.username) : MSG.loading;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="profile-menu-button"
        className={cn(
          'group flex h-10 max-w-[11rem] items-center gap-2 rounded-full border border-tape-600 bg-tape-900 pr-2 pl-1 text-sm font-semibold text-paper transition sm:max-w-[15rem] sm:pr-3',
          'hover:border-tape-400 data-[state=open]:border-cyan data-[state=open]:bg-tape-850',
        )}
      >
        {profile ? (
          <UserAvatar username={profile.username} avatarUrl={profile.avatarUrl} size="xs" />
        ) : (
          <span className="flex size-7 items-center justify-center">
            <Spinner size="sm" label={null} className="text-cyan" />
          </span>
        )}
        {/* On a phone the avatar alone shows; the name stays the button's accessible name. */}
        <span className={cn('truncate', profile && 'sr-only sm:not-sr-only')}>{greeting}</span>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-tape-400 transition group-data-[state=open]:rotate-180"
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          data-testid="profile-menu"
          className="z-50 w-64 animate-pop-in overflow-hidden rounded-xl border border-tape-600 bg-tape-850 p-1.5 text-paper shadow-box"
        >
          {profile && (
            <>
              <div className="flex items-center gap-3 px-3 pt-2 pb-3">
                <UserAvatar username={profile.username} avatarUrl={profile.avatarUrl} size="md" />
                <div className="min-w-0">
                  <p className="truncate font-display text-base leading-tight">{greeting}</p>
                  <p className="truncate text-xs text-tape-400">{profile.email}</p>
                </div>
              </div>
              <DropdownMenu.Separator className="mx-1 mb-1.5 h-px bg-tape-700" />
            </>
          )}
          {profile ? (
            <DropdownMenu.Item asChild>
              <Link to={`/users/${encodeURIComponent(profile.username)}`} className={itemClass}>
                <UserRound aria-hidden className="size-4 text-tape-300" />
                {MSG.viewProfile}
              </Link>
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item disabled className={itemClass}>
              <UserRound aria-hidden className="size-4 text-tape-300" />
              {MSG.viewProfile}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <LogOut aria-hidden className="size-4 text-tape-300" />
            {MSG.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
