import { MSG } from '@rewind/shared/messages';
import { Film, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function CatalogPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  useDocumentTitle(MSG.navFullCatalog);
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Catalogue"
        title={MSG.navFullCatalog}
        description={
          query ? (
            <>
              Searching for <span className="font-semibold text-paper">“{query}”</span>
            </>
          ) : (
            'Every film and every physical release the community has catalogued.'
          )
        }
      />
      {query ? (
        <EmptyState
          icon={SearchX}
          title={MSG.noResultsFor(query)}
          description="Nothing in the catalogue matches that yet. Try another title, director or studio."
        />
      ) : (
        <EmptyState
          icon={Film}
          title="No titles yet"
          description="The catalogue is empty for now. Films added by collectors are listed here, newest first."
        />
      )}
    </PageContainer>
  );
}
