import { FORUM_CATEGORIES, FORUM_CATEGORY_LABELS, type TForumCategory } from '@rewind/shared/options';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Link, useParams } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

const isForumCategory = (value: string): value is TForumCategory =>
  (FORUM_CATEGORIES as readonly string[]).includes(value);

export function ForumCategoryPage() {
  const { category = '' } = useParams();
  const label = isForumCategory(category) ? FORUM_CATEGORY_LABELS[category] : category;
  useDocumentTitle(`${label} · Forum`);
  return (
    <PageContainer>
      <PageHeader eyebrow="Forum" title={label} />
      <EmptyState
        icon={MessagesSquare}
        title="No posts in this category yet"
        description="Posts in this category are listed here, newest first."
        action={
          <Link to="/community" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to the community
          </Link>
        }
      />
    </PageContainer>
  );
}
