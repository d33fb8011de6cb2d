import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import * as MSG from '@rewind/shared/texts';
import { LogOut, Receipt, UserRound } from 'lucide-react';
import { Link } from '@/lib/router';
import { useLogout } from '@/features/auth';
import { useMyProfile } from '@/features/profiles';
import { UserAvatar } from '@/components/ui/user-avatar';
import { PROFILE_MENU_BUTTON_CLASS, ProfileMenuFace } from '@/app/layout/profile-menu-face';

const itemClass =
  'flex h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm font-medium text-paper outline-none transition ' +
  'data-[highlighted]:bg-tape-700 data-[disabled]:cursor-default data-[disabled]:opacity-50';

/** The open profile menu (Radix, loaded on the first press of the button ProfileMenu shows until then). */
export function ProfileMenuDropdown() {
  const { data: profile } = useMyProfile();
  const { logout } = useLogout();
  const greeting = profile ? MSG.hiUser(profile.username) : MSG.loading;

  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger data-testid="profile-menu-button" className={PROFILE_MENU_BUTTON_CLASS}>
        <ProfileMenuFace />
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
          <DropdownMenu.Item asChild>
            <Link to="/orders" className={itemClass}>
              <Receipt aria-hidden className="size-4 text-tape-300" />
              Orders
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void logout()}>
            <LogOut aria-hidden className="size-4 text-tape-300" />
            {MSG.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
