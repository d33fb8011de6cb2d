import { ArrowLeft, Disc3 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Serves both /catalog/release/:slug and /catalog/:slug/release/:releaseId. */
export function ReleasePage() {
  const { slug = '', releaseId } = useParams();
  useDocumentTitle('Release');
  return (
    <PageContainer>
      <PageHeader eyebrow="Catalogue · Release" title="Release details" />
      <EmptyState
        icon={Disc3}
        title="Nothing to show yet"
        description={
          <>
            This release (<span className="font-counter text-base">{releaseId ?? slug}</span>), with its
            format, case, studio and photos, will be shown here.
          </>
        }
        action={
          <Link
            to={releaseId ? `/catalog/${encodeURIComponent(slug)}` : '/catalog'}
            className={buttonClasses({ variant: 'outline' })}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {releaseId ? 'Back to the film' : 'Back to the catalogue'}
          </Link>
        }
      />
    </PageContainer>
  );
}
