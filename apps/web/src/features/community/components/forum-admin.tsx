import { TitledSection } from '@/components/ui/titled-section';
import { CategoryManager } from '@/features/community/components/forum-category-manager';
import { RecentTopics } from '@/features/community/components/forum-recent-topics';

/** The admin portal's Forum section: the categories, and the topics to moderate. */
export function ForumAdmin() {
  return (
    <div className="flex flex-col gap-10">
      <TitledSection id="admin-forum-categories" label="Categories" title="Categories" size="md">
        <CategoryManager />
      </TitledSection>
      <TitledSection id="admin-forum-topics" label="Topics" title="Recent topics" size="md">
        <RecentTopics />
      </TitledSection>
    </div>
  );
}
