import { RECENT_TITLES_LIMIT } from '@rewind/shared/page-data';
import { Film } from 'lucide-react';
import { ComponentErrorBoundary } from '@/components/ui/component-error-boundary';
import { CoverGrid, CoverGridSkeleton } from '@/components/ui/cover-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { useRecentTitles } from '@/features/home/api/get-recent-titles';

function RecentTitlesGrid() {
  const { data } = useRecentTitles();
  if (data.items.length === 0) {
    return (
      <EmptyState
        icon={Film}
        title="No titles yet"
        description="The shelves are empty. Once collectors add films to the catalogue, the newest arrivals show up here."
      />
    );
  }
  return <CoverGrid titles={data.items} testId="recent-titles" />;
}

function RecentTitlesSkeleton() {
  return <CoverGridSkeleton count={RECENT_TITLES_LIMIT} label="Loading recently added titles" />;
}

export function RecentTitles() {
  return (
    <ComponentErrorBoundary loading={<RecentTitlesSkeleton />}>
      <RecentTitlesGrid />
    </ComponentErrorBoundary>
  );
}
