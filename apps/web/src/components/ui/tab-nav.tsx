import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';

export type TTabLink<T extends string> = { id: T; label: string; to: string };

/** A page's sections as tabs of links (each its own address, so a tab can be shared and reloaded). */
export function TabNav<T extends string>({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly TTabLink<T>[];
  current: T;
}) {
  return (
    <nav aria-label={label} className="mb-8 border-b border-tape-700">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              aria-current={tab.id === current ? 'page' : undefined}
              className={cn(
                'inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold whitespace-nowrap transition',
                tab.id === current
                  ? 'border-magenta text-paper'
                  : 'border-transparent text-tape-300 hover:text-paper',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
