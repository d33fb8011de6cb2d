import * as MSG from '@rewind/shared/texts';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { TabNav } from '@/components/ui/tab-nav';
import { TitledSection } from '@/components/ui/titled-section';
import { useSearchParams } from '@/lib/router';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  CollectionOverlaps,
  ForumCategories,
  NewTopicButton,
  NewTradeButton,
  TopCollectors,
  TradeOpportunities,
  ChallengeList,
  TradesTab,
} from '@/features/community';
import { ActivityFeed, CommunityStats } from '@/features/home';

const TABS = [
  { id: 'dashboard', label: 'Dashboard', to: '/community' },
  { id: 'forums', label: 'Forums', to: '/community?tab=forums' },
  { id: 'trades', label: 'Trades', to: '/community?tab=trades' },
  { id: 'challenges', label: 'Challenges', to: '/community?tab=challenges' },
] as const;
type TTab = (typeof TABS)[number]['id'];

const tabOf = (params: URLSearchParams): TTab =>
  TABS.find((tab) => tab.id === params.get('tab'))?.id ?? 'dashboard';

/** The default tab: the numbers, the feed, who collects most, and what is for me. */
function Dashboard() {
  const { user } = useSession();
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_380px]">
      <div className="flex flex-col gap-10">
        <TitledSection id="community-stats" label="Now" title="Community stats" size="md">
          <CommunityStats />
        </TitledSection>
        {user && (
          <div className="grid gap-10 md:grid-cols-2">
            <TitledSection id="community-overlaps" label="Like you" title="Collections like yours" size="md">
              <CollectionOverlaps />
            </TitledSection>
            <TitledSection id="community-opportunities" label="For you" title="Trade opportunities" size="md">
              <TradeOpportunities />
            </TitledSection>
          </div>
        )}
        <TitledSection id="community-activity" label="Live" title="Recent activity" size="md">
          <ActivityFeed />
        </TitledSection>
      </div>
      <div className="flex flex-col gap-10">
        <TitledSection id="community-top" label="Top 10" title="Top collectors" size="md">
          <TopCollectors />
        </TitledSection>
        <TitledSection id="community-forums" label="Talk" title="Forums" size="md">
          <ForumCategories compact />
        </TitledSection>
      </div>
    </div>
  );
}

/** /community: the hub, with the dashboard first, then the forums, trades and challenges. */
export function CommunityPage() {
  const [params] = useSearchParams();
  const tab = tabOf(params);
  useDocumentTitle(MSG.navCommunity);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Community"
        title={MSG.navCommunity}
        description="Forum discussions, trade requests and collecting challenges."
        actions={tab === 'forums' ? <NewTopicButton /> : tab === 'trades' ? <NewTradeButton /> : undefined}
      />
      <TabNav label="Community sections" tabs={TABS} current={tab} />
      {tab === 'dashboard' && <Dashboard />}
      {tab === 'forums' && <ForumCategories />}
      {tab === 'trades' && <TradesTab />}
      {tab === 'challenges' && <ChallengeList />}
    </PageContainer>
  );
}
