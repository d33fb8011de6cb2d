import { ArrowLeft, Tag } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ListingPage() {
  useDocumentTitle('Listing');
  return (
    <PageContainer>
      <PageHeader eyebrow="Marketplace" title="Listing" />
      <EmptyState
        icon={Tag}
        title="Nothing to show yet"
        description="The item, its condition, price and the seller's terms will be shown here."
        action={
          <Link to="/marketplace" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to the marketplace
          </Link>
        }
      />
    </PageContainer>
  );
}
