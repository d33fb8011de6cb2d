import * as MSG from '@rewind/shared/texts';
import { Download } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { PageHeader } from '@/components/ui/page-header';
import { WantlistShelf } from '@/features/collection';
import { SellersWithMyWants } from '@/features/marketplace';
import { apiUrl } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /wantlist: the releases (or films) I am looking for, and the sellers who have the most of them. */
export function WantlistPage() {
  useDocumentTitle(MSG.navWantlist);
  const { isSignedIn } = useSession();
  return (
    <PageContainer>
      <PageHeader
        eyebrow="Still hunting"
        title={MSG.navWantlist}
        description="The releases you are looking for, with why you want each one."
        actions={
          isSignedIn && (
            <a
              href={apiUrl('/me/wantlist.csv')}
              download="rewind-wantlist.csv"
              className={buttonClasses({ variant: 'outline' })}
            >
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
          )
        }
      />
      {isSignedIn && <SellersWithMyWants />}
      <WantlistShelf />
    </PageContainer>
  );
}
