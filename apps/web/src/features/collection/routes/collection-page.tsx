import { MSG } from '@rewind/shared/messages';
import { Library } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CollectionPage() {
  useDocumentTitle(MSG.navMyCollection);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Your shelf"
        title={MSG.navMyCollection}
        description="The tapes and discs you own, with your own notes on each release."
      />
      <EmptyState
        icon={Library}
        title="Your collection is empty"
        description="Find a film in the catalogue and mark the releases you own to start your shelf."
        action={
          <Link to="/catalog" className={buttonClasses()}>
            Browse the catalogue
          </Link>
        }
      />
    </PageContainer>
  );
}
