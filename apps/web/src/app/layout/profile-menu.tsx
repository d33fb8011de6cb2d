import { Suspense, useState } from 'react';
import { PROFILE_MENU_BUTTON_CLASS, ProfileMenuFace } from '@/app/layout/profile-menu-face';
import { lazyComponent } from '@/components/ui/lazy-component';

// The menu (Radix, with its positioning code) loads when the button is pointed at, focused or pressed;
// until the first press the button is this plain one, which looks the same.
const ProfileMenuDropdown = lazyComponent(() =>
  import('@/app/layout/profile-menu-dropdown').then((module) => module.ProfileMenuDropdown),
);

/** The signed-in header menu: 'Hi {username}!' (with the avatar), 'View Profile' and 'Logout'. */
export function ProfileMenu() {
  const [isPressed, setIsPressed] = useState(false);
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="profile-menu-button"
      onPointerEnter={() => void ProfileMenuDropdown.preload()}
      onFocus={() => void ProfileMenuDropdown.preload()}
      onClick={() => setIsPressed(true)}
      className={PROFILE_MENU_BUTTON_CLASS}
    >
      <ProfileMenuFace />
    </button>
  );
  if (!isPressed) return button;
  return (
    <Suspense fallback={button}>
      <ProfileMenuDropdown />
    </Suspense>
  );
}
