import { ArrowLeft, Library } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function UserCollectionPage() {
  const { username = '' } = useParams();
  const title = `${username}'s collection`;
  useDocumentTitle(title);
  return (
    <PageContainer>
      <PageHeader eyebrow="Collector" title={title} />
      <EmptyState
        icon={Library}
        title="No tapes here yet"
        description="Releases in this collector's public collection are listed here."
        action={
          <Link
            to={`/users/${encodeURIComponent(username)}`}
            className={buttonClasses({ variant: 'outline' })}
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to the profile
          </Link>
        }
      />
    </PageContainer>
  );
}
