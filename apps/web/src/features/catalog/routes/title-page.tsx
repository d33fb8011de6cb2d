import { ArrowLeft, Film } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

export function TitlePage() {
  const { slug = '' } = useParams();
  useDocumentTitle('Film');
  return (
    <PageContainer>
      <PageHeader eyebrow="Catalogue · Film" title="Film details" />
      <EmptyState
        icon={Film}
        title="Nothing to show yet"
        description={
          <>
            The details and releases of this film (<span className="font-counter text-base">{slug}</span>)
            will be shown here.
          </>
        }
        action={
          <Link to="/catalog" className={buttonClasses({ variant: 'outline' })}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to the catalogue
          </Link>
        }
      />
    </PageContainer>
  );
}
