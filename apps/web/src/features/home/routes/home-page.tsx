import { ArrowRight } from 'lucide-react';
import { Link } from '@/lib/router';
import { TitledSection } from '@/components/ui/titled-section';
import { ActivityFeed } from '@/features/home/components/activity-feed';
import { CommunityStats } from '@/features/home/components/community-stats';
import { HomeHero } from '@/features/home/components/home-hero';
import { RecentTitles } from '@/features/home/components/recent-titles';
import { useDocumentTitle } from '@/lib/use-document-title';

export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <HomeHero />
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 py-12 sm:px-6 sm:py-16">
        <TitledSection
          id="recently-added"
          title="Recently added"
          label="Side A · New arrivals"
          action={
            <Link
              to="/catalog"
              className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-cyan hover:text-paper"
            >
              View all
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          }
        >
          <RecentTitles />
        </TitledSection>
        <div className="grid gap-16 lg:grid-cols-2 lg:gap-8">
          <TitledSection id="recent-activity" title="Recent activity" label="Side B · On the shelves">
            <ActivityFeed />
          </TitledSection>
          <TitledSection id="community-stats" title="Community stats" label="Counter">
            <CommunityStats />
          </TitledSection>
        </div>
      </div>
    </>
  );
}
