import * as MSG from '@rewind/shared/texts';
import { cn } from '@/lib/cn';
import { NavLink } from '@/lib/router';
import { navItemsFor } from '@/app/layout/nav-items';
import { useSession } from '@/lib/session';
import { useUnreadCounts } from '@/features/notifications';
import { useWantlistMatchCount } from '@/features/collection';

function AdminBadge() {
  return (
    <span className="rounded-sm bg-orange px-1 py-px font-counter text-sm leading-none text-tape-950">
      {MSG.adminBadge}
    </span>
  );
}

/** Something unread in that part of the site. */
function UnreadDot() {
  return (
    <span data-testid="unread-dot" className="size-2 rounded-full bg-unread">
      <span className="sr-only">(unread)</span>
    </span>
  );
}

/** The Wantlist badge: how many of my wants are for sale. */
function CountBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="wantlist-badge"
      className="min-w-5 rounded-full bg-magenta px-1.5 py-px text-center text-xs leading-4 font-semibold text-paper"
    >
      {count}
      <span className="sr-only"> {count === 1 ? 'want' : 'wants'} for sale</span>
    </span>
  );
}

const LOOKS = {
  // A tab row under the header bar, the current page underlined with the tape stripes.
  bar: {
    list: '-mb-px flex items-center gap-1',
    icon: 'size-4',
    link: (isActive: boolean) =>
      cn(
        'relative flex h-11 items-center gap-2 rounded-t-md px-3 text-sm font-medium transition',
        'after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:rounded-full',
        isActive
          ? 'text-paper after:stripes-x'
          : 'text-tape-300 hover:bg-tape-850 hover:text-paper after:bg-transparent',
      ),
  },
  // Large touch targets in the mobile menu, the current page marked at the left edge.
  menu: {
    list: 'flex flex-col gap-1',
    icon: 'size-5',
    link: (isActive: boolean) =>
      cn(
        'flex h-12 items-center gap-3 rounded-md border-l-4 px-4 text-base font-medium transition',
        isActive
          ? 'border-magenta bg-tape-800 text-paper'
          : 'border-transparent text-tape-300 hover:bg-tape-850 hover:text-paper',
      ),
  },
};

/** The main navigation links, as the desktop bar or inside the mobile menu. */
export function MainNav({
  look = 'bar',
  onNavigate,
}: {
  look?: keyof typeof LOOKS;
  onNavigate?: () => void;
}) {
  const { mayViewAdminPortal } = useSession();
  const unread = useUnreadCounts();
  const wantlistMatches = useWantlistMatchCount() ?? 0;
  const styles = LOOKS[look];
  return (
    <nav aria-label="Main" className={look === 'bar' ? 'hidden md:block' : undefined}>
      <ul className={styles.list}>
        {navItemsFor(mayViewAdminPortal).map(
          ({ to, label, icon: Icon, isAdminOnly, unreadArea, showsWantlistMatches }) => (
            <li key={to}>
              <NavLink to={to} onClick={onNavigate} className={({ isActive }) => styles.link(isActive)}>
                <Icon aria-hidden className={styles.icon} />
                {label}
                {isAdminOnly && <AdminBadge />}
                {unreadArea && (unread?.[unreadArea] ?? 0) > 0 && <UnreadDot />}
                {showsWantlistMatches && wantlistMatches > 0 && <CountBadge count={wantlistMatches} />}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
