import { Building2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function DistributorPage() {
  const { distributorName = '' } = useParams();
  useDocumentTitle(distributorName);
  return (
    <PageContainer>
      <PageHeader eyebrow="Distributor" title={distributorName} />
      <EmptyState
        icon={Building2}
        title="No releases yet"
        description={`Releases put out by ${distributorName} are listed here once they are in the catalogue.`}
        action={
          <Link to="/catalog" className={buttonClasses({ variant: 'outline' })}>
            Browse the catalogue
          </Link>
        }
      />
    </PageContainer>
  );
}
