import { ArrowLeft, MessageSquareText } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ForumPostPage() {
  useDocumentTitle('Forum post');
  return (
    <PageContainer>
      <PageHeader eyebrow="Forum" title="Forum post" />
      <EmptyState
        icon={MessageSquareText}
        title="Nothing to show yet"
        description="The post and its replies will be shown here."
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
