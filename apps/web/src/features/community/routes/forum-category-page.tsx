import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ListStates } from '@/components/ui/list-states';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { useParams, useSearchParams } from '@/lib/router';
import { pageHrefIn, readPage, usePagedList } from '@/lib/search-params';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTopics } from '@/features/community/api/forum';
import { TopicList } from '@/features/community/components/topic-list';
import { NewTopicButton } from '@/features/community/components/new-topic-button';

export function ForumCategoryPage() {
  const { category = '' } = useParams();
  const [params] = useSearchParams();
  const query = useTopics(category, readPage(params));
  const { data, pageCount, isPastEnd } = usePagedList(query, (page) => page.items.length);
  const name = data?.category.name ?? 'Forum';
  useDocumentTitle(`${name} · Forum`);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Forum"
        title={name}
        description={data?.category.description}
        actions={<NewTopicButton category={category} />}
      />
      <ListStates
        query={query}
        isPastEnd={isPastEnd}
        isEmpty={(page) => page.items.length === 0}
        skeleton={<SkeletonBlocks label="Loading topics" count={6} blockClassName="h-16" />}
        empty={
          <EmptyState
            icon={MessagesSquare}
            title="No topics here yet"
            description="Start the first conversation in this category."
          />
        }
      >
        {(page) => <TopicList topics={page.items} />}
      </ListStates>
      <Pagination
        page={data?.page ?? 1}
        pageCount={pageCount}
        hrefFor={pageHrefIn(params)}
        label="Pages of topics"
      />
    </PageContainer>
  );
}
