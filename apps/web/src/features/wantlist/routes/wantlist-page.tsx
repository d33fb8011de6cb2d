import { MSG } from '@rewind/shared/messages';
import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function WantlistPage() {
  useDocumentTitle(MSG.navWantlist);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Still hunting"
        title={MSG.navWantlist}
        description="The releases you are looking for. When one is listed on the marketplace, you will see it here."
      />
      <EmptyState
        icon={Heart}
        title="Your wantlist is empty"
        description="Add the releases you are still hunting for from any film page in the catalogue."
        action={
          <Link to="/catalog" className={buttonClasses()}>
            Browse the catalogue
          </Link>
        }
      />
    </PageContainer>
  );
}
