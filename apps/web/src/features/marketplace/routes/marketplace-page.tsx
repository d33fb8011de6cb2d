import { MSG } from '@rewind/shared/messages';
import { Store } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MarketplacePage() {
  useDocumentTitle(MSG.navMarketplace);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Buy · Sell"
        title={MSG.navMarketplace}
        description="Tapes and discs collectors are selling from their own shelves, graded by media and packaging condition."
      />
      <EmptyState
        icon={Store}
        title="No listings yet"
        description="Nobody has listed anything for sale yet. Collectors list items from their collection; find the films you love in the catalogue."
        action={
          <Link to="/catalog" className={buttonClasses()}>
            Browse the catalogue
          </Link>
        }
      />
    </PageContainer>
  );
}
