import { Library, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ProfilePage() {
  const { username = '' } = useParams();
  useDocumentTitle(username);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Collector"
        title={username}
        actions={
          <Link
            to={`/users/${encodeURIComponent(username)}/collection`}
            className={buttonClasses({ variant: 'outline' })}
          >
            <Library aria-hidden className="size-4" />
            Collection
          </Link>
        }
      />
      <EmptyState
        icon={UserRound}
        title="No public activity yet"
        description="This collector's profile, seller ratings and recent activity will be shown here."
      />
    </PageContainer>
  );
}
