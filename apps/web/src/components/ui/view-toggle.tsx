import { LayoutGrid, List } from 'lucide-react';
import { cn } from '@/lib/cn';

/** How a list of films is laid out: cover grid or rows. */
export type TView = 'grid' | 'list';

/** Grid / list buttons for the catalogue, collection and wantlist pages. */
export function ViewToggle({ view, onChange }: { view: TView; onChange: (view: TView) => void }) {
  const options = [
    { value: 'grid', label: 'Grid view', icon: LayoutGrid },
    { value: 'list', label: 'List view', icon: List },
  ] as const;
  return (
    <div role="group" aria-label="View" className="flex rounded-md border border-tape-600 p-0.5">
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
          className={cn(
            'flex size-8 items-center justify-center rounded-sm transition',
            view === value ? 'bg-tape-700 text-paper' : 'text-tape-400 hover:text-paper',
          )}
        >
          <Icon aria-hidden className="size-4" />
        </button>
      ))}
    </div>
  );
}

/** Above a list: how many it holds (announced as it changes), and the grid or list toggle. */
export function ResultsBar({
  count,
  view,
  onView,
}: {
  count: string;
  view: TView;
  onView: (view: TView) => void;
}) {
  return (
    <div className="mb-5 flex items-center justify-between gap-4">
      <p role="status" className="text-sm text-tape-300" data-testid="result-count">
        {count}
      </p>
      <ViewToggle view={view} onChange={onView} />
    </div>
  );
}
