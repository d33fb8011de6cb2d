import { MSG } from '@rewind/shared/messages';
import { cn } from '@/lib/cn';
import { NavLink } from 'react-router';
import { navItemsFor } from '@/app/layout/nav-items';
import { useSession } from '@/features/auth/api/get-session';

function AdminBadge() {
  return (
    <span className="rounded-sm bg-orange px-1 py-px font-counter text-sm leading-none text-tape-950">
      {MSG.adminBadge}
    </span>
  );
}

/** Desktop navigation row under the header bar. */
export function MainNav() {
  const { isAdmin } = useSession();
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="-mb-px flex items-center gap-1">
        {navItemsFor(isAdmin).map(({ to, label, icon: Icon, isAdminOnly }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'relative flex h-11 items-center gap-2 rounded-t-md px-3 text-sm font-medium transition',
                  'after:absolute after:inset-x-3 after:bottom-0 after:h-[3px] after:rounded-full',
                  isActive
                    ? 'text-paper after:stripes-x'
                    : 'text-tape-300 hover:bg-tape-850 hover:text-paper after:bg-transparent',
                )
              }
            >
              <Icon aria-hidden className="size-4" />
              {label}
              {isAdminOnly && <AdminBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The same links for the mobile menu. */
export function MobileNavLinks({ onNavigate }: { onNavigate: () => void }) {
  const { isAdmin } = useSession();
  return (
    <nav aria-label="Main">
      <ul className="flex flex-col gap-1">
        {navItemsFor(isAdmin).map(({ to, label, icon: Icon, isAdminOnly }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex h-12 items-center gap-3 rounded-md border-l-4 px-4 text-base font-medium transition',
                  isActive
                    ? 'border-magenta bg-tape-800 text-paper'
                    : 'border-transparent text-tape-300 hover:bg-tape-850 hover:text-paper',
                )
              }
            >
              <Icon aria-hidden className="size-5" />
              {label}
              {isAdminOnly && <AdminBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
