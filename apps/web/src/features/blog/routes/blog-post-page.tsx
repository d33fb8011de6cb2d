import { ArrowLeft, Newspaper } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function BlogPostPage() {
  useDocumentTitle('Blog');
  return (
    <PageContainer>
      <PageHeader eyebrow="Blog" title="Blog post" />
      <EmptyState
        icon={Newspaper}
        title="No posts published yet"
        description="News and stories from Rewind will be published here."
        action={
          <Link to="/" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to the home page
          </Link>
        }
      />
    </PageContainer>
  );
}
